public import Foundation
public import Passbook
import Synchronization

/// Writes beside each pass its "Add to Google Wallet" link, `SERIAL.google.txt`, mapped from the
/// signed pass so that both wallets get the same one: the sink `passbook batch --google-issuer-id`
/// adds to the run.
public struct GoogleLinkSink: PackageSink {
    /// The folder the link files go to.
    public let folder: URL
    public let mapper: GoogleWalletMapper
    public let signer: GoogleSaveLinkSigner

    /// Creates a sink writing into `folder`.
    public init(folder: URL, mapper: GoogleWalletMapper, signer: GoogleSaveLinkSigner) {
        self.folder = folder
        self.mapper = mapper
        self.signer = signer
    }

    /// The file beside a pass that holds its link.
    public static func linkFileName(forSerial serial: String) -> String {
        let pass = BatchIssuer.fileName(forSerial: serial)
        return (pass.hasSuffix(".pkpass") ? String(pass.dropLast(".pkpass".count)) : pass) + ".google.txt"
    }

    public func deliver(_ package: SignedPackage) throws {
        let serial = package.identifiers.serialNumber
        do {
            let mapped = try mapper.map(PassSource(name: serial, origin: .memory, files: package.files).package())
            let link = try Self.waiting { [signer] in try await signer.link(for: [mapped]) }
            try FileIO.writeAtomically(
                Data((link.url.absoluteString + "\n").utf8), to: folder.appendingPathComponent(Self.linkFileName(forSerial: serial)),
                what: "Google Wallet link", durable: false, makeFolder: false
            )
        } catch let error as PassbookError {
            throw PassbookError(
                error.code, operation: "write the Google Wallet link of \(serial)", reason: "\(error.operation): \(error.reason)",
                fix: error.fix ?? "The pass itself is written; run the batch again with --resume to retry the link"
            )
        }
    }

    /// The result of `body`, waited for on this thread: a batch's workers are threads of their own,
    /// never the tasks' pool, which runs `body`.
    private static func waiting<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
        let box = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            let outcome: Result<Value, any Error>
            do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
            box.result.withLock { $0 = outcome }
            done.signal()
        }
        done.wait()
        return try box.result.withLock { $0! }.get()
    }

    /// Where the task leaves its result.
    private final class Outcome<Value: Sendable>: Sendable {
        let result = Mutex<Result<Value, any Error>?>(nil)
    }
}
