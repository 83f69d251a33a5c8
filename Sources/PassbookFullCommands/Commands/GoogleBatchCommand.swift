import ArgumentParser
import Foundation
import Passbook
import PassbookCommands
import PassbookGoogleWallet

/// `passbook batch` in `passbook-full`: the batch itself, then with `--google-issuer-id` an
/// "Add to Google Wallet" link beside every pass it wrote or kept (`SERIAL.google.txt`), mapped
/// from the signed pass so both wallets get the same one.
struct GoogleBatchCommand: AsyncParsableCommand {
    static let configuration = BatchCommand.configuration

    @OptionGroup var batch: BatchCommand

    func run() async throws {
        var failure: ExitCode?
        do {
            try batch.issue()
        } catch let exit as ExitCode where exit == .failure {
            // Some records failed: the others still get their links.
            failure = exit
        }
        if batch.google.isRequested { try await writeLinks() }
        if let failure { throw failure }
    }

    /// The file beside a pass that holds its link.
    static func linkFile(forSerial serial: String) -> String {
        let pass = BatchIssuer.fileName(forSerial: serial)
        return (pass.hasSuffix(".pkpass") ? String(pass.dropLast(".pkpass".count)) : pass) + ".google.txt"
    }

    private func writeLinks() async throws {
        let google = batch.google
        guard let issuerID = google.issuerID, let accountPath = google.serviceAccount else { return }
        let signer = try GoogleSaveLinkSigner(serviceAccount: GoogleServiceAccount(contentsOf: URL(fileURLWithPath: accountPath)))
        let options = GoogleWalletOptions(issuerID: issuerID, imageBaseURL: google.imageBaseURL.flatMap { URL(string: $0.hasSuffix("/") ? $0 : $0 + "/") })
        let mapper = GoogleWalletMapper(options: options)
        let folder = URL(fileURLWithPath: batch.outputFolder)
        let rows = try Self.issuedRows(index: folder.appendingPathComponent(BatchIssuer.indexFileName))
        var written = 0
        var failed = 0
        try await withThrowingTaskGroup(of: String?.self) { group in
            var running = 0
            func collect(_ problem: String??) {
                guard let problem else { return }
                if let problem {
                    failed += 1
                    Console.err("error: \(problem)")
                } else {
                    written += 1
                }
            }
            for row in rows {
                if running == ProcessInfo.processInfo.activeProcessorCount * 2 {
                    collect(try await group.next())
                    running -= 1
                }
                group.addTask { await Self.writeLink(row, in: folder, mapper: mapper, signer: signer) }
                running += 1
            }
            for try await problem in group { collect(problem) }
        }
        Console.err("\(written) Google Wallet link\(written == 1 ? "" : "s") written beside the passes (SERIAL.google.txt)" + (failed > 0 ? "; \(failed) failed" : ""))
        if failed > 0 { throw ExitCode.failure }
    }

    /// The serial number and file of every record whose pass is in the folder.
    private static func issuedRows(index: URL) throws -> [(serial: String, file: String)] {
        var reader = try DataFileReader(url: index, format: .csv)
        var rows: [(String, String)] = []
        while let next = try reader.next() {
            guard case .record(let record) = next, let status = record.values["status"]?.stringValue, status == "written" || status == "kept",
                  let serial = record.values["serialNumber"]?.stringValue, let file = record.values["file"]?.stringValue
            else { continue }
            rows.append((serial, file))
        }
        return rows
    }

    /// Maps one pass (alone, or in its bundle), signs its link and writes it; the problem, if any.
    private static func writeLink(_ row: (serial: String, file: String), in folder: URL, mapper: GoogleWalletMapper, signer: GoogleSaveLinkSigner) async -> String? {
        do {
            let package: PassPackage
            switch try PassInput.open(folder.appendingPathComponent(row.file), limits: ZipReader.Limits()) {
            case .archive(let archive, let name):
                package = try PassSource(archive: archive, name: name).package()
            case .bundle(let bundle, _):
                let packages = try bundle.entries.map { try PassPackage(archive: $0.archive, name: $0.name) }
                guard let found = packages.first(where: { $0.pass.serialNumber == row.serial }) else {
                    return "\(row.file) holds no pass \(row.serial)"
                }
                package = found
            case .folder:
                return "\(row.file) is a folder, not a pass"
            }
            let link = try await signer.link(for: [mapper.map(package)])
            try FileIO.writeAtomically(Data((link.url.absoluteString + "\n").utf8), to: folder.appendingPathComponent(linkFile(forSerial: row.serial)), what: "Google Wallet link", durable: false)
            return nil
        } catch {
            return "the Google Wallet link of \(row.serial) (\(row.file)): \(error)"
        }
    }
}
