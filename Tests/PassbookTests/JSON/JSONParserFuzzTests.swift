import Foundation
import Testing

@testable import Passbook

/// Throws random and damaged input at the parser: it must never trap, must fail only with
/// ``PassbookError/Code/invalidJSON``, and whatever it accepts must survive a write and a strict re-read.
@Suite struct JSONParserFuzzTests {
    /// A small deterministic generator, so that a failure can be replayed from its seed.
    private struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    private static let seedDocument = """
        {"formatVersion": 1, "a": [1, -2.5e-3, true, false, null, "x\\u00e9\\ud83d\\ude00\\n"],
         "nested": {"deep": [[[{"k": "v"}]]], "empty": {}, "list": []}, "text": "Zürich 東京"}
        """

    /// Parses `bytes` in both modes and checks the outcome.
    private func check(_ bytes: [UInt8], seed: UInt64) {
        for mode in [JSONParser.Mode.strict, .lenient] {
            do {
                let value = try JSONParser(mode: mode).parse(bytes, file: "fuzz.json").value
                let written = JSONWriter(style: .pretty).bytes(from: value)
                let reread = try JSONParser(mode: .strict).parse(written, file: "fuzz.json").value
                #expect(reread == value, "seed \(seed): the written value reads back differently")
            } catch let error as PassbookError {
                #expect(error.code == .invalidJSON, "seed \(seed): \(error)")
                #expect(error.reason.hasPrefix("line "), "seed \(seed): \(error.reason)")
            } catch {
                Issue.record("seed \(seed): unexpected error \(error)")
            }
        }
    }

    @Test(arguments: 0..<8)
    func randomBytesNeverCrashTheParser(_ batch: Int) {
        var generator = SplitMix64(state: UInt64(batch))
        for _ in 0..<400 {
            let length = Int.random(in: 0...48, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            check(bytes, seed: UInt64(batch))
        }
    }

    @Test(arguments: 0..<8)
    func randomJSONLikeTextNeverCrashesTheParser(_ batch: Int) {
        var generator = SplitMix64(state: 1_000 + UInt64(batch))
        let alphabet =
            Array(#"{}[]:,"\ 0123456789.eE+-truefalsnl/bu\#u{e9}"#.utf8) + [0x0A, 0x09, 0xEF, 0xBB, 0xBF, 0x00]
        for _ in 0..<600 {
            let length = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            check(bytes, seed: 1_000 + UInt64(batch))
        }
    }

    @Test func everyTruncationOfADocumentFailsCleanly() throws {
        var documents = [Array(Self.seedDocument.utf8)]
        for name in AppleSamples.names {
            documents.append(Array(try AppleSamples.passJSON(name)))
        }
        for document in documents {
            for length in 0..<document.count {
                check(Array(document.prefix(length)), seed: UInt64(length))
            }
        }
    }

    @Test(arguments: 0..<4)
    func damagedDocumentsNeverCrashTheParser(_ batch: Int) {
        var generator = SplitMix64(state: 2_000 + UInt64(batch))
        let original = Array(Self.seedDocument.utf8)
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: position)
                default: bytes.insert(bytes[Int.random(in: 0..<bytes.count, using: &generator)], at: position)
                }
                if bytes.isEmpty { break }
            }
            check(bytes, seed: 2_000 + UInt64(batch))
        }
    }

    @Test func deepInputOfEveryShapeFailsWithoutCrashing() {
        let depth = 200_000
        for opener in ["[", "{\"a\":", "[{\"a\":["] {
            check(Array(String(repeating: opener, count: depth).utf8), seed: 0)
        }
    }
}
