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
            end(with: nil)
        } catch {
            end(with: error)
        }
    }

    /// Ends the process once the ``StartupWork`` still running is done: as ArgumentParser ends
    /// on `error`, with status 0 when it is `nil`.
    static func end(with error: (any Error)?) -> Never {
        StartupWork.waitForAll()
        exit(withError: error)
    }
}
