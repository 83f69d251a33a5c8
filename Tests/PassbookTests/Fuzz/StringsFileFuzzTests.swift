import Foundation
import Testing

@testable import Passbook

/// Random, damaged and cut `.strings` files for ``StringsFile``: it must never trap or hang, must fail
/// only with `.invalidStrings` and a reason, and whatever it reads must read back the same once
/// written in each encoding.
@Suite struct StringsFileFuzzTests: FuzzSuite {
    /// Files that use every part of the format: comments, escapes, surrogate pairs, bare words,
    /// a key alone, a line break inside a string.
    static let seedTexts = [
        """
        /* A comment */
        "key" = "value";
        // a line comment
        "escapes" = "quote \\" backslash \\\\ newline \\n tab \\t cr \\r nul \\0 apostrophe \\' \\U00E9 \\u20AC \\UD83D\\UDE00";
        bareKey = bare_value.1;
        "selfKey";
        "two
        lines" = "ünïcödé 東京 😀 e\u{301}";
        """,
        "\"EVENT\" = \"VERANSTALTUNG\";\n\"Concert\" = \"Konzert\";\n",
        "/* only a comment */\n// and another\n",
        "\"a\"=\"b\";\"c\"\t=\t\"d\";/**/\"e\"/* in between */=\"f\";",
    ]

    static let encodings: [StringsFile.Encoding] = [.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian]

    /// Pieces the mutations put in: the syntax, escapes, byte order marks, a combining mark, a lone surrogate.
    static let tokens: [[UInt8]] = [
        "\"", "\\", "/*", "*/", "//", "=", ";", "\n", "\r\n", "\\U", "\\uD83D", "\\UDC00", "\\\"", "\u{301}", "\u{FEFF}", "😀", "\\0",
    ].map { Array($0.utf8) } + [[0xFF, 0xFE], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF], [0x00, 0xD8], [0xC3], [0xED, 0xA0, 0x80]]

    /// The bytes of `text` in `encoding`.
    static func encode(_ text: String, _ encoding: StringsFile.Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case .utf16LittleEndian: return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: return [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
    }

    /// Reads `bytes`: a failure must be a clean `.invalidStrings` error; what is read must survive
    /// being written in each encoding and read again.
    static func check(_ bytes: [UInt8], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        let file: StringsFile
        do {
            file = try StringsFile(data: Data(bytes), file: "fuzz.strings")
        } catch {
            Fuzz.expectClean(error, codes: [.invalidStrings], Fuzz.describe(bytes, seed: seed), sourceLocation: sourceLocation)
            return
        }
        expectRoundTrip(file.entries, Fuzz.describe(bytes, seed: seed), sourceLocation: sourceLocation)
    }

    /// Writes `entries` in every encoding and expects to read the same keys and values back; returns
    /// whether they did.
    @discardableResult
    static func expectRoundTrip(_ entries: [StringsFile.Entry], _ input: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let pairs = entries.map { [$0.key, $0.value] }
        var held = true
        for encoding in encodings {
            let written = StringsFile(entries: entries).data(encoding: encoding)
            do {
                let again = try StringsFile(data: written, file: "written.strings")
                let read = again.entries.map { [$0.key, $0.value] }
                held = held && read == pairs && again.encoding == encoding
                #expect(read == pairs, "\(input()): written as \(encoding.rawValue) it reads back as \(read) instead of \(pairs)", sourceLocation: sourceLocation)
                #expect(again.encoding == encoding, "\(input()): written as \(encoding.rawValue), read as \(again.encoding.rawValue)", sourceLocation: sourceLocation)
            } catch {
                held = false
                Issue.record("\(input()): \(pairs) written as \(encoding.rawValue) cannot be read back: \(error)", sourceLocation: sourceLocation)
            }
        }
        return held
    }

    static let loops = FuzzLoop.list("strings", ["cuts": 1, "random": 2, "damaged": 3, "written": 2])

    /// Each loop in a child process (see ``FuzzChild``).
    @Test(arguments: loops)
    func fuzz(_ loop: FuzzLoop) async throws {
        try await FuzzChild.run(loop)
    }

    static func run(_ loop: String, batch: Int, context: [[UInt8]], tracker: FuzzChild.Tracker) {
        switch loop {
        case "cuts": cuts(tracker: tracker)
        case "random": randomBytes(batch: batch, tracker: tracker)
        case "damaged": damagedFiles(batch: batch, tracker: tracker)
        case "written": writtenTables(batch: batch, tracker: tracker)
        default: Issue.record("no loop \(loop)")
        }
    }

    /// Each seed text in each encoding reads, and so does (or fails cleanly) every cut of it.
    static func cuts(tracker: FuzzChild.Tracker) {
        for (index, text) in seedTexts.enumerated() {
            tracker.begin(UInt64(index))
            for encoding in encodings {
                let bytes = encode(text, encoding)
                let read = try? StringsFile(data: Data(bytes))
                #expect(read?.encoding == encoding, "seed text \(index) in \(encoding.rawValue) does not read")
                for length in 0..<bytes.count {
                    check(Array(bytes.prefix(length)), seed: UInt64(length))
                }
            }
        }
    }

    /// Random bytes, half of them the format's own characters, after each kind of byte order mark.
    static func randomBytes(batch: Int, tracker: FuzzChild.Tracker) {
        let starts: [[UInt8]] = [[], [0xFF, 0xFE], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF]]
        let syntax = Array("\"\\=;/*\n u0123456789ABCDEFabc".utf8)
        tracker.each(Fuzz.seeds(400 + UInt64(batch), count: 1500)) { seed, generator in
            let body = (0..<generator.int(0...64)).map { _ in generator.chance(1, in: 2) ? generator.pick(syntax) : UInt8(truncatingIfNeeded: generator.next()) }
            check(generator.pick(starts) + body, seed: seed)
        }
    }

    /// Seed texts damaged as bytes in their encoding, or as text and then encoded, so that the damage
    /// survives in UTF-16.
    static func damagedFiles(batch: Int, tracker: FuzzChild.Tracker) {
        tracker.each(Fuzz.seeds(500 + UInt64(batch), count: 1000)) { seed, generator in
            let text = generator.pick(seedTexts)
            let encoding = generator.pick(encodings)
            let bytes: [UInt8]
            if generator.chance(1, in: 2) {
                let damaged = Fuzz.mutate(Array(text.utf8), using: &generator, tokens: tokens)
                bytes = encode(String(decoding: damaged, as: UTF8.self), encoding)
            } else {
                bytes = Fuzz.mutate(encode(text, encoding), using: &generator, tokens: tokens)
            }
            check(bytes, seed: seed)
        }
    }

    /// Keys and values of any characters (quotes and backslashes next to combining marks, line breaks,
    /// NUL, byte order marks, emoji) written by ``StringsFile`` read back unchanged. Five failing
    /// inputs tell enough; the loop stops there rather than bury them.
    static func writtenTables(batch: Int, tracker: FuzzChild.Tracker) {
        var failures = 0
        for seed in Fuzz.seeds(600 + UInt64(batch), count: 800) where failures < 5 {
            tracker.begin(seed)
            var generator = Fuzz.Generator(seed: seed)
            let entries = (0..<generator.int(1...4)).map { _ in
                StringsFile.Entry(key: randomText(using: &generator), value: randomText(using: &generator))
            }
            if !expectRoundTrip(entries, "seed \(seed): \(entries.map { [$0.key, $0.value] })") {
                failures += 1
            }
        }
    }

    /// The smallest inputs the `written` loop fails on: ``StringsFile/escape(_:)`` walks characters, and a
    /// quote or a backslash followed by a combining mark (or a zero-width joiner) is one character
    /// that matches neither case, so it is written unescaped. The first file cannot be read back; the
    /// second reads back without its backslash.
    @Test(arguments: ["\"\u{301}", "\\\u{301}", "say \"\u{200D}hi\""])
    func quotesAndBackslashesBeforeCombiningMarksReadBack(_ value: String) throws {
        let written = StringsFile(entries: [StringsFile.Entry(key: "key", value: value)]).data(encoding: .utf8)
        let read = try StringsFile(data: written, file: "written.strings")
        #expect(read.entries.map(\.value) == [value], "written as \(String(decoding: written, as: UTF8.self).debugDescription)")
    }

    static let alphabet: [String] = [
        "a", "Z", "0", " ", "\"", "\\", "\n", "\r", "\t", "\r\n", "\0", "'", ";", "=", "/", "*", "é", "e\u{301}", "\u{301}", "\u{200D}",
        "\u{FEFF}", "東", "😀", "👩‍👩‍👧", "\u{2028}", "%@", "\\U", "\\n",
    ]

    static func randomText(using generator: inout Fuzz.Generator) -> String {
        (0..<generator.int(0...8)).map { _ in generator.pick(alphabet) }.joined()
    }
}
