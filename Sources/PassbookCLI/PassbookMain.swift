import ArgumentParser
import PassbookCommands

/// The `passbook` executable: everything lives in `PassbookCommands`.
///
/// Commands run synchronously on the main thread, so child processes (such as `openssl speed` in
/// `passbook bench`) inherit an unblocked signal mask.
@main
enum PassbookMain {
    static func main() {
        PassbookCommand.main()
    }
}
