import ArgumentParser

/// Stand-ins in `passbook`'s command tree for the commands of `passbook-full`, so `passbook --help`
/// lists them with their abstracts. `PassbookMain` hands such command lines to `passbook-full`
/// before parsing; a stand-in that is parsed anyway (from a library caller) does the same.
protocol ForwardedCommand: ParsableCommand {
    static var command: FullCommand { get }
    var arguments: [String] { get }
}

extension ForwardedCommand {
    static func forwarding(_ command: FullCommand) -> CommandConfiguration {
        CommandConfiguration(commandName: command.rawValue, abstract: command.abstract)
    }

    func run() throws {
        FullProgram.exec([Self.command.rawValue] + arguments)
    }
}

struct GoogleForward: ForwardedCommand {
    static let command = FullCommand.google
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

struct PreviewForward: ForwardedCommand {
    static let command = FullCommand.preview
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

struct BarcodeForward: ForwardedCommand {
    static let command = FullCommand.barcode
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

struct BenchForward: ForwardedCommand {
    static let command = FullCommand.bench
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

struct ServeForward: ForwardedCommand {
    static let command = FullCommand.serve
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

struct DeviceSimForward: ForwardedCommand {
    static let command = FullCommand.deviceSim
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

struct APNsTestServerForward: ForwardedCommand {
    static let command = FullCommand.apnsTestServer
    static let configuration = forwarding(command)
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

extension FullCommand {
    /// The stand-in that lists this command in `passbook --help`.
    var standIn: any ParsableCommand.Type {
        switch self {
        case .google: GoogleForward.self
        case .preview: PreviewForward.self
        case .barcode: BarcodeForward.self
        case .bench: BenchForward.self
        case .serve: ServeForward.self
        case .deviceSim: DeviceSimForward.self
        case .apnsTestServer: APNsTestServerForward.self
        }
    }
}
