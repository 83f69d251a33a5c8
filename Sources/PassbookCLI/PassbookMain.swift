import ArgumentParser
import PassbookCommands

/// The `passbook` executable: everything lives in `PassbookCommands`.
@main
enum PassbookMain {
    static func main() async {
        await PassbookCommand.main()
    }
}
