import Foundation
import Testing
@testable import Passbook

@Suite struct RandomBytePoolTests {
    /// Pieces taken from two threads at once, across many draws, are never handed out twice and
    /// never the zeros that replace what was taken.
    @Test func piecesAreNeverHandedOutTwice() async throws {
        let pool = RandomBytePool(drawSize: 64)
        let pieces = try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
            for _ in 0..<2 {
                group.addTask { try (0..<300).map { _ in try #require(pool.take(24)) } }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(pieces.count == 600)
        #expect(Set(pieces).count == 600)
        #expect(pieces.allSatisfy { $0.count == 24 && $0.contains { $0 != 0 } })
        // Every byte value turns up among 14,400 random bytes.
        #expect(Set(pieces.joined()).count == 256)
    }

    @Test func aPieceLargerThanADrawIsDrawnOnItsOwn() throws {
        let pool = RandomBytePool(drawSize: 16)
        let piece = try #require(pool.take(100))
        #expect(piece.count == 100 && piece.contains { $0 != 0 })
    }
}
