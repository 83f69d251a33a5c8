import Foundation

/// Timed runs, and the measurement each gives: what `passbook-full bench` reports. The runs
/// themselves live in the PassbookBenchmark target, out of the library.
public enum SigningBenchmark {
    /// A timed run.
    public struct Measurement: Sendable, Hashable, Codable {
        /// Operations done.
        public var count: Int
        /// Threads used.
        public var threads: Int
        /// Wall-clock seconds.
        public var seconds: Double
        /// Operations per second.
        public var rate: Double { seconds > 0 ? Double(count) / seconds : 0 }

        /// Creates a measurement.
        public init(count: Int, threads: Int, seconds: Double) {
            self.count = count
            self.threads = threads
            self.seconds = seconds
        }
    }

    /// Runs `body` once and returns the wall-clock seconds it took.
    public static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
