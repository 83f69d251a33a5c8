public import ArgumentParser

extension AsyncParsableCommand {
    /// ArgumentParser's `main`, but every way out, success or error, first waits for the
    /// ``StartupWork`` still running, so that no thread is inside a library while `exit` cleans it up.
    public static func mainWaitingForStartupWork(_ arguments: [String]? = nil) async {
        do {
            var command = try await asyncParseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            StartupWork.waitForAll()
        } catch {
            StartupWork.waitForAll()
            exit(withError: error)
        }
    }
}
