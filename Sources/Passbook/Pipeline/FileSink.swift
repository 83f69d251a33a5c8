public import Foundation

/// Writes each package to one file, whole (a temporary file renamed into place).
public struct FileSink: PackageSink {
    /// The file written.
    public var url: URL
    /// Wait until the file is on disk before returning.
    public var durable: Bool

    /// Creates a sink that writes `url`.
    public init(url: URL, durable: Bool = true) {
        self.url = url
        self.durable = durable
    }

    public func deliver(_ package: SignedPackage) throws {
        try FileIO.writeAtomically(package.archive, to: url, what: package.kind.name, durable: durable)
    }
}
