public import Foundation

/// Writes a ``JSONValue`` as strict RFC 8259 JSON, byte for byte the same for the same value.
///
/// Objects are written in their stored key order and numbers as their literal text. Strings
/// are UTF-8 with only `"`, `\` and control characters escaped (`/` and non-ASCII characters
/// are written as they are).
public struct JSONWriter: Sendable {
    /// The layout of the output.
    public enum Style: Sendable, Hashable {
        /// Two-space indentation, `"key": value`, one member or element per line, and a final newline.
        case pretty
        /// No whitespace at all and no final newline.
        case compact
    }

    /// The layout of the output.
    public var style: Style

    /// Creates a writer.
    public init(style: Style = .pretty) {
        self.style = style
    }

    /// The JSON text of `value` as UTF-8 bytes.
    public func data(from value: JSONValue) -> Data {
        Data(bytes(from: value))
    }

    /// The JSON text of `value` in `style` as UTF-8 bytes.
    public static func write(_ value: JSONValue, style: Style = .pretty) -> Data {
        JSONWriter(style: style).data(from: value)
    }

    /// The JSON text of `value`.
    public func string(from value: JSONValue) -> String {
        String(decoding: bytes(from: value), as: UTF8.self)
    }

    /// The JSON text of `value` as UTF-8 bytes.
    public func bytes(from value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        // A pass.json is a few kilobytes: room for one up front spares the buffer's regrowths.
        if case .object = value { output.reserveCapacity(4096) }
        write(value, indent: 0, into: &output)
        if style == .pretty {
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let bool):
            output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .number(let number):
            output.append(contentsOf: number.text.utf8)
        case .string(let string):
            writeString(string, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent: indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
            }
            newline(indent: indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            write(object, indent: indent, into: &output, reusing: { _ in nil })
        }
    }

    /// The JSON text of `object`, taking from `written` the text of the members it knows (as
    /// ``member(_:_:)`` wrote them) rather than writing them again.
    func bytes(from object: JSONObject, reusing written: (String) -> [UInt8]?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(object, indent: 0, into: &output, reusing: written)
        if style == .pretty {
            output.append(UInt8(ascii: "\n"))
        }
        return output
    }

    /// The text of a member of a top-level object, `"key": value`, as the object's text holds it.
    func member(_ key: String, _ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        writeMember(key, value, indent: 1, into: &output)
        return output
    }

    private func write(_ object: JSONObject, indent: Int, into output: inout [UInt8], reusing written: (String) -> [UInt8]?) {
        guard !object.isEmpty else {
            output.append(contentsOf: "{}".utf8)
            return
        }
        output.append(UInt8(ascii: "{"))
        var first = true
        for (key, member) in object {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            newline(indent: indent + 1, into: &output)
            if let text = written(key) {
                output.append(contentsOf: text)
            } else {
                writeMember(key, member, indent: indent + 1, into: &output)
            }
        }
        newline(indent: indent, into: &output)
        output.append(UInt8(ascii: "}"))
    }

    private func writeMember(_ key: String, _ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        if style == .pretty { output.append(UInt8(ascii: " ")) }
        write(value, indent: indent, into: &output)
    }

    private func newline(indent: Int, into output: inout [UInt8]) {
        guard style == .pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        // Runs between the bytes that need escaping are copied whole: most strings have none.
        string.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                Self.appendEscape(of: byte, into: &output)
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(of byte: UInt8, into output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
        case 0x08: output.append(contentsOf: #"\b"#.utf8)
        case 0x0C: output.append(contentsOf: #"\f"#.utf8)
        case 0x0A: output.append(contentsOf: #"\n"#.utf8)
        case 0x0D: output.append(contentsOf: #"\r"#.utf8)
        case 0x09: output.append(contentsOf: #"\t"#.utf8)
        default:
            let digits: [UInt8] = Array("0123456789abcdef".utf8)
            output.append(contentsOf: #"\u00"#.utf8)
            output.append(digits[Int(byte >> 4)])
            output.append(digits[Int(byte & 0x0F)])
        }
    }
}
