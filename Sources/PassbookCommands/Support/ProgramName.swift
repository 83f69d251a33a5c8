import Foundation

/// How the hints a command prints name the program: as it was run when that was by a path
/// (`.build/debug/passbook`, which no PATH lookup finds), so that a hint works when pasted in the
/// same folder; by its name when the shell found it on the PATH.
enum ProgramName {
    static var shown: String {
        let invoked = CommandLine.arguments.first ?? "passbook"
        return invoked.contains("/") ? invoked : URL(fileURLWithPath: invoked).lastPathComponent
    }
}
