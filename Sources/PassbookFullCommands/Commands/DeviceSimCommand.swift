import ArgumentParser
import PassbookCommands
import Foundation
import PassbookServer
import PassbookServerTesting

/// `passbook device-sim`: checks a deployment the way a Wallet device uses it.
struct DeviceSimCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.deviceSim.rawValue,
        abstract: FullCommand.deviceSim.abstract,
        discussion: """
            Creates a pass through the issuer API, registers a made-up device for it, updates the pass, \
            lists the changed serial numbers since the device's tag, downloads the new version (200 with \
            Last-Modified), asks again with If-Modified-Since (304) and unregisters, checking every answer; \
            then, when the service serves an order template, does the same as an order-tracking device \
            (/orders/v1, AppleOrder tokens, a later updatedAt in each version). \
            With --apns-port it also runs a test APNs server and waits for the push; start the service \
            with --apns https://127.0.0.1:PORT --apns-ca CA for that. Exit status 1 at the first check \
            that fails, naming it.
            """
    )

    @Argument(help: "The service's address, such as http://127.0.0.1:8080.")
    var baseURL: String

    @Option(name: .customLong("api-key"), help: "An issuer API key of the service [PASSBOOK_API_KEY].")
    var apiKey: String?

    @Option(help: "The template to issue from. Default: the first.")
    var template: String?

    @OptionGroup var apns: APNsTestServerOptions

    func run() async throws {
        guard let key = apiKey ?? ProcessInfo.processInfo.environment["PASSBOOK_API_KEY"] else {
            throw ValidationError("Give --api-key KEY (or PASSBOOK_API_KEY): the simulator creates and updates a pass through the issuer API.")
        }
        let simulator = DeviceSimulator(baseURL: baseURL, apiKey: key, template: template)
        let server = try apns.makeServer()
        if let server { try await server.start(port: apns.port ?? 0) }
        defer { if server == nil { Console.err("(no --apns-port: the push itself is not checked)") } }
        do {
            try await simulator.run(apns: server) { step in Console.err("  ok  \(step.name): \(step.detail)") }
            await server?.stop()
        } catch {
            await server?.stop()
            throw error
        }
        Console.out("device simulation passed against \(baseURL)")
    }
}
