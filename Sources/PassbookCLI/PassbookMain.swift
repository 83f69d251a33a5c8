import PassbookCommands
import PassbookStartup

/// The `passbook` executable: the commands that build, check and issue passes, without the web
/// service, rendering and Google Wallet stacks, which `passbook-full` runs (BENCHMARKS.md, "Start-up").
@main
enum PassbookMain {
    static func main() async {
        // Named so the start-up object is linked in: its constructor has already run by now.
        _ = passbook_startup_prefaulted()
        // Before the first suspension, so a plain build runs on the main thread.
        PassbookCommand.runDirectly(Array(CommandLine.arguments.dropFirst()))
        await PassbookCommand.run()
    }
}
