/// How the hints a command prints name the program: as it was run, so that a hint works when
/// pasted in the same folder: `.build/debug/passbook` (which no PATH lookup finds) when it was run
/// by a path, `passbook` when the shell found it on the PATH.
enum ProgramName {
    static var shown: String {
        CommandLine.arguments.first ?? "passbook"
    }
}
