import Passbook

/// A reference and a workload timed in alternating rounds, so a change in the machine's speed
/// during the run (clock frequency, other guests on the host) falls on both alike instead of on
/// whichever happened to run then.
public struct PairedRuns: Sendable {
    /// The reference's rounds added up.
    public var reference: SigningBenchmark.Measurement
    /// The workload's rounds added up.
    public var work: SigningBenchmark.Measurement
    /// One operation of the workload in operations of the reference: the median over the rounds,
    /// each round's workload against the reference measured just before it.
    public var medianCost: Double
    /// How many rounds were run.
    public var rounds: Int

    /// Runs `rounds` rounds of the reference then the workload, each of `count / rounds` operations.
    public static func measure(
        count: Int, rounds: Int,
        reference: (Int) throws -> SigningBenchmark.Measurement,
        work: (Int) throws -> SigningBenchmark.Measurement
    ) rethrows -> PairedRuns {
        let rounds = max(1, rounds)
        let share = max(1, count / rounds)
        var referenceTotal = SigningBenchmark.Measurement(count: 0, threads: 1, seconds: 0)
        var workTotal = referenceTotal
        var costs: [Double] = []
        for _ in 0..<rounds {
            let base = try reference(share)
            let measured = try work(share)
            referenceTotal = SigningBenchmark.Measurement(count: referenceTotal.count + base.count, threads: base.threads, seconds: referenceTotal.seconds + base.seconds)
            workTotal = SigningBenchmark.Measurement(count: workTotal.count + measured.count, threads: measured.threads, seconds: workTotal.seconds + measured.seconds)
            if measured.rate > 0 { costs.append(base.rate / measured.rate) }
        }
        costs.sort()
        let median = costs.isEmpty ? 0 : costs.count % 2 == 1 ? costs[costs.count / 2] : (costs[costs.count / 2 - 1] + costs[costs.count / 2]) / 2
        return PairedRuns(reference: referenceTotal, work: workTotal, medianCost: median, rounds: rounds)
    }
}
