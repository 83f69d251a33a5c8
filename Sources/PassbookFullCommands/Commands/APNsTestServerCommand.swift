import ArgumentParser
import PassbookCommands
import Foundation
import PassbookServer
import PassbookServerTesting

/// `passbook apns-test-server`: a stand-in APNs for trying a deployment's pushes on one machine.
struct APNsTestServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.apnsTestServer.rawValue,
        abstract: FullCommand.apnsTestServer.abstract,
        discussion: """
            Answers every POST /3/device/TOKEN with 200 and prints one JSON line per push to standard \
            output (token, topic, time). Point passbook serve at it with --apns https://127.0.0.1:PORT \
            --apns-ca CA.pem. Runs until SIGTERM or SIGINT.
            """
    )

    @OptionGroup var apns: APNsTestServerOptions

    func run() async throws {
        guard let server = try apns.makeServer(), let port = apns.port else {
            throw ValidationError("Give --apns-port PORT with --apns-certificate, --apns-key and --apns-client-ca.")
        }
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let (stop, continuation) = AsyncStream.makeStream(of: Void.self)
        // Kept alive until run returns; the handlers end the stream the server waits on.
        let sources = [SIGTERM, SIGINT].map { number -> any DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler { continuation.finish() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        let bound = try await server.start(port: port)
        Console.err("test APNs server on https://127.0.0.1:\(bound)")
        let ticker = Task {
            var printed = 0
            while !Task.isCancelled {
                let pushes = server.pushes
                for push in pushes.dropFirst(printed) {
                    Console.out(#"{"token":"\#(push.deviceToken)","topic":"\#(push.topic)","time":\#(push.received.timeIntervalSince1970)}"#)
                }
                printed = pushes.count
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
        for await _ in stop {}
        ticker.cancel()
        await server.stop()
    }
}
