public import ArgumentParser
import Foundation
import PassbookCommands
import PassbookGoogleWallet

/// Every `passbook` command in one program, `passbook-full`: `passbook` starts it for the web
/// service, previews, barcodes, Google Wallet and benchmarks.
///
/// The synchronous commands run as they are; `serve`, `device-sim` and `apns-test-server` are async
/// commands, so SIGTERM reaches the service's own handling and no thread waits on a semaphore.
public struct PassbookFullCommand: AsyncParsableCommand {
    public static let configuration = PassbookCommand.rootConfiguration { command in
        switch command {
        case .google: GoogleCommand.self
        case .preview: PreviewCommand.self
        case .barcode: BarcodeCommand.self
        case .bench: BenchCommand.self
        case .serve: ServeCommand.self
        case .deviceSim: DeviceSimCommand.self
        case .apnsTestServer: APNsTestServerCommand.self
        }
    }

    public init() {}

    /// Gives the shared commands what this program links beside them: `batch` writes Google
    /// Wallet links through ``GoogleLinkSink``.
    public static func prepare() {
        BatchLinks.register { google, folder in
            guard let issuerID = google.issuerID, let accountPath = google.serviceAccount else {
                throw ValidationError("Google Wallet links need both --google-issuer-id and --google-service-account.")
            }
            let signer = try GoogleSaveLinkSigner(serviceAccount: GoogleServiceAccount(contentsOf: URL(fileURLWithPath: accountPath)))
            let imageBase = google.imageBaseURL.flatMap { URL(string: $0.hasSuffix("/") ? $0 : $0 + "/") }
            return GoogleLinkSink(folder: folder, mapper: GoogleWalletMapper(options: GoogleWalletOptions(issuerID: issuerID, imageBaseURL: imageBase)), signer: signer)
        }
    }
}
