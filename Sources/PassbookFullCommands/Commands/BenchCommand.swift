import ArgumentParser
import PassbookCommands
import Foundation
import Passbook
import PassbookBenchmark
import PassbookRendering

/// `passbook bench`: how fast passes are built and signed, against a bare RSA signature.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.bench.rawValue,
        abstract: FullCommand.bench.abstract,
        discussion: """
            With --previews, draws COUNT previews of the pass's front at @2x as PNG (and as SVG and PDF) on \
            one thread and on all cores, against the rate at which cairo encodes a blank pass-sized @2x \
            PNG in the same run.

            Otherwise builds COUNT distinct passes in memory (each with its own serial number, so each has its own \
            manifest and signature) on one thread and on all cores, and measures in the same run the \
            RSA sign rate of the same key and, when the openssl command is present, 'openssl speed rsa2048'. \
            Build in release mode for meaningful figures: swift build -c release.
            """
    )

    @Argument(help: "The pass folder to build from.", completion: .directory)
    var folder: String

    @Option(name: .customLong("count"), help: "How many passes to build in each run.")
    var count: Int = 2000

    @Option(name: .customLong("threads"), help: "Threads for the all-core runs. Default: the number of cores.")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var identity: IdentityOptions

    @Flag(name: .customLong("json"), help: "Print the figures as JSON.")
    var json = false

    @Flag(name: .customLong("previews"), help: "Measure previews drawn per second instead of passes signed.")
    var previews = false

    struct PreviewFigures: Codable {
        var sample: String
        var scale: Int
        var cores: Int
        var blankPNGEncodesPerSecond: Double
        var pngPreviewsPerSecondOneThread: Double
        var pngPreviewsPerSecondAllCores: Double
        var svgPreviewsPerSecondOneThread: Double
        var pdfPreviewsPerSecondOneThread: Double
        var costPerPreviewInBlankPNGEncodes: Double
        var scaling: Double
    }

    struct Figures: Codable {
        var sample: String
        var passBytes: Int
        var cores: Int
        var passesPerSecondOneThread: Double
        var passesPerSecondAllCores: Double
        var bareSignaturesPerSecondOneThread: Double
        var bareSignaturesPerSecondAllCores: Double
        var opensslSpeedSignaturesPerSecond: Double?
        var costPerPassInBareSignatures: Double
        var scaling: Double
        var stageMicroseconds: [String: Double]
    }

    /// Rounds of bare signatures and passes, alternating.
    static let rounds = 5

    func validate() throws {
        guard count >= 10 else { throw ValidationError("--count must be at least 10.") }
        guard threads >= 1 else { throw ValidationError("--threads must be at least 1.") }
    }

    func run() throws {
        let package = try PassPackage(contentsOf: URL(fileURLWithPath: folder))
        if previews {
            try runPreviews(package)
            return
        }
        let signingIdentity: SigningIdentity
        if identity.isGiven {
            signingIdentity = try identity.load()
        } else {
            let dev = try DevelopmentCertificates.generate(
                passTypeIdentifier: package.pass.passTypeIdentifier,
                teamIdentifier: package.pass.teamIdentifier
            )
            signingIdentity = try dev.identity()
        }
        let sample = try package.signed(with: signingIdentity)
        let passes = try PassBuildBenchmark(package: package, identity: signingIdentity)
        Console.err("warming up…")
        _ = try passes.builds(count: max(10, count / 20), threads: threads)

        // Alternating rounds: a pass and the bare signature it is compared with are timed under the
        // same conditions, so the ratio does not move with the machine's speed during the run.
        let one = try PairedRuns.measure(
            count: count, rounds: Self.rounds,
            reference: { try SigningBenchmark.bareSignatures(with: signingIdentity, count: $0, threads: 1) },
            work: { try passes.builds(count: $0, threads: 1) }
        )
        let all = try PairedRuns.measure(
            count: count, rounds: Self.rounds,
            reference: { try SigningBenchmark.bareSignatures(with: signingIdentity, count: $0, threads: threads) },
            work: { try passes.builds(count: $0, threads: threads) }
        )
        let (bareOne, passOne, bareAll, passAll) = (one.reference, one.work, all.reference, all.work)
        let speed = OpenSSLSpeed.measure()
        let stages = try passes.stageMicroseconds(count: min(count, 1000))

        let figures = Figures(
            sample: package.pass.serialNumber,
            passBytes: sample.archive.count,
            cores: threads,
            passesPerSecondOneThread: passOne.rate,
            passesPerSecondAllCores: passAll.rate,
            bareSignaturesPerSecondOneThread: bareOne.rate,
            bareSignaturesPerSecondAllCores: bareAll.rate,
            opensslSpeedSignaturesPerSecond: speed,
            costPerPassInBareSignatures: one.medianCost,
            scaling: passAll.rate / passOne.rate,
            stageMicroseconds: stages
        )
        if json {
            Console.out(try JSONOutput.encode(figures))
            return
        }
        let f = Self.perSecond
        func r(_ value: Double) -> String { Self.ratio(value) }
        Console.out(
            """
            sample: \(folder) (\(figures.passBytes) bytes per .pkpass), \(count) passes per run
            bare RSA-\(signingIdentity.certificate.publicKeyDescription.split(separator: " ").last ?? "?") sign, same key:  1 thread \(f(bareOne.rate))/s   \(threads) threads \(f(bareAll.rate))/s
            openssl speed rsa2048 sign:         \(speed.map { "1 thread \(f($0))/s" } ?? "openssl command not found")
            passes built and signed:            1 thread \(f(passOne.rate))/s   \(threads) threads \(f(passAll.rate))/s
            cost of one pass:                   \(r(figures.costPerPassInBareSignatures)) × a bare signature (1 thread; median of \(Self.rounds) alternating rounds)
            all-core scaling:                   \(r(figures.scaling))× on \(threads) threads (bare signatures: \(r(bareAll.rate / bareOne.rate))×)
            stages, µs per pass (1 thread):     \(stages.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.1f", $0.value))" }.joined(separator: ", "))
            """
        )
    }

    private func runPreviews(_ package: PassPackage) throws {
        let preview = PassPreview(package, options: PreviewOptions(scale: 2, timeZone: TimeZone(identifier: "UTC") ?? .current))
        Console.err("warming up…")
        _ = try drawPreviews(preview, count: max(5, count / 20))
        _ = try PreviewBenchmark.blankPNGEncodes(count: max(5, count / 20))
        let blank = try PreviewBenchmark.blankPNGEncodes(count: count)
        let one = try drawPreviews(preview, count: count)
        let all = try drawPreviews(preview, count: count, threads: threads)
        let svg = try drawPreviews(preview, count: count, format: .svg)
        let pdf = try drawPreviews(preview, count: count, format: .pdf)
        let figures = PreviewFigures(
            sample: package.pass.serialNumber, scale: 2, cores: threads,
            blankPNGEncodesPerSecond: blank.rate,
            pngPreviewsPerSecondOneThread: one.rate, pngPreviewsPerSecondAllCores: all.rate,
            svgPreviewsPerSecondOneThread: svg.rate, pdfPreviewsPerSecondOneThread: pdf.rate,
            costPerPreviewInBlankPNGEncodes: blank.rate / one.rate, scaling: all.rate / one.rate
        )
        if json {
            Console.out(try JSONOutput.encode(figures))
            return
        }
        let f = Self.perSecond
        func r(_ value: Double) -> String { Self.ratio(value, digits: 2) }
        Console.out(
            """
            sample: \(folder), front at @2x, \(count) previews per run
            blank 750×940 PNG encode (cairo):   1 thread \(f(blank.rate))/s
            PNG previews:                       1 thread \(f(one.rate))/s   \(threads) threads \(f(all.rate))/s
            SVG previews:                       1 thread \(f(svg.rate))/s
            PDF previews:                       1 thread \(f(pdf.rate))/s
            cost of one PNG preview:            \(r(figures.costPerPreviewInBlankPNGEncodes)) × a blank PNG encode (1 thread)
            all-core scaling:                   \(r(figures.scaling))× on \(threads) threads
            """
        )
    }

    /// Draws `count` previews of the front, spread over `threads` threads.
    private func drawPreviews(_ preview: PassPreview, count: Int, threads: Int = 1, format: PreviewFormat = .png) throws -> SigningBenchmark.Measurement {
        try ConcurrentRun.measure(count: count, threads: threads) { _, share in
            for _ in 0..<share { _ = try preview.render(.front, format: format) }
        }
    }

    private static func perSecond(_ value: Double) -> String { String(format: "%.0f", value) }
    private static func ratio(_ value: Double, digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }
}

/// Runs `openssl speed rsa2048` for OpenSSL's own single-thread sign rate.
enum OpenSSLSpeed {
    static func measure(seconds: Int = 3) -> Double? {
        guard let data = ChildProcess.output(["openssl", "speed", "-seconds", "\(seconds)", "rsa2048"]) else { return nil }
        let output = String(decoding: data, as: UTF8.self)
        // The summary line reads: "rsa 2048 bits 0.000650s 0.000019s   1538.5  52631.6"
        for line in output.split(separator: "\n") where line.hasPrefix("rsa 2048 bits") {
            let columns = line.split(separator: " ").map(String.init)
            if columns.count >= 6, let sign = Double(columns[5]) { return sign }
        }
        return nil
    }
}
