import ArgumentParser
import PassbookCommands

/// The `passbook` executable: everything lives in `PassbookCommands`.
///
/// The synchronous commands run on the main thread as they are; `serve`, `device-sim` and
/// `apns-test-server` are async commands, so SIGTERM reaches the service's own handling and no
/// thread waits on a semaphore for them.
@main
enum PassbookMain {
    static func main() async {
        await PassbookCommand.main()
    }
}
