import Foundation
import PassbookTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct ServeCommandTests {
    /// A port another program listens on: `passbook serve` ends at once, exit 1, saying so and what
    /// to do. It used to wait forever: the server's failure cancelled the background workers while
    /// they still waited for a database connection the closing pool would never hand out.
    @Test func aPortInUseEndsWithAClearError() throws {
        let (listener, port) = try Self.listening()
        defer { close(listener) }
        let folder = try CLI.temporaryFolder()
        let result = try CLI.run(
            [
                "serve", "--dev-certs", try CommandLineTests.devCerts.get().path, "--api-key", "serve-test-key", "--port", "\(port)",
                "--database", folder.appendingPathComponent("passbook.sqlite").path,
                "--templates", TestPaths.repositoryRoot.appendingPathComponent("Templates").path, "--no-push",
            ],
            timeout: 120
        )
        #expect(result.status == 1, "exit \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("start the web service on 127.0.0.1:\(port)"), "\(result.stderr)")
        #expect(result.stderr.contains("already listens on port \(port)"), "\(result.stderr)")
        #expect(result.stderr.contains("--port"), "\(result.stderr)")
        // Ready is said only once the port is bound.
        #expect(!result.stderr.contains("passbook serve ready"), "\(result.stderr)")
    }

    /// With development certificates nothing goes to Apple's APNs, which refuses them, unless an
    /// APNs server is named: one line at start says so. The port is taken, so the service ends
    /// once it has started up to binding it.
    @Test func developmentCertificatesSendNoPushesToApple() throws {
        let (listener, port) = try Self.listening()
        defer { close(listener) }
        let folder = try CLI.temporaryFolder()
        let arguments = [
            "serve", "--dev-certs", try CommandLineTests.devCerts.get().path, "--api-key", "serve-test-key", "--port", "\(port)",
            "--database", folder.appendingPathComponent("passbook.sqlite").path,
            "--templates", TestPaths.repositoryRoot.appendingPathComponent("Templates").path,
        ]
        let held = try CLI.run(arguments, timeout: 120)
        #expect(held.status == 1, "exit \(held.status): \(held.stderr)")
        let notices = held.stderr.split(separator: "\n").filter { $0.contains("pushes stay queued") }
        #expect(notices.count == 1, "\(held.stderr)")
        #expect(notices.first?.contains("passbook apns-test-server") == true, "\(held.stderr)")
        #expect(!held.stderr.contains("api.push.apple.com"), "\(held.stderr)")

        let named = try CLI.run(arguments + ["--apns", "https://127.0.0.1:9"], timeout: 120)
        #expect(named.status == 1, "exit \(named.status): \(named.stderr)")
        #expect(!named.stderr.contains("pushes stay queued"), "\(named.stderr)")
    }

    /// A socket listening on a free loopback port, and the port.
    static func listening() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 1) == 0 && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
