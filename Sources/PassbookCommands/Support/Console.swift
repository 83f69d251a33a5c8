package import Foundation
package import Passbook

/// Writes to standard output and standard error.
package enum Console {
    package static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    package static func outBytes(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// Writes a product to standard output when `output` is `-`, else atomically to that file, whose
    /// path then goes to standard output; `what` names it in errors.
    package static func deliver(_ data: Data, to output: String, what: String) throws {
        if output == "-" {
            outBytes(data)
            return
        }
        let destination = URL(fileURLWithPath: output)
        try FileIO.writeAtomically(data, to: destination, what: what)
        out(destination.path)
    }

    package static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    package static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            err(diagnostic.description)
        }
    }

    package static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    package static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Reads a line from the terminal with echo off; nil when there is no terminal.
    package static func readSecret(prompt: String) -> String? {
        let tty = open("/dev/tty", O_RDWR)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        _ = prompt.withCString { write(tty, $0, strlen($0)) }
        var original = termios()
        let hasTermios = tcgetattr(tty, &original) == 0
        if hasTermios {
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(tty, TCSAFLUSH, &silent)
        }
        defer {
            if hasTermios { tcsetattr(tty, TCSAFLUSH, &original) }
            _ = "\n".withCString { write(tty, $0, 1) }
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(tty, &byte, 1) == 1 {
            if byte == 0x0A || byte == 0x0D { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
