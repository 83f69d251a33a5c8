/// An option `BuildCommand.direct` reads, by what it sets: `-o` and `--output` are one option, as
/// are `--hints` and `--verbose`. A switch rather than a table of key paths: making and hashing the
/// key paths took about 0.3 ms of a one-pass build.
enum DirectBuildOption: Hashable {
    case output, devCerts, identity, certificate, key, wwdr, passwordEnv, passwordFile, signingTime, data
    case set, disable, error
    case force, strict, hints

    init?(_ token: String) {
        switch token {
        case "-o", "--output": self = .output
        case "--dev-certs": self = .devCerts
        case "--identity": self = .identity
        case "--certificate": self = .certificate
        case "--key": self = .key
        case "--wwdr": self = .wwdr
        case "--password-env": self = .passwordEnv
        case "--password-file": self = .passwordFile
        case "--signing-time": self = .signingTime
        case "--data": self = .data
        case "--set": self = .set
        case "--disable": self = .disable
        case "--error": self = .error
        case "--force": self = .force
        case "--strict": self = .strict
        case "--hints", "--verbose": self = .hints
        default: return nil
        }
    }

    /// Takes no value.
    var isFlag: Bool { self == .force || self == .strict || self == .hints }

    /// May be given more than once, each value kept.
    var repeats: Bool { self == .set || self == .disable || self == .error }
}
