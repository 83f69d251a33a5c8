import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and reads its standard output, with a clean signal state.
///
/// The commands run on worker threads that block most signals, and a child inherits the mask of
/// the thread that starts it: `openssl speed` then never receives the SIGALRM that ends each of
/// its timed loops. `posix_spawn` here gives the child an empty mask and default handlers.
enum ChildProcess {
    /// The standard output of `arguments` (looked up on PATH), or `nil` if it could not start or
    /// did not exit with status 0. Standard error is discarded.
    static func output(_ arguments: [String]) -> Data? {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let started = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard started == 0 else { return nil }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        // Exited (low 7 bits zero) with status 0.
        return (status & 0x7F) == 0 && (status >> 8) & 0xFF == 0 ? output : nil
    }
}
