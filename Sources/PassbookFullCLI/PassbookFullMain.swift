import PassbookCommands
import PassbookFullCommands

/// The `passbook-full` executable: every command, the web service, rendering and Google Wallet included.
@main
enum PassbookFullMain {
    static func main() async {
        PassbookFullCommand.prepare()
        await PassbookFullCommand.mainWaitingForStartupWork()
    }
}
