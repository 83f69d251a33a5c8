import Foundation

/// A stage of ``PackagePipeline``, for a caller that times each one (the `bench` command) through
/// the same code that builds every package.
package enum BuildStage: Sendable, Hashable, CaseIterable {
    /// Reading the input: writing `pass.json` from the typed pass, or rendering a record.
    case read
    /// Checking the pass against the rules Wallet enforces.
    case validation
    /// Hashing the files into `manifest.json`.
    case manifest
    /// Signing the manifest.
    case signature
    /// Zipping the pass.
    case archive
    /// Handing the package to the sinks.
    case delivery

    /// Called with a stage and the seconds it took.
    package typealias Clock = (BuildStage, Double) -> Void

    /// Runs `body`; with a `clock`, tells it how long this stage took.
    func run<Result>(_ clock: Clock?, _ body: () throws -> Result) rethrows -> Result {
        guard let clock else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        clock(self, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return result
    }
}
