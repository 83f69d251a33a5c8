import NIOConcurrencyHelpers
import Testing
@testable import PassbookServer

@Suite struct SharedReadTests {
    /// Reads numbered in the order they start, each taking a moment so that callers pile up.
    private final class NumberedReads: Sendable {
        private let started = NIOLockedValueBox(0)
        let failing = NIOLockedValueBox(Set<Int>())

        var count: Int { started.withLockedValue { $0 } }

        func read() async throws -> Int {
            let number = started.withLockedValue { value -> Int in
                value += 1
                return value
            }
            try await Task.sleep(for: .milliseconds(2))
            if failing.withLockedValue({ $0.contains(number) }) { throw CancellationError() }
            return number
        }
    }

    /// Each caller gets a read that started after it called, and callers who come together share
    /// one: 200 callers in waves make far fewer reads.
    @Test func eachCallerGetsAReadSentAfterItCame() async {
        let reads = NumberedReads()
        let shared = SharedRead<Int>()
        let outcomes = await withTaskGroup(of: (before: Int, got: Int?).self) { group in
            for index in 0..<200 {
                group.addTask {
                    try? await Task.sleep(for: .microseconds(100 * (index % 40)))
                    let before = reads.count
                    return (before, await shared.value { try await reads.read() })
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.count == 200)
        for outcome in outcomes {
            guard let got = outcome.got else {
                Issue.record("a read failed")
                continue
            }
            #expect(got > outcome.before, "read \(got) started before the caller came (\(outcome.before) had)")
        }
        #expect(reads.count < 100, "callers share reads (\(reads.count) reads for 200 callers)")
    }

    /// A failed read answers nothing to those who shared it; the next callers read again.
    @Test func aFailedReadAnswersNilAndTheNextOneReadsAgain() async {
        let reads = NumberedReads()
        reads.failing.withLockedValue { $0 = [1] }
        let shared = SharedRead<Int>()
        #expect(await shared.value { try await reads.read() } == nil)
        #expect(await shared.value { try await reads.read() } == 2)
    }
}
