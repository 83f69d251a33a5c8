/// Where a ``PackagePipeline`` delivers each package it signs: a file, a folder of a batch, a
/// store, a link for another wallet. A run delivers to its sinks in order, after signing.
public protocol PackageSink: Sendable {
    /// Takes one signed package. Throwing fails this package (and the sinks after it do not get
    /// it); packages already delivered stay where they went.
    func deliver(_ package: SignedPackage) throws
}
