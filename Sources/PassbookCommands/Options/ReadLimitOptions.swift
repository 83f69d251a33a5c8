import ArgumentParser
package import Passbook

/// The limits on what a command reads of a pass, for the rare real pass that needs more.
package struct ReadLimitOptions: ParsableArguments {
    package init() {}

    @Option(
        name: .customLong("max-file-size"),
        help: ArgumentHelp("The most megabytes read of one file of a pass (pass.json, an image), in a folder or once inflated from an archive.", valueName: "MB")
    )
    package var maxFileMegabytes = Self.defaultFileMegabytes

    @Option(
        name: .customLong("max-pass-size"),
        help: ArgumentHelp("The most megabytes read of a whole pass, all its files together.", valueName: "MB")
    )
    package var maxPassMegabytes = Self.defaultPassMegabytes

    static let defaultFileMegabytes = ZipReader.Limits.defaultEntrySize / 1_000_000
    static let defaultPassMegabytes = ZipReader.Limits.defaultTotalSize / 1_000_000


    package func validate() throws {
        guard (1...4_000).contains(maxFileMegabytes), (1...4_000).contains(maxPassMegabytes) else {
            throw ValidationError("--max-file-size and --max-pass-size take a number of megabytes from 1 to 4000.")
        }
    }

    /// The limits for the library's readers.
    package var zipLimits: ZipReader.Limits {
        ZipReader.Limits(maxEntrySize: maxFileMegabytes * 1_000_000, maxTotalSize: max(maxPassMegabytes, maxFileMegabytes) * 1_000_000)
    }
}
