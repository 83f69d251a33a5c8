/// Splits CSV (RFC 4180) into rows a row at a time: quoted fields may hold commas, quotes written
/// twice and line breaks; lines end in LF, CRLF or CR.
struct CSVParser {
    /// One row and the line it starts on, or why it is malformed.
    struct Row {
        var line: Int
        var fields: [String]
        var problem: String?
    }

    private let stream: ByteStream
    private let name: String
    private let maxRecordSize: Int
    private var line = 1
    private var startedFile = false

    /// - Parameters:
    ///   - name: The file's name, for messages.
    ///   - maxRecordSize: The most bytes one row may have; a longer one stops the reading.
    init(stream: ByteStream, name: String, maxRecordSize: Int) {
        self.stream = stream
        self.name = name
        self.maxRecordSize = maxRecordSize
    }

    /// The next row that is not blank, or `nil` at the end of the file.
    mutating func next() throws -> Row? {
        if !startedFile {
            startedFile = true
            try skipByteOrderMark()
        }
        while true {
            guard let row = try readRow() else { return nil }
            if row.fields.count == 1, row.fields[0].isEmpty, row.problem == nil { continue }
            return row
        }
    }

    private mutating func skipByteOrderMark() throws {
        guard try stream.peek() == 0xEF else { return }
        _ = try stream.next()
        guard try stream.next() == 0xBB, try stream.next() == 0xBF else {
            throw PassbookError(.invalidRecord, operation: "read the CSV data", reason: "the file starts with bytes that are not UTF-8", fix: "Save the file as UTF-8")
        }
    }

    private mutating func readRow() throws -> Row? {
        let startLine = line
        var fields: [String] = []
        var field: [UInt8] = []
        var problem: String?
        var quoted = false
        var fieldStart = true
        var any = false

        func endField() {
            if let text = String(validating: field, as: UTF8.self) {
                fields.append(text)
            } else {
                fields.append(String(decoding: field, as: UTF8.self))
                if problem == nil { problem = "field \(fields.count) is not valid UTF-8; save the file as UTF-8" }
            }
            field.removeAll(keepingCapacity: true)
            fieldStart = true
        }

        var size = 0
        while let byte = try stream.next() {
            any = true
            size += 1
            if size > maxRecordSize {
                throw DataFileReader.recordTooLong(line: startLine, file: name, limit: maxRecordSize)
            }
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if try stream.peek() == UInt8(ascii: "\"") {
                        _ = try stream.next()
                        field.append(byte)
                    } else {
                        quoted = false
                        // After a closing quote only a comma or the end of the line may follow.
                        if let following = try stream.peek(), following != UInt8(ascii: ","), following != 0x0A, following != 0x0D, problem == nil {
                            problem = "a quoted field of line \(line) has text after its closing quote; double quotes inside a quoted field are written \"\""
                        }
                    }
                } else {
                    if byte == 0x0A { line += 1 }
                    if byte == 0x0D, try stream.peek() != 0x0A { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                endField()
            case 0x0A:
                line += 1
                endField()
                return Row(line: startLine, fields: fields, problem: problem)
            case 0x0D:
                if try stream.peek() == 0x0A { _ = try stream.next() }
                line += 1
                endField()
                return Row(line: startLine, fields: fields, problem: problem)
            case UInt8(ascii: "\"") where fieldStart && field.isEmpty:
                quoted = true
                fieldStart = false
            default:
                fieldStart = false
                field.append(byte)
            }
        }
        guard any else { return nil }
        if quoted, problem == nil {
            problem = "a quoted field that starts on line \(startLine) is never closed"
        }
        endField()
        return Row(line: startLine, fields: fields, problem: problem)
    }
}
