public import ArgumentParser
import PassbookCommands

/// Every `passbook` command in one program, `passbook-full`: `passbook` starts it for the web
/// service, previews, barcodes, Google Wallet and benchmarks.
///
/// The synchronous commands run as they are; `serve`, `device-sim` and `apns-test-server` are async
/// commands, so SIGTERM reaches the service's own handling and no thread waits on a semaphore.
public struct PassbookFullCommand: AsyncParsableCommand {
    public static let configuration = PassbookCommand.rootConfiguration(batch: GoogleBatchCommand.self) { command in
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
}
