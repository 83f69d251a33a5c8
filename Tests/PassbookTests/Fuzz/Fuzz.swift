import Foundation
import Testing

@testable import Passbook

/// What the fuzz tests share: a seeded generator, how many inputs a run makes, byte mutations and
/// the check that a reader failed the way it should.
///
/// Every input is made from its own seed, so a failure names the seed and `PASSBOOK_FUZZ_SEED=<seed>`
/// replays that one input. `PASSBOOK_FUZZ_SCALE` multiplies the number of inputs (`make fuzz` sets it).
enum Fuzz {
    /// SplitMix64: small, fast and the same on every platform, so a seed always makes the same input.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            Int.random(in: range, using: &self)
        }

        mutating func below(_ bound: Int) -> Int {
            Int.random(in: 0..<max(1, bound), using: &self)
        }

        mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
            below(denominator) < numerator
        }

        mutating func pick<T>(_ choices: [T]) -> T {
            choices[below(choices.count)]
        }

        mutating func bytes(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
        }
    }

    private static let environment = ProcessInfo.processInfo.environment

    /// How many times the default number of inputs to make, from `PASSBOOK_FUZZ_SCALE` (1 when unset).
    static let scale = max(1, Int(environment["PASSBOOK_FUZZ_SCALE"] ?? "") ?? 1)

    /// The one seed to replay, from `PASSBOOK_FUZZ_SEED`.
    static let replay = UInt64(environment["PASSBOOK_FUZZ_SEED"] ?? "")

    /// The seeds of one loop: `count` (times ``scale``) seeds that start with `base` and a run of zeros,
    /// or only the replayed seed when it belongs to this loop.
    static func seeds(_ base: UInt64, count: Int) -> [UInt64] {
        let first = base * 1_000_000
        let all = first..<first + UInt64(count * scale)
        guard let replay else { return Array(all) }
        return all.contains(replay) ? [replay] : []
    }

    /// Records an issue unless `error` is a ``PassbookError`` with one of `codes` and a reason.
    static func expectClean(
        _ error: any Error, codes: Set<PassbookError.Code>, _ input: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = error as? PassbookError else {
            Issue.record("\(input()): not a PassbookError: \(type(of: error)) \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(codes.contains(error.code), "\(input()): code \(error.code) (\(error))", sourceLocation: sourceLocation)
        #expect(!error.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(input()): empty reason (\(error))", sourceLocation: sourceLocation)
        #expect(!error.operation.isEmpty, "\(input()): empty operation (\(error))", sourceLocation: sourceLocation)
    }

    /// The input for a failure message: its size and its first bytes in hex.
    static func describe(_ bytes: some Collection<UInt8>, seed: UInt64) -> String {
        let shown = bytes.prefix(96).map { String(format: "%02x", $0) }.joined()
        return "seed \(seed) (\(bytes.count) bytes: \(shown)\(bytes.count > 96 ? "…" : ""))"
    }

    /// Bytes that make readers take unusual paths.
    static let interestingBytes: [UInt8] = [0x00, 0x01, 0x7F, 0x80, 0xFF, 0xFE, 0xEF, 0xBB, 0xBF, 0x22, 0x5C, 0x0A, 0x0D, 0x2C, 0x2F, 0x2A]

    /// `input` damaged one to `operations` times: bits flipped, bytes set, inserted, deleted and
    /// repeated, `tokens` put in, the end cut off or extended.
    static func mutate(_ input: [UInt8], using generator: inout Generator, tokens: [[UInt8]] = [], operations: Int = 4) -> [UInt8] {
        var bytes = input
        for _ in 0..<generator.int(1...operations) {
            let position = generator.below(bytes.count + 1)
            let inside = min(position, max(0, bytes.count - 1))
            switch generator.below(9) {
            case 0 where !bytes.isEmpty:
                bytes[inside] ^= 1 << UInt8(generator.below(8))
            case 1 where !bytes.isEmpty:
                bytes[inside] = UInt8(truncatingIfNeeded: generator.next())
            case 2 where !bytes.isEmpty:
                bytes[inside] = generator.pick(interestingBytes)
            case 3:
                bytes.insert(contentsOf: generator.bytes(generator.int(1...4)), at: position)
            case 4 where !bytes.isEmpty:
                bytes.removeSubrange(inside..<min(bytes.count, inside + generator.int(1...16)))
            case 5 where !bytes.isEmpty:
                let piece = bytes[inside..<min(bytes.count, inside + generator.int(1...32))]
                bytes.insert(contentsOf: Array(piece), at: generator.below(bytes.count + 1))
            case 6 where !tokens.isEmpty:
                bytes.insert(contentsOf: generator.pick(tokens), at: position)
            case 7:
                bytes.removeSubrange(position...)
            default:
                bytes.append(contentsOf: generator.bytes(generator.int(1...8)))
            }
        }
        return bytes
    }
}
