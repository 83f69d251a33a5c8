import Foundation
import Passbook

/// Signs a pass folder's pass on another thread while the main thread validates it.
///
/// The thread reads the signing identity, then zips and hashes the pass's files once the main
/// thread has read them, then signs the pass once it is decoded, while the images, `.strings` and
/// rules are still being checked. The main thread takes that signed pass when validation lets it
/// sign; otherwise it is dropped. A `passbook build` waited 2 to 2.5 ms for this work after
/// validating (BENCHMARKS.md, "Start-up").
final class SigningAhead: Sendable {
    /// What the thread made beside the identity: the files' builder and the pass it signed.
    private struct Prepared: Sendable {
        var builder: PassBuilder?
        var signed: (pass: Pass, result: Result<SignedPass, any Error>)?
    }

    private let signingTime: Date
    private let identityMade = Handoff<Result<SigningIdentity, any Error>>()
    private let filesRead = Handoff<PassSource>()
    private let passDecoded = Handoff<Pass>()
    private let prepared = Handoff<Prepared>()

    /// Starts the thread: `load` reads the identity.
    init(signingTime: Date, identity load: @escaping @Sendable () throws -> SigningIdentity) {
        self.signingTime = signingTime
        let (identityMade, filesRead, passDecoded, prepared) = (identityMade, filesRead, passDecoded, prepared)
        StartupWork.start {
            let identity = Result { try load() }
            identityMade.put(identity)
            var made = Prepared()
            defer { prepared.put(made) }
            guard case .success(let identity) = identity, let files = filesRead.value else { return }
            made.builder = try? PassBuilder(files: files.files)
            guard let builder = made.builder, let pass = passDecoded.value else { return }
            made.signed = (pass, Result { try builder.build(pass, signedWith: identity, signingTime: signingTime, validation: .skip) })
        }
    }

    /// Hands over the pass's files, read.
    func read(_ files: PassSource) {
        filesRead.put(files)
    }

    /// Hands over the pass decoded from them, or nil when it does not decode.
    func decoded(_ pass: Pass?) {
        passDecoded.put(pass)
    }

    /// Tells the thread that nothing more comes, so that it ends; what was handed over stays.
    func finish() {
        filesRead.put(nil)
        passDecoded.put(nil)
    }

    /// The signing identity, or why it could not be read.
    func identity() throws -> SigningIdentity {
        try identityMade.value!.get()
    }

    /// `pass` with `files`, signed: the pass signed ahead when it is the same, else signed now.
    func signed(_ pass: Pass, files: PassSource) throws -> SignedPass {
        let identity = try identity()
        finish()
        let made = prepared.value ?? Prepared()
        if let ahead = made.signed, ahead.pass == pass { return try ahead.result.get() }
        let builder = try made.builder ?? PassBuilder(files: files.files)
        return try builder.build(pass, signedWith: identity, signingTime: signingTime, validation: .skip)
    }
}
