// Writes a JSON document as a Swift file holding it in a raw string literal, for the
// EmbedJSONDocuments build plugin:
//
//     EmbedJSON DOCUMENT.json OUTPUT.swift
//
// The type is named after the document (OpenAPIDocument.json gives `enum OpenAPIDocument` with
// `static let text`). A string literal, not SwiftPM's `embedInCode`, which writes one integer
// literal per byte: a 360 KB document then took the compiler half a minute, a string a tenth of a
// second. The document must be UTF-8 JSON with LF line breaks; enough `#` are used that nothing in
// it can end the literal or start an escape.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("EmbedJSON: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: EmbedJSON DOCUMENT.json OUTPUT.swift") }
let input = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
let data: Data
do {
    data = try Data(contentsOf: input)
} catch {
    fail("cannot read \(input.path): \(error.localizedDescription)")
}
guard var text = String(data: data, encoding: .utf8) else { fail("\(input.path) is not UTF-8: save it as UTF-8") }
guard !text.contains("\r") else { fail("\(input.path) has CR line breaks: convert them to LF") }
do {
    _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
} catch {
    fail("\(input.path) is not JSON: \(error.localizedDescription)")
}
// A text file's last line break is not part of the document.
if text.hasSuffix("\n") { text.removeLast() }
var hashes = "#"
while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
let name = input.deletingPathExtension().lastPathComponent
guard let first = name.unicodeScalars.first, first.properties.isXIDStart,
    name.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
else { fail("\(input.lastPathComponent) does not name a Swift type: rename it, such as OpenAPIDocument.json") }
let swift = """
    // Generated at build time from \(input.lastPathComponent) by the EmbedJSONDocuments plugin; edit the JSON file.

    /// The document of `\(input.lastPathComponent)`, compiled in so that an installed program needs no resource folder.
    enum \(name) {
        /// The document's text.
        static let text = \(hashes)\"\"\"
    \(text)
    \"\"\"\(hashes)
    }

    """
do {
    try Data(swift.utf8).write(to: output, options: .atomic)
} catch {
    fail("cannot write \(output.path): \(error.localizedDescription)")
}
