import Foundation

/// A step of building a signed pass in ``PassBuilder``, for a caller that times each one (the
/// `bench` command) through the same code that builds every pass.
package enum BuildStage: Sendable, Hashable, CaseIterable {
    /// Writing `pass.json` from the typed pass.
    case passJSON
    /// Checking the pass against the rules Wallet enforces.
    case validation
    /// Hashing the files into `manifest.json`.
    case manifest
    /// Signing the manifest.
    case signature
    /// Zipping the pass.
    case archive

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
