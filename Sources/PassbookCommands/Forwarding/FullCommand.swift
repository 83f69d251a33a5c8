/// The commands that live in `passbook-full`, the program with the web service, previews and Google
/// Wallet linked in. `passbook` itself links none of those stacks, so it starts in a few
/// milliseconds (make bench: "passbook start-up"), and hands these commands to `passbook-full` unchanged.
package enum FullCommand: String, CaseIterable, Sendable {
    case google
    case preview
    case barcode
    case bench
    case serve
    case deviceSim = "device-sim"
    case apnsTestServer = "apns-test-server"

    /// The one-line description shown by `passbook --help` and by the command's own help.
    package var abstract: String {
        switch self {
        case .google: "Turn a pass or a template into Google Wallet class and object JSON and a signed save link."
        case .preview: "Draw the front or back of a pass as PNG, SVG or PDF, laid out as Wallet shows it."
        case .barcode: "Draw a barcode as PNG or SVG from a message, encoded as a pass's barcode is."
        case .bench: "Measure passes built and signed (or previews drawn) per second against a reference measured in the same run."
        case .serve: "Run the web service: issue passes from templates and keep them current with pushes."
        case .deviceSim: "Check a running passbook service the way a Wallet device uses it."
        case .apnsTestServer: "Run a test APNs server on loopback: HTTP/2 over TLS, client certificate required."
        }
    }

    /// The command a command line asks for, when it is one of these: `passbook NAME …` or
    /// `passbook help NAME …`.
    package static func requested(by arguments: [String]) -> FullCommand? {
        // An option name or value is never one of these names: only the first argument names a command.
        guard let first = arguments.first else { return nil }
        if first == "help", arguments.count > 1 { return FullCommand(rawValue: arguments[1]) }
        return FullCommand(rawValue: first)
    }
}

extension FullCommand {
    /// Whether `passbook` hands this command line to `passbook-full`: one of its commands, a batch
    /// that writes Google Wallet links, or a
    /// request for a completion script (or a completion inside one), which must know every command's options.
    package static func isHandedOn(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return requested(by: arguments) != nil
            || (first == "batch" && GoogleLinkOptions.requested(in: arguments))
            || ["--generate-completion-script", "---completion", "--experimental-dump-help"].contains(where: { first.hasPrefix($0) })
    }
}
