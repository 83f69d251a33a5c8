import Foundation

/// The `index.csv` of a batch: a row per record with its line, serial number, file, status and
/// error, so a script can tell which line became which pass.
///
/// Rows are written as records finish (not in line order) to a hidden file in the output folder,
/// a few kilobytes at a time, and the file is renamed to `index.csv` when the run ends, stopped or
/// not; memory stays bounded whatever the number of records.
final class BatchIndex {
    /// What became of a record.
    enum Status: String {
        /// Its pass was written by this run.
        case written
        /// Its pass was already in the output folder and verified (`--resume`).
        case kept
        /// It gave no pass; the error says why.
        case failed
    }

    static let fileName = "index.csv"

    private let destination: URL
    private let partial: URL
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Starts the index of a batch writing into `folder`.
    init(folder: URL) throws {
        destination = folder.appendingPathComponent(Self.fileName)
        partial = folder.appendingPathComponent(".\(Self.fileName).partial")
        descriptor = open(partial.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw PassbookError(
                .io, operation: "start the batch's index \(destination.path)",
                reason: "the file cannot be made (\(String(cString: strerror(errno))))",
                fix: "Check that the output folder is writable"
            )
        }
        buffer.reserveCapacity(Self.flushSize * 2)
        append(["line", "serialNumber", "file", "status", "error"])
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Adds the row of one record.
    func add(line: Int?, serial: String?, file: String?, status: Status, error: String? = nil) throws {
        append([line.map(String.init) ?? "", serial ?? "", file ?? "", status.rawValue, error ?? ""])
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Writes what is left and puts the index in place as `index.csv`.
    func finish() throws {
        try flush()
        close(descriptor)
        descriptor = -1
        guard rename(partial.path, destination.path) == 0 else {
            throw PassbookError(
                .io, operation: "put the batch's index in place at \(destination.path)",
                reason: String(cString: strerror(errno)), fix: "Check that the output folder is writable"
            )
        }
    }

    private static let flushSize = 64 * 1024

    private func flush() throws {
        let problem = buffer.withUnsafeBytes { FileIO.writeAll($0, to: descriptor) }
        guard problem == 0 else {
            throw PassbookError(.io, operation: "write the batch's index \(partial.path)", reason: String(cString: strerror(problem)), fix: "Check the free space of the output folder")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// One CSV row (RFC 4180): a field with a comma, quote or line break is quoted, its quotes doubled.
    private func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            if field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }) {
                buffer.append(UInt8(ascii: "\""))
                for byte in field.utf8 {
                    if byte == UInt8(ascii: "\"") { buffer.append(byte) }
                    buffer.append(byte)
                }
                buffer.append(UInt8(ascii: "\""))
            } else {
                buffer.append(contentsOf: field.utf8)
            }
        }
        buffer.append(contentsOf: [13, 10])
    }
}
