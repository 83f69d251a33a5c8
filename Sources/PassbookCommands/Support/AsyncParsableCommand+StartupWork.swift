public import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AsyncParsableCommand {
    /// ArgumentParser's `main`, but every way out, success or error, first waits for the
    /// ``StartupWork`` still running, so that no thread is inside a library while `exit` cleans it up.
    ///
    /// On success the process ends with `_exit` once standard output and error are flushed: every
    /// file the command wrote is closed and in place by then, and the clean-up handlers `exit` would
    /// run (OpenSSL freeing its tables, the heap torn down piece by piece) took most of a millisecond
    /// of a one-pass `passbook build` (BENCHMARKS.md, "Start-up").
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

    /// Ends the process once the ``StartupWork`` still running is done: with status 0 when
    /// `error` is `nil`, else as ArgumentParser ends on that error.
    static func end(with error: (any Error)?) -> Never {
        StartupWork.waitForAll()
        guard let error else {
            fflush(nil)
            _exit(0)
        }
        exit(withError: error)
    }
}
