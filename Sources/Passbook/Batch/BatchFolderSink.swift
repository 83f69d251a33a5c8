import Foundation

/// Writes each pass of a batch to the output folder as `SERIAL.pkpass` (``BatchIssuer/fileName(forSerial:)``),
/// whole, made in the staging folder when there is one.
struct BatchFolderSink: PackageSink {
    /// The output folder's path, read once.
    let folderPath: String
    let staging: BatchStagingFolder?

    func deliver(_ package: SignedPackage) throws {
        try FileIO.writeAtomically(
            package.archive, toPath: folderPath + "/" + BatchIssuer.fileName(forSerial: package.identifiers.serialNumber, kind: package.kind),
            what: package.kind.name, durable: false, unnamedIn: staging?.currentPath,
            timed: staging.map { staging in { staging.note(nanoseconds: $0) } }
        )
    }
}
