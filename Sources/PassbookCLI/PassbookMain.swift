import PassbookCommands

/// The `passbook` executable: the commands that build, check and issue passes, without the web
/// service, rendering and Google Wallet stacks, which `passbook-full` runs (make bench: "passbook start-up").
@main
enum PassbookMain {
    static func main() async {
        await PassbookCommand.run()
    }
}
