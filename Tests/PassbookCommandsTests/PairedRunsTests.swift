import Passbook
import PassbookBenchmark
import Testing

/// `passbook bench` compares a pass with a bare signature in alternating rounds and reports the
/// median of the rounds' ratios.
@Suite struct PairedRunsTests {
    @Test func theCostIsTheMedianOfTheRoundsAndTheTotalsAddUp() throws {
        // Five rounds whose workload costs 1.2, 1.25, 3 (a disturbed round), 1.1 and 1.3 references.
        let costs = [1.2, 1.25, 3.0, 1.1, 1.3]
        var round = 0
        var asked: [Int] = []
        let runs = PairedRuns.measure(
            count: 1_000, rounds: 5,
            reference: { count in
                asked.append(count)
                return SigningBenchmark.Measurement(count: count, threads: 1, seconds: Double(count) * 0.001)
            },
            work: { count in
                defer { round += 1 }
                return SigningBenchmark.Measurement(count: count, threads: 1, seconds: Double(count) * 0.001 * costs[round])
            }
        )
        #expect(asked == [200, 200, 200, 200, 200])
        #expect(abs(runs.medianCost - 1.25) < 1e-9)
        #expect(runs.reference.count == 1_000 && runs.work.count == 1_000)
        #expect(abs(runs.reference.seconds - 1.0) < 1e-9)
        #expect(abs(runs.work.seconds - 0.2 * costs.reduce(0, +)) < 1e-9)
    }

    @Test func anEvenNumberOfRoundsTakesTheMiddleTwo() throws {
        let costs = [1.0, 2.0, 4.0, 3.0]
        var round = 0
        let runs = PairedRuns.measure(
            count: 40, rounds: 4,
            reference: { SigningBenchmark.Measurement(count: $0, threads: 2, seconds: 1) },
            work: { count in
                defer { round += 1 }
                return SigningBenchmark.Measurement(count: count, threads: 2, seconds: costs[round])
            }
        )
        #expect(abs(runs.medianCost - 2.5) < 1e-9)
        #expect(runs.work.threads == 2 && runs.rounds == 4)
    }
}
