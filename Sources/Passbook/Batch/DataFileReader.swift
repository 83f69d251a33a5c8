public import Foundation

/// Reads template records from a CSV or JSON Lines file one at a time, in constant memory.
///
/// In CSV the header names the values (`holder.name`, `serialNumber`) and an empty cell is an
/// absent value. In JSON Lines each line is an object; nested objects give dotted names and `null`
/// is an absent value. A malformed record is returned as ``Item/invalid(line:error:)`` and reading
/// goes on; only a file that cannot be read at all throws.
public struct DataFileReader {
    /// One record, or why the record on a line cannot be used.
    public enum Item: Sendable {
        case record(TemplateRecord)
        case invalid(line: Int, error: PassbookError)
    }

    /// The file's format.
    public let format: DataFileFormat
    /// The CSV header's names, in order; empty for JSON Lines.
    public private(set) var columns: [String] = []

    /// The most bytes one record may have by default: 1 MB, far beyond any real record, so a file
    /// with a runaway line (an unclosed quote, a binary file) is refused instead of filling memory.
    public static let defaultMaxRecordSize = 1_000_000

    private let name: String
    private let maxRecordSize: Int
    private let stream: ByteStream
    private var csv: CSVParser?
    private var line = 0

    /// Opens `url`; the format comes from the extension unless given. A record longer than
    /// `maxRecordSize` bytes stops the reading with an error.
    public init(url: URL, format: DataFileFormat? = nil, maxRecordSize: Int = DataFileReader.defaultMaxRecordSize) throws {
        guard let format = format ?? DataFileFormat(url: url) else {
            throw PassbookError(
                .io, operation: "read the data file \(url.path)",
                reason: "its extension .\(url.pathExtension) names no data format",
                fix: "Use a .csv or .jsonl file, or name the format with --format csv|jsonl"
            )
        }
        self.format = format
        name = url.lastPathComponent
        self.maxRecordSize = maxRecordSize
        stream = try ByteStream(url: url)
        if format == .csv {
            var parser = CSVParser(stream: stream, name: name, maxRecordSize: maxRecordSize)
            guard let header = try parser.next() else {
                throw PassbookError(.invalidRecord, operation: "read the data file \(name)", reason: "it is empty", fix: "Start the file with a header row of value names")
            }
            if let problem = header.problem {
                throw PassbookError(.invalidRecord, operation: "read the header of \(name)", reason: problem)
            }
            let names = header.fields.map { String($0.trimmingASCIIWhitespace()) }
            if let empty = names.firstIndex(of: "") {
                throw PassbookError(.invalidRecord, operation: "read the header of \(name)", reason: "column \(empty + 1) has no name", fix: "Name every column after the value it holds, such as holder.name")
            }
            var seen = Set<String>()
            if let repeated = names.first(where: { !seen.insert($0).inserted }) {
                throw PassbookError(.invalidRecord, operation: "read the header of \(name)", reason: "the column \(repeated) appears twice")
            }
            columns = names
            csv = parser
        }
    }

    /// The next record, or `nil` at the end of the file.
    public mutating func next() throws -> Item? {
        switch format {
        case .csv: return try nextCSV()
        case .jsonl: return try nextJSONLine()
        }
    }

    /// Counts the records of `url` without keeping them, for a progress estimate.
    public static func countRecords(url: URL, format: DataFileFormat? = nil, maxRecordSize: Int = DataFileReader.defaultMaxRecordSize) throws -> Int {
        var reader = try DataFileReader(url: url, format: format, maxRecordSize: maxRecordSize)
        var count = 0
        if reader.format == .csv {
            while try reader.csv?.next() != nil { count += 1 }
        } else {
            var first = true
            while let line = try reader.readLine() {
                // A byte-order mark alone is no record, as nextJSONLine() reads it.
                let content = first && line.starts(with: [0xEF, 0xBB, 0xBF]) ? line.dropFirst(3) : line[...]
                first = false
                if !content.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { count += 1 }
            }
        }
        return count
    }

    private func location(_ line: Int) -> String {
        "record on line \(line) of \(name)"
    }

    private mutating func nextCSV() throws -> Item? {
        guard let row = try csv?.next() else { return nil }
        if let problem = row.problem {
            return .invalid(line: row.line, error: PassbookError(.invalidRecord, operation: "read the \(location(row.line))", reason: problem))
        }
        guard row.fields.count == columns.count else {
            return .invalid(
                line: row.line,
                error: PassbookError(
                    .invalidRecord, operation: "read the \(location(row.line))",
                    reason: "it has \(row.fields.count) fields and the header has \(columns.count)",
                    fix: "Quote fields that contain commas, and give every row one field per column"
                )
            )
        }
        var values: [String: JSONValue] = [:]
        for (column, field) in zip(columns, row.fields) where !field.isEmpty {
            values[column] = .string(field)
        }
        return .record(TemplateRecord(values: values, location: location(row.line), line: row.line))
    }

    private mutating func nextJSONLine() throws -> Item? {
        while let bytes = try readLine() {
            line += 1
            var content = bytes[...]
            if line == 1, content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
            while let last = content.last, last == 0x0D || last == 0x20 || last == 0x09 { content = content.dropLast() }
            if content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let operation = "read the \(location(line))"
            do {
                let value = try JSONParser(mode: .strict).parse(Array(content), file: "line \(line)").value
                guard let object = value.objectValue else {
                    return .invalid(line: line, error: PassbookError(.invalidRecord, operation: operation, reason: "it holds \(value.kindDescription) instead of a JSON object", fix: "Write one JSON object per line"))
                }
                return .record(try TemplateRecord(object: object, location: location(line), line: line))
            } catch let error as PassbookError {
                return .invalid(line: line, error: PassbookError(.invalidRecord, operation: operation, reason: error.reason, fix: error.fix ?? "Write one JSON object per line"))
            }
        }
        return nil
    }

    private mutating func readLine() throws -> [UInt8]? {
        var bytes: [UInt8] = []
        var any = false
        while let byte = try stream.next() {
            any = true
            if byte == 0x0A { return bytes }
            bytes.append(byte)
            if bytes.count > maxRecordSize {
                throw Self.recordTooLong(line: line + 1, file: name, limit: maxRecordSize)
            }
        }
        return any ? bytes : nil
    }

    static func recordTooLong(line: Int, file: String, limit: Int) -> PassbookError {
        PassbookError(
            .invalidRecord, operation: "read the record on line \(line) of \(file)",
            reason: "it is longer than \(byteCountText(limit)), the most passbook reads of one record (an unclosed quote, or not a data file?)",
            fix: "Check the line; raise the limit with --max-record-size if the record is real"
        )
    }
}
