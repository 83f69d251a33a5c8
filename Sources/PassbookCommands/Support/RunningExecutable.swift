package import Foundation
import Glibc

/// The file of the running program, symbolic links followed. `argv[0]` is not it: a shell that
/// found `passbook` on the PATH passes the bare name, and `passbook` starts `passbook-full` under
/// its bare name too, so resolving `argv[0]` against the current folder finds nothing.
package enum RunningExecutable {
    /// The program's file: `/proc/self/exe`, else `argv[0]` looked up as the shell would.
    package static var url: URL {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            return URL(fileURLWithPath: String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let name = CommandLine.arguments.first ?? "passbook"
        if !name.contains("/") {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.resolvingSymlinksInPath() }
            }
        }
        return URL(fileURLWithPath: name).resolvingSymlinksInPath()
    }
}
