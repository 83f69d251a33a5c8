public import Foundation

/// Reads UTF-8 JSON text into a ``JSONValue``.
///
/// The parser is strict RFC 8259 by default. In ``Mode/lenient`` mode it also accepts the two
/// mistakes found in real pass files — trailing commas and a leading byte order mark — and
/// reports each as a warning, because Wallet may refuse them. Duplicate keys are allowed in
/// both modes (the last value wins) and reported as warnings.
///
/// The parser never traps on malformed input: every problem is thrown as a ``PassbookError``
/// with code ``PassbookError/Code/invalidJSON`` and a `line L, column C` position.
public struct JSONParser: Sendable {
    /// How forgiving the parser is.
    public enum Mode: Sendable, Hashable {
        /// Only RFC 8259 JSON is accepted.
        case strict
        /// Trailing commas and a leading UTF-8 byte order mark are accepted and reported.
        case lenient
    }

    /// How forgiving the parser is.
    public var mode: Mode
    /// How many arrays and objects may nest inside each other before parsing fails.
    public var maximumDepth: Int

    /// Creates a parser.
    public init(mode: Mode = .strict, maximumDepth: Int = 512) {
        self.mode = mode
        self.maximumDepth = maximumDepth
    }

    /// Parses `data`; `file` names the input in errors and diagnostics.
    public func parse(_ data: Data, file: String) throws -> (value: JSONValue, diagnostics: [Diagnostic]) {
        try parse(Array(data), file: file)
    }

    /// Parses `bytes`; `file` names the input in errors and diagnostics.
    public func parse(_ bytes: [UInt8], file: String) throws -> (value: JSONValue, diagnostics: [Diagnostic]) {
        var reader = JSONReader(bytes: bytes, file: file, lenient: mode == .lenient, maximumDepth: maximumDepth)
        let value = try reader.readDocument()
        return (value, reader.diagnostics)
    }

    /// Parses `data` with a parser in `mode`; `file` names the input in errors and diagnostics.
    public static func parse(
        _ data: Data,
        file: String,
        mode: Mode = .strict
    ) throws -> (value: JSONValue, diagnostics: [Diagnostic]) {
        try JSONParser(mode: mode).parse(data, file: file)
    }
}

/// The state of one parse. Containers are kept on an explicit stack rather than the call stack,
/// so deep input cannot exhaust a thread's stack.
private struct JSONReader {
    private struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var object = JSONObject()
        var key = ""
        var keyOffset = 0
    }

    let bytes: [UInt8]
    let file: String
    let lenient: Bool
    let maximumDepth: Int
    var diagnostics: [Diagnostic] = []
    private var index = 0
    private var bodyStart = 0
    private var path: [JSONPath.Component] = []

    init(bytes: [UInt8], file: String, lenient: Bool, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.lenient = lenient
        self.maximumDepth = maximumDepth
    }

    mutating func readDocument() throws -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            guard lenient else {
                throw failure(
                    "the file starts with a UTF-8 byte order mark, which JSON does not allow",
                    at: 0,
                    fix: "Save the file as UTF-8 without a byte order mark."
                )
            }
            diagnostics.append(
                Diagnostic(
                    id: "json.bom",
                    severity: .warning,
                    message: "the file starts with a UTF-8 byte order mark; Wallet refuses JSON that starts with one "
                        + "(Passbook writes strict JSON without it when it builds the pass)",
                    file: file,
                    path: "line 1, column 1"
                )
            )
            index = 3
            bodyStart = 3
        } else if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw failure("the file is UTF-16 encoded, but JSON must be UTF-8", at: 0, fix: "Save the file as UTF-8.")
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw failure("the file holds no JSON value", at: index, fix: "Write a JSON object into the file.")
        }
        let value = try readValueTree()
        skipWhitespace()
        if index < bytes.count {
            throw failure(
                "unexpected \(describe(bytes[index])) after the end of the JSON value",
                at: index,
                fix: "Remove everything after the last closing bracket."
            )
        }
        return value
    }

    // MARK: Structure

    private mutating func readValueTree() throws -> JSONValue {
        var stack: [Frame] = []
        readingValues: while true {
            skipWhitespace()
            guard let byte = peek() else {
                throw failure("the file ends where a value was expected", at: index, fix: closingAdvice(stack))
            }
            var value: JSONValue
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                guard stack.count < maximumDepth else {
                    throw failure(
                        "arrays and objects nest deeper than \(maximumDepth) levels",
                        at: index,
                        fix: "Flatten the data; pass files need only a few levels."
                    )
                }
                let isObject = byte == UInt8(ascii: "{")
                index += 1
                skipWhitespace()
                if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    value = isObject ? .object(JSONObject()) : .array([])
                } else {
                    var frame = Frame(isObject: isObject)
                    if isObject {
                        try readKey(into: &frame, afterComma: false)
                        path.append(.key(frame.key))
                    } else {
                        path.append(.index(0))
                    }
                    stack.append(frame)
                    continue readingValues
                }
            } else {
                value = try readScalar()
            }

            // A value is complete: store it in its container and find out what comes next.
            while let top = stack.indices.last {
                if stack[top].isObject {
                    store(value, in: &stack[top])
                } else {
                    stack[top].elements.append(value)
                }
                let isObject = stack[top].isObject
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                skipWhitespace()
                guard let next = peek() else {
                    throw failure(
                        "the file ends inside \(isObject ? "an object" : "an array")",
                        at: index,
                        fix: closingAdvice(stack)
                    )
                }
                if next == UInt8(ascii: ",") {
                    let commaOffset = index
                    index += 1
                    skipWhitespace()
                    if peek() == closer {
                        try reportTrailingComma(at: commaOffset, closer: closer, isObject: isObject)
                    } else if isObject {
                        try readKey(into: &stack[top], afterComma: true)
                        path[path.count - 1] = .key(stack[top].key)
                        continue readingValues
                    } else {
                        path[path.count - 1] = .index(stack[top].elements.count)
                        continue readingValues
                    }
                } else if next != closer {
                    throw failure(
                        isObject
                            ? "expected ',' or '}' after an object member but found \(describe(next))"
                            : "expected ',' or ']' after an array element but found \(describe(next))",
                        at: index,
                        fix: isObject
                            ? "Separate members with commas and close the object with '}'."
                            : "Separate elements with commas and close the array with ']'."
                    )
                }
                index += 1
                let frame = stack.removeLast()
                path.removeLast()
                value = frame.isObject ? .object(frame.object) : .array(frame.elements)
            }
            return value
        }
    }

    /// Reads `"key" :` and leaves the reader at the member's value.
    private mutating func readKey(into frame: inout Frame, afterComma: Bool) throws {
        guard let byte = peek() else {
            throw failure("the file ends inside an object", at: index, fix: "Close the object with '}'.")
        }
        guard byte == UInt8(ascii: "\"") else {
            throw failure(
                afterComma
                    ? "expected a key in double quotes after ',' but found \(describe(byte))"
                    : "expected a key in double quotes or '}' but found \(describe(byte))",
                at: index,
                fix: "Write every key in double quotes, like \"key\": value."
            )
        }
        frame.keyOffset = index
        frame.key = try readString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            let found = peek().map(describe) ?? "the end of the file"
            throw failure(
                "expected ':' after the key \"\(frame.key)\" but found \(found)",
                at: index,
                fix: "Separate each key from its value with ':'."
            )
        }
        index += 1
    }

    private mutating func store(_ value: JSONValue, in frame: inout Frame) {
        if frame.object.contains(key: frame.key) {
            let container = path.dropLast()
            let place = container.isEmpty ? "the top-level object" : JSONPath.string(container)
            diagnostics.append(
                Diagnostic(
                    id: "json.duplicate-key",
                    severity: .warning,
                    message: "the key \"\(frame.key)\" appears more than once in \(place); the last value is used. "
                        + "JSON parsers disagree about duplicate keys, so keep only one",
                    file: file,
                    path: position(of: frame.keyOffset)
                )
            )
        }
        frame.object[frame.key] = value
    }

    private mutating func reportTrailingComma(at offset: Int, closer: UInt8, isObject: Bool) throws {
        let container = path.dropLast()
        let place = container.isEmpty ? "the top-level \(isObject ? "object" : "array")" : JSONPath.string(container)
        let what = isObject ? "member" : "element"
        guard lenient else {
            throw failure(
                "trailing comma after the last \(what) of \(place)",
                at: offset,
                fix: "Remove the comma before '\(Character(Unicode.Scalar(closer)))'."
            )
        }
        diagnostics.append(
            Diagnostic(
                id: "json.trailing-comma",
                severity: .warning,
                message: "trailing comma after the last \(what) of \(place); Wallet may refuse JSON with trailing commas, "
                    + "so remove it (Passbook writes strict JSON without it when it builds the pass)",
                file: file,
                path: position(of: offset)
            )
        )
    }

    // MARK: Scalars

    private mutating func readScalar() throws -> JSONValue {
        guard let byte = peek() else {
            throw failure("the file ends where a value was expected", at: index)
        }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return try readLiteral()
        case UInt8(ascii: "'"):
            throw failure(
                "strings must be in double quotes, not single quotes",
                at: index,
                fix: "Write strings in double quotes."
            )
        default:
            throw failure("expected a value but found \(describe(byte))", at: index)
        }
    }

    private mutating func readLiteral() throws -> JSONValue {
        let start = index
        while let byte = peek(), isLetter(byte) {
            index += 1
        }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            let shown = word.count > 20 ? String(word.prefix(20)) + "..." : word
            throw failure(
                "unexpected word '\(shown)'; JSON has only the words true, false and null",
                at: start,
                fix: "Put text in double quotes; write true, false and null in lower case."
            )
        }
    }

    private mutating func readNumber() throws -> JSONNumber {
        let start = index
        if peek() == UInt8(ascii: "-") {
            index += 1
        }
        guard let first = peek(), isDigit(first) else {
            throw failure("expected a digit after '-'", at: index)
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw failure(
                "a number may not start with 0 followed by more digits",
                at: start,
                fix: "Remove the leading zeros, or write the value as a string."
            )
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), isDigit(next) else {
                throw failure("expected a digit after the decimal point", at: index)
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                index += 1
            }
            guard let next = peek(), isDigit(next) else {
                throw failure("expected a digit in the exponent", at: index)
            }
            skipDigits()
        }
        return JSONNumber(uncheckedText: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func readString() throws -> String {
        let start = index
        index += 1
        var buffer: [UInt8] = []
        var segmentStart = index
        while true {
            guard index < bytes.count else {
                throw failure("the string that starts here is never closed", at: start, fix: "Add the closing '\"'.")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                buffer.append(contentsOf: bytes[segmentStart..<index])
                try readEscape(into: &buffer)
                segmentStart = index
                continue
            }
            if byte < 0x20 {
                let code = "U+" + hex(byte, digits: 4)
                throw failure(
                    "the control character \(code) must be escaped inside a string",
                    at: index,
                    fix: byte == 0x0A
                        ? "Write a line break inside a string as \\n."
                        : "Write it as \\u\(hex(byte, digits: 4))."
                )
            }
            index += 1
        }
        guard let string = String(validating: buffer, as: UTF8.self) else {
            throw failure("the string that starts here is not valid UTF-8", at: start, fix: "Save the file as UTF-8.")
        }
        return string
    }

    /// Reads one escape sequence starting at the backslash.
    private mutating func readEscape(into buffer: inout [UInt8]) throws {
        let start = index
        index += 1
        guard let byte = peek() else {
            throw failure("the file ends inside an escape sequence", at: start)
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexUnit(escapeStart: start)
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw failure(
                        "\\u\(hex(unit, digits: 4)) is the first half of a surrogate pair but no second half follows",
                        at: start,
                        fix:
                            "Write characters outside the Basic Multilingual Plane as two escapes, like \\uD83D\\uDE00."
                    )
                }
                index += 2
                let low = try readHexUnit(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(
                        "\\u\(hex(unit, digits: 4)) must be followed by a low surrogate (\\uDC00 to \\uDFFF), "
                            + "not \\u\(hex(low, digits: 4))",
                        at: start
                    )
                }
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw failure(
                    "\\u\(hex(unit, digits: 4)) is the second half of a surrogate pair without a first half",
                    at: start
                )
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw failure("\\u escape does not name a character", at: start)
            }
            UTF8.encode(scalar) { buffer.append($0) }
        default:
            throw failure(
                "invalid escape sequence \\\(describeEscape(byte))",
                at: start,
                fix:
                    "The escapes JSON knows are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write a backslash as \\\\."
            )
        }
    }

    /// Reads the four hex digits of a `\u` escape; the reader stands after the `u`.
    private mutating func readHexUnit(escapeStart: Int) throws -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw failure("\\u must be followed by four hex digits", at: escapeStart)
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) {
            index += 1
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        switch byte {
        case 0x20: return "a space"
        case 0x09: return "a tab"
        case 0x0A, 0x0D: return "a line break"
        default: return "the byte 0x\(hex(byte, digits: 2))"
        }
    }

    private func describeEscape(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "(byte 0x\(hex(byte, digits: 2)))"
    }

    private func closingAdvice(_ stack: [Frame]) -> String {
        guard !stack.isEmpty else { return "Complete the JSON value." }
        let closers = stack.reversed().map { $0.isObject ? "}" : "]" }.joined()
        return "Complete the value and close the open brackets (\(closers))."
    }

    // MARK: Errors

    /// `line L, column C` of a byte offset; columns count characters, not bytes.
    private func position(of offset: Int) -> String {
        var line = 1
        var column = 1
        var cursor = bodyStart
        let end = min(offset, bytes.count)
        while cursor < end {
            let byte = bytes[cursor]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if cursor + 1 >= bytes.count || bytes[cursor + 1] != 0x0A {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            cursor += 1
        }
        return "line \(line), column \(column)"
    }

    private func failure(_ reason: String, at offset: Int, fix: String? = nil) -> PassbookError {
        PassbookError(
            .invalidJSON,
            operation: "read \(file)",
            reason: "\(position(of: offset)): \(reason)",
            fix: fix ?? "Correct the JSON at that position; Wallet accepts only strict JSON (RFC 8259)."
        )
    }
}
