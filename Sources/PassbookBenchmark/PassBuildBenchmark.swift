import Foundation
public import Passbook

/// How fast passes of one design are built and signed, through the ``PackagePipeline`` that builds
/// every pass, not a copy of its steps.
public struct PassBuildBenchmark: Sendable {
    /// The sample every pass is made from, with its own serial number each.
    public let package: PassPackage
    /// The identity that signs them.
    public let identity: SigningIdentity
    private let pipeline: PackagePipeline

    /// The stage names of ``stageMicroseconds(count:)``, in the order a pass goes through them.
    private static let stageNames: [BuildStage: String] = [.read: "1 pass.json", .manifest: "2 manifest", .signature: "3 signature", .archive: "4 zip"]

    /// Prepares the shared files of `package` once, as a batch does.
    public init(package: PassPackage, identity: SigningIdentity) throws {
        self.package = package
        self.identity = identity
        // Validated once beforehand, not per pass: the figure is the cost of making and signing.
        pipeline = try PackagePipeline(sharedFiles: package.files, identity: identity, validation: .none)
    }

    /// Builds `count` distinct passes (each its own serial number, manifest and signature) on
    /// `threads` threads. The sample is validated once beforehand, not here: the figure is the
    /// cost of making and signing.
    public func builds(count: Int, threads: Int) throws -> SigningBenchmark.Measurement {
        try ConcurrentRun.measure(count: count, threads: threads) { [pipeline, package] thread, share in
            var pass = package.pass
            for index in 0..<share {
                pass.serialNumber = "BENCH-\(thread)-\(index)"
                _ = try pipeline.run(.pass(pass))
            }
        }
    }

    /// The microseconds one pass spends in each stage of building, on one thread, averaged over
    /// `count` passes, by stage name ("1 pass.json", "2 manifest", "3 signature", "4 zip").
    public func stageMicroseconds(count: Int) throws -> [String: Double] {
        var totals: [String: Double] = [:]
        var pass = package.pass
        for index in 0..<count {
            pass.serialNumber = "STAGE-\(index)"
            _ = try pipeline.run(.pass(pass), signingTime: Date(), decoding: true, clock: { stage, seconds in
                if let name = Self.stageNames[stage] { totals[name, default: 0] += seconds }
            })
        }
        return totals.mapValues { $0 / Double(count) * 1e6 }
    }
}
