package import ArgumentParser
import Foundation
package import Passbook

/// How to find the signing identity: a certificate and key, or a `.p12`.
package struct IdentityOptions: ParsableArguments {
    package init() {}

    @Option(name: .customLong("certificate"), help: "The Pass Type ID certificate (PEM or DER, as downloaded: pass.cer).", completion: .file())
    package var certificate: String?

    @Option(name: .customLong("key"), help: "The certificate's private key (PEM or DER, encrypted or not).", completion: .file())
    package var key: String?

    @Option(name: .customLong("identity"), help: "A .p12 file holding the certificate and its key (Keychain exports work).", completion: .file())
    package var identity: String?

    @Option(name: .customLong("wwdr"), help: "The intermediate that issued the certificate (PEM or DER). Default: Apple WWDR G4.", completion: .file())
    package var wwdr: String?

    @Option(name: .customLong("dev-certs"), help: "Use the development certificates in this folder (made by 'passbook certs dev').", completion: .directory)
    package var devCerts: String?

    @OptionGroup package var password: PasswordOptions


    package func validate() throws {
        let sources = [identity != nil, certificate != nil || key != nil, devCerts != nil].filter { $0 }.count
        if sources > 1 {
            throw ValidationError("Choose one signing identity: --identity FILE.p12, --certificate with --key, or --dev-certs FOLDER.")
        }
        if (certificate == nil) != (key == nil) {
            throw ValidationError("--certificate and --key go together.")
        }
    }

    package var isGiven: Bool { identity != nil || certificate != nil || devCerts != nil }

    package func load() throws -> SigningIdentity {
        let intermediates = wwdr.map { URL(fileURLWithPath: $0) }
        if let devCerts {
            let folder = URL(fileURLWithPath: devCerts)
            return try SigningIdentity(
                certificateFile: folder.appendingPathComponent(DevelopmentCertificates.FileName.passCertificate),
                privateKeyFile: folder.appendingPathComponent(DevelopmentCertificates.FileName.passKey),
                intermediatesFile: intermediates ?? folder.appendingPathComponent(DevelopmentCertificates.FileName.caCertificate)
            )
        }
        if let identity {
            let url = URL(fileURLWithPath: identity)
            return try password.withPassword(prompt: "Password for \(url.lastPathComponent): ") { secret in
                try SigningIdentity(pkcs12File: url, password: secret, intermediatesFile: intermediates)
            }
        }
        if let certificate, let key {
            let keyURL = URL(fileURLWithPath: key)
            return try password.withPassword(prompt: "Password for \(keyURL.lastPathComponent): ") { secret in
                try SigningIdentity(
                    certificateFile: URL(fileURLWithPath: certificate),
                    privateKeyFile: keyURL,
                    keyPassword: secret,
                    intermediatesFile: intermediates
                )
            }
        }
        throw ValidationError("Name a signing identity: --identity FILE.p12, --certificate FILE --key FILE, or --dev-certs FOLDER.")
    }
}
