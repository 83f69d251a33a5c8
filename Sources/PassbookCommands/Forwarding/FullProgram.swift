import Foundation
import Glibc

/// Starts `passbook-full` in place of this process, with the same arguments, for the commands of
/// ``FullCommand``.
package enum FullProgram {
    /// The program's name, installed beside `passbook`.
    package static let name = "passbook-full"

    /// Replaces this process with `passbook-full ARGUMENTS`; returns only to report why it could not.
    package static func exec(_ arguments: [String]) -> Never {
        let path = location()
        let argv = ([name] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        let command = FullCommand.requested(by: arguments)?.rawValue ?? arguments.first ?? ""
        FileHandle.standardError.write(Data("""
            error: could not start 'passbook \(command)': \(path): \(reason). \
            The commands preview, barcode, google, bench, serve, device-sim and apns-test-server live in \
            \(name), which is installed beside passbook: build it with 'swift build' or install both with \
            'make install'.\n
            """.utf8))
        exit(1)
    }

    /// `passbook-full` in the folder of the running executable (symbolic links followed, so an
    /// installed link to passbook finds its sibling).
    static func location() -> String {
        RunningExecutable.url.deletingLastPathComponent().appendingPathComponent(name).path
    }
}
