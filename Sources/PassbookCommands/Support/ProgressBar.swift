import Foundation
import Passbook

/// Shows a batch's progress on standard error: a bar redrawn in place on a terminal (count, rate,
/// time left), plain lines at each tenth elsewhere, so logs stay readable.
struct ProgressBar {
    let isTerminal: Bool
    private var lastPlainStep = 0
    private var lastPlainTime = 0.0
    private var visible = false

    init(isTerminal: Bool = Console.stderrIsTerminal) {
        self.isTerminal = isTerminal
    }

    mutating func update(_ progress: BatchIssuer.Progress) {
        let rate = progress.elapsed > 0 ? Double(progress.processed) / progress.elapsed : 0
        if isTerminal {
            var line = "\r\u{1B}[2K"
            if let total = progress.total, total > 0 {
                let fraction = min(1, Double(progress.processed) / Double(total))
                let width = 24
                let filled = Int(fraction * Double(width))
                line += "[\(String(repeating: "#", count: filled))\(String(repeating: "-", count: width - filled))] "
                line += "\(progress.processed)/\(total) \(Self.percent(progress.processed, of: total))%"
                if rate > 0, progress.processed < total {
                    line += "  \(Self.format(rate)) passes/s  ETA \(Self.duration(Double(total - progress.processed) / rate))"
                } else {
                    line += "  \(Self.format(rate)) passes/s"
                }
            } else {
                line += "\(progress.processed) records  \(Self.format(rate)) passes/s"
            }
            if progress.failed > 0 { line += "  \(progress.failed) failed" }
            FileHandle.standardError.write(Data(line.utf8))
            visible = true
            return
        }
        // Plain lines: one per tenth of a known total, else one every ten seconds.
        if let total = progress.total, total > 0 {
            let step = progress.processed * 10 / total
            guard step > lastPlainStep else { return }
            lastPlainStep = step
            // The percentage of the count shown, not of the tenth crossed: 1 of 7 is 14%, not 10%.
            Console.err("progress: \(progress.processed)/\(total) (\(Self.percent(progress.processed, of: total))%), \(Self.format(rate)) passes/s, \(progress.failed) failed")
        } else if progress.elapsed - lastPlainTime >= 10 {
            lastPlainTime = progress.elapsed
            Console.err("progress: \(progress.processed) records, \(Self.format(rate)) passes/s, \(progress.failed) failed")
        }
    }

    /// Clears the bar so a message can be printed on a line of its own.
    mutating func clear() {
        guard isTerminal, visible else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        visible = false
    }

    /// Ends the bar's line.
    mutating func finish() {
        guard isTerminal, visible else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        visible = false
    }

    /// The whole percentage `processed` is of `total`, rounded down (100 only once all are done).
    static func percent(_ processed: Int, of total: Int) -> Int {
        min(100, processed * 100 / total)
    }

    static func format(_ rate: Double) -> String {
        rate >= 100 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)
    }

    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return total >= 3600 ? String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60) : String(format: "%d:%02d", total / 60, total % 60)
    }
}
