import PassbookCommands

/// The `passbook` executable: the commands that build, check and issue passes, without the web
/// service, rendering and Google Wallet stacks, which `passbook-full` runs (BENCHMARKS.md, "Start-up").
@main
enum PassbookMain {
    static func main() async {
        await PassbookCommand.run()
    }
}
