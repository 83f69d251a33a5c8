public import Foundation

/// A `pass.strings` file: `"key" = "value";` pairs with C-style escapes and comments.
///
/// Reads UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark; writes
/// UTF-16 little-endian with a byte order mark, as Apple documents.
public struct StringsFile: Sendable, Hashable {
    /// One `"key" = "value";` pair and the line it starts on.
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var line: Int

        public init(key: String, value: String, line: Int = 0) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// How the file was stored.
    public enum Encoding: String, Sendable, Hashable {
        case utf8 = "UTF-8"
        case utf8WithBOM = "UTF-8 with byte order mark"
        case utf16LittleEndian = "UTF-16LE with byte order mark"
        case utf16BigEndian = "UTF-16BE with byte order mark"
    }

    /// The pairs in file order; a later duplicate replaces an earlier one in ``table``.
    public var entries: [Entry]
    /// How the file was stored (UTF-16LE for files made in memory).
    public var encoding: Encoding
    /// Keys defined more than once.
    public var duplicateKeys: [String]

    /// Creates a file from pairs.
    public init(entries: [Entry], encoding: Encoding = .utf16LittleEndian) {
        self.entries = entries
        self.encoding = encoding
        var seen = Set<String>()
        duplicateKeys = entries.compactMap { seen.insert($0.key).inserted ? nil : $0.key }
    }

    /// Creates a file from a dictionary, keys sorted.
    public init(_ table: [String: String]) {
        self.init(entries: table.keys.sorted().map { Entry(key: $0, value: table[$0]!) })
    }

    /// The translations by key, the last definition winning.
    public var table: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Parses `data`; `file` names it in errors.
    public init(data: Data, file: String = "pass.strings") throws {
        let (text, encoding) = try Self.decode(Array(data), file: file)
        var parser = StringsParser(scalars: Array(text.unicodeScalars), file: file)
        self.init(entries: try parser.parse(), encoding: encoding)
    }

    /// The file's bytes, values escaped: UTF-16LE with a byte order mark unless another encoding
    /// is asked for (Apple documents UTF-16 for `pass.strings`).
    public func data(encoding: Encoding = .utf16LittleEndian) -> Data {
        var text = ""
        for entry in entries {
            text += "\"\(Self.escape(entry.key))\" = \"\(Self.escape(entry.value))\";\n"
        }
        switch encoding {
        case .utf8: return Data(text.utf8)
        case .utf8WithBOM: return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case .utf16BigEndian:
            var bytes: [UInt8] = [0xFE, 0xFF]
            for unit in text.utf16 {
                bytes.append(UInt8(unit >> 8))
                bytes.append(UInt8(unit & 0xFF))
            }
            return Data(bytes)
        case .utf16LittleEndian:
            break
        }
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes.append(UInt8(unit & 0xFF))
            bytes.append(UInt8(unit >> 8))
        }
        return Data(bytes)
    }

    /// Escapes by Unicode scalar, not by Character: a quote followed by a combining mark is one
    /// Character, and would otherwise be written unescaped.
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// The UTF-8 of UTF-16 `bytes`, or nil at an unpaired surrogate. By hand, as the standard
    /// library's generic decoders took about 90 ns a code unit here, a tenth of a one-pass build
    /// for two 3 KB files.
    static func utf8(fromUTF16 bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func unit(at index: Int) -> UInt32 {
            let first = UInt32(bytes[index]), second = UInt32(bytes[index + 1])
            return littleEndian ? first | second << 8 : first << 8 | second
        }
        while index + 1 < bytes.endIndex {
            var value = unit(at: index)
            index += 2
            if value & 0xFC00 == 0xD800 {
                guard index + 1 < bytes.endIndex else { return nil }
                let low = unit(at: index)
                guard low & 0xFC00 == 0xDC00 else { return nil }
                index += 2
                value = 0x10000 + ((value & 0x3FF) << 10 | (low & 0x3FF))
            } else if value & 0xFC00 == 0xDC00 {
                return nil
            }
            switch value {
            case 0..<0x80:
                out.append(UInt8(value))
            case 0x80..<0x800:
                out.append(UInt8(0xC0 | value >> 6))
                out.append(UInt8(0x80 | value & 0x3F))
            case 0x800..<0x10000:
                out.append(UInt8(0xE0 | value >> 12))
                out.append(UInt8(0x80 | value >> 6 & 0x3F))
                out.append(UInt8(0x80 | value & 0x3F))
            default:
                out.append(UInt8(0xF0 | value >> 18))
                out.append(UInt8(0x80 | value >> 12 & 0x3F))
                out.append(UInt8(0x80 | value >> 6 & 0x3F))
                out.append(UInt8(0x80 | value & 0x3F))
            }
        }
        return out
    }

    private static func decode(_ bytes: [UInt8], file: String) throws -> (String, Encoding) {
        let operation = "read \(file)"
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let little = bytes[0] == 0xFF
            let body = bytes.dropFirst(2)
            guard body.count % 2 == 0 else {
                throw PassbookError(.invalidStrings, operation: operation, reason: "it is UTF-16 with an odd number of bytes, so it is cut short", fix: "Save it again as UTF-16")
            }
            guard let utf8 = utf8(fromUTF16: body, littleEndian: little) else {
                throw PassbookError(.invalidStrings, operation: operation, reason: "it holds an unpaired UTF-16 surrogate", fix: "Save it again as UTF-16")
            }
            return (String(decoding: utf8, as: UTF8.self), little ? .utf16LittleEndian : .utf16BigEndian)
        }
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let body = hasBOM ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            let zeros = body.prefix(64).filter { $0 == 0 }.count
            throw PassbookError(
                .invalidStrings, operation: operation,
                reason: zeros > 8 ? "it looks like UTF-16 without a byte order mark" : "it is neither UTF-8 nor UTF-16 with a byte order mark",
                fix: "Save it as UTF-16 with a byte order mark (Apple's choice) or as UTF-8"
            )
        }
        return (text, hasBOM ? .utf8WithBOM : .utf8)
    }
}

extension PassbookError.Code {
    /// A `.strings` file cannot be read.
    public static let invalidStrings = PassbookError.Code(rawValue: "invalid-strings")
}

/// Reads the pairs of a strings file, reporting the line and column of the first mistake.
private struct StringsParser {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    mutating func parse() throws -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        while true {
            try skipSpaceAndComments()
            guard index < scalars.count else { return entries }
            let entryLine = line
            let key = try readString(what: "a quoted key")
            try skipSpaceAndComments()
            if peek == ";" {
                // `"key";` is shorthand for a key that translates to itself.
                index += 1
                entries.append(.init(key: key, value: key, line: entryLine))
                continue
            }
            try expect("=", after: "the key \"\(key)\"")
            try skipSpaceAndComments()
            let value = try readString(what: "a quoted value for \"\(key)\"")
            try skipSpaceAndComments()
            try expect(";", after: "the value of \"\(key)\"")
            entries.append(.init(key: key, value: value, line: entryLine))
        }
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func failure(_ reason: String) -> PassbookError {
        PassbookError(
            .invalidStrings, operation: "read \(file)",
            reason: "line \(line), column \(index - lineStart + 1): \(reason)",
            fix: "Each entry reads \"key\" = \"value\"; with double quotes and a semicolon"
        )
    }

    mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func expect(_ scalar: Unicode.Scalar, after: String) throws {
        guard peek == scalar else {
            throw failure(peek == nil ? "the file ends where \"\(scalar)\" should follow \(after)" : "expected \"\(scalar)\" after \(after)")
        }
        advance()
    }

    mutating func skipSpaceAndComments() throws {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let startLine = line
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    advance()
                }
                guard index < scalars.count else { throw failure("the comment opened on line \(startLine) is never closed") }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    mutating func readString(what: String) throws -> String {
        guard let first = peek else { throw failure("the file ends where \(what) should be") }
        if first != "\"" {
            // Old-style property lists allow bare words as keys and values.
            var word = ""
            while let scalar = peek, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-$:/".unicodeScalars.contains(scalar) {
                word.unicodeScalars.append(scalar)
                advance()
            }
            guard !word.isEmpty else { throw failure("expected \(what) but found \"\(first)\"") }
            return word
        }
        let startLine = line
        advance()
        var text = ""
        while true {
            guard let scalar = peek else { throw failure("the string opened on line \(startLine) is never closed") }
            advance()
            if scalar == "\"" { return text }
            if scalar != "\\" {
                text.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = peek else { throw failure("the file ends inside an escape") }
            advance()
            switch escaped {
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "0": text += "\0"
            case "\"", "\\", "'": text.unicodeScalars.append(escaped)
            case "u", "U":
                var hex = ""
                while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                    hex.unicodeScalars.append(digit)
                    advance()
                }
                guard hex.count == 4, let value = UInt32(hex, radix: 16) else { throw failure("\\\(escaped) must be followed by four hex digits") }
                if (0xD800..<0xDC00).contains(value), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "U" || scalars[index + 1] == "u" {
                    index += 2
                    var low = ""
                    while low.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                        low.unicodeScalars.append(digit)
                        advance()
                    }
                    if let lowValue = UInt32(low, radix: 16), (0xDC00..<0xE000).contains(lowValue),
                        let combined = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (lowValue - 0xDC00))
                    {
                        text.unicodeScalars.append(combined)
                        continue
                    }
                    throw failure("a UTF-16 surrogate escape is not paired")
                }
                guard let decoded = Unicode.Scalar(value) else { throw failure("\\\(escaped)\(hex) is not a character") }
                text.unicodeScalars.append(decoded)
            default:
                text.unicodeScalars.append(escaped)
            }
        }
    }
}
