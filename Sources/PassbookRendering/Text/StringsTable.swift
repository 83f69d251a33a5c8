import Foundation
import Passbook

/// The translations of a `pass.strings` file: `"key" = "value";` pairs.
///
/// Reads UTF-16 with a byte order mark and UTF-8 with or without one, `/* */` and `//` comments,
/// C escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`) and `\Uxxxx` / `\uxxxx`. A later duplicate key wins,
/// as it does in Foundation.
struct StringsTable: Sendable, Hashable {
    private(set) var translations: [String: String] = [:]

    init(translations: [String: String] = [:]) {
        self.translations = translations
    }

    /// Parses the bytes of a strings file; `path` names it in errors.
    init(data: Data, path: String) throws(PassbookError) {
        let text = try Self.decode(data, path: path)
        var parser = Parser(scalars: Array(text.unicodeScalars), path: path)
        translations = try parser.parse()
    }

    /// The translation of `key`, or `key` itself when there is none.
    func localized(_ key: String) -> String {
        translations[key] ?? key
    }

    private static func decode(_ data: Data, path: String) throws(PassbookError) -> String {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) {
            text = String(data: Data(bytes.dropFirst(2)), encoding: .utf16LittleEndian)
        } else if bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: Data(bytes.dropFirst(2)), encoding: .utf16BigEndian)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(validating: bytes.dropFirst(3), as: UTF8.self)
        } else {
            text = String(validating: bytes, as: UTF8.self)
        }
        guard let text else {
            throw PassbookError(
                .invalidPackage,
                operation: "read \(path)",
                reason: "the file is neither UTF-8 nor UTF-16 with a byte order mark",
                fix: "Save it as UTF-16 with a byte order mark or as UTF-8"
            )
        }
        return text
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let path: String
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = path
        }

        mutating func parse() throws(PassbookError) -> [String: String] {
            var table: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard index < scalars.count else { return table }
                let key = try token("a quoted key")
                try skipSpaceAndComments()
                if peek == ";" {
                    // `"key";` is shorthand for `"key" = "key";`.
                    index += 1
                    table[key] = key
                    continue
                }
                try expect("=")
                try skipSpaceAndComments()
                let value = try token("a quoted value")
                try skipSpaceAndComments()
                try expect(";")
                table[key] = value
            }
        }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func error(_ reason: String) -> PassbookError {
            PassbookError(
                .invalidPackage,
                operation: "read \(path)",
                reason: "line \(line): \(reason)",
                fix: "Write each entry as \"key\" = \"value\"; with quotes escaped as \\\""
            )
        }

        mutating func expect(_ scalar: Unicode.Scalar) throws(PassbookError) {
            guard peek == scalar else {
                throw error("expected \"\(scalar)\" but found \(peek.map { "\"\($0)\"" } ?? "the end of the file")")
            }
            index += 1
        }

        mutating func skipSpaceAndComments() throws(PassbookError) {
            while let scalar = peek {
                if scalar == "\n" {
                    line += 1
                    index += 1
                } else if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                    index += 1
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    index += 2
                    while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
                        if scalars[index] == "\n" { line += 1 }
                        index += 1
                    }
                    guard index + 1 < scalars.count else { throw error("a /* comment is never closed") }
                    index += 2
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = peek, next != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        /// A quoted string, or a bare word of letters, digits and `_.-` as old strings files allow.
        mutating func token(_ what: String) throws(PassbookError) -> String {
            guard let first = peek else { throw error("expected \(what) but the file ended") }
            if first != "\"" {
                var word = String.UnicodeScalarView()
                while let scalar = peek, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-".unicodeScalars.contains(scalar) {
                    word.append(scalar)
                    index += 1
                }
                guard !word.isEmpty else { throw error("expected \(what) but found \"\(first)\"") }
                return String(word)
            }
            index += 1
            var result = String.UnicodeScalarView()
            while true {
                guard let scalar = peek else { throw error("a quoted string is never closed") }
                index += 1
                switch scalar {
                case "\"":
                    return String(result)
                case "\\":
                    guard let escaped = peek else { throw error("a backslash ends the file") }
                    index += 1
                    switch escaped {
                    case "n": result.append("\n")
                    case "t": result.append("\t")
                    case "r": result.append("\r")
                    case "0": result.append("\0")
                    case "U", "u": result.append(try hexScalar())
                    case "\n":
                        line += 1
                        result.append("\n")
                    default: result.append(escaped)
                    }
                case "\n":
                    line += 1
                    result.append(scalar)
                default:
                    result.append(scalar)
                }
            }
        }

        /// The four hex digits after `\U`; a surrogate pair is two escapes in a row.
        mutating func hexScalar() throws(PassbookError) -> Unicode.Scalar {
            func four() throws(PassbookError) -> UInt32 {
                guard index + 4 <= scalars.count, let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16) else {
                    throw error("\\U must be followed by four hex digits")
                }
                index += 4
                return value
            }
            let high = try four()
            if (0xD800...0xDBFF).contains(high), index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "U" || scalars[index + 1] == "u" {
                index += 2
                let low = try four()
                if let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) { return scalar }
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("\\U\(String(high, radix: 16)) is not a character") }
            return scalar
        }
    }
}
