import ArgumentParser
import Foundation
import PassbookServer
import PassbookServerTesting

/// Where a test APNs server listens and the certificates it uses.
struct APNsTestServerOptions: ParsableArguments {
    @Option(name: .customLong("apns-port"), help: "Run a test APNs server on this port of 127.0.0.1.")
    var port: Int?

    @Option(name: .customLong("apns-certificate"), help: "The test APNs server's TLS certificate chain (PEM).", completion: .file())
    var certificate: String?

    @Option(name: .customLong("apns-key"), help: "Its private key (PEM).", completion: .file())
    var key: String?

    @Option(name: .customLong("apns-client-ca"), help: "The CA (PEM) that issued the pass certificates it accepts as client certificates.", completion: .file())
    var clientCA: String?

    @Option(name: .customLong("apns-delay-ms"), help: "Wait this long before answering each push.")
    var delay: Int = 0

    func makeServer() throws -> APNsTestServer? {
        guard port != nil else { return nil }
        guard let certificate, let key, let clientCA else {
            throw ValidationError("--apns-port needs --apns-certificate, --apns-key and --apns-client-ca.")
        }
        func read(_ path: String) throws -> Data {
            do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                throw ValidationError("Could not read \(path): \(error.localizedDescription).")
            }
        }
        return try APNsTestServer(certificatePEM: read(certificate), keyPEM: read(key), clientCAPEM: read(clientCA), delayMilliseconds: delay)
    }
}
