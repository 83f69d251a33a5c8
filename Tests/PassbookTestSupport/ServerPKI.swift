public import Foundation
public import Passbook

/// Certificates made with the `openssl` command at test time, independent of the code under test:
/// a pass CA and a pass certificate (the signing identity, and the client certificate APNs demands),
/// and a TLS CA with a server certificate for 127.0.0.1 (the stand-in APNs server's).
public struct ServerPKI: Sendable {
    public static let passTypeIdentifier = "pass.com.example.server-tests"
    public static let teamIdentifier = "SRVTEST001"

    public let folder: URL

    public func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    public func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// The pass certificate and key, with the pass CA as intermediate.
    public func identity() throws -> SigningIdentity {
        try SigningIdentity(certificate: data("pass.pem"), privateKey: data("pass.key"), intermediates: data("pass-ca.pem"))
    }

    /// Made once per test process.
    public static let shared: Result<ServerPKI, any Error> = Result { try ServerPKI.make() }

    public static func get() throws -> ServerPKI { try shared.get() }

    private static func make() throws -> ServerPKI {
        let folder = try makeTemporaryFolder("passbook-server-pki")
        try """
            [ca_ext]
            basicConstraints = critical,CA:TRUE
            keyUsage = critical,keyCertSign,cRLSign
            subjectKeyIdentifier = hash
            [pass_ext]
            basicConstraints = critical,CA:FALSE
            keyUsage = critical,digitalSignature
            extendedKeyUsage = clientAuth
            1.2.840.113635.100.6.1.16 = ASN1:UTF8String:\(passTypeIdentifier)
            [tls_ext]
            basicConstraints = critical,CA:FALSE
            extendedKeyUsage = serverAuth
            subjectAltName = IP:127.0.0.1,DNS:localhost
            """.write(to: folder.appendingPathComponent("ext.cnf"), atomically: false, encoding: .utf8)
        let passSubject = "/UID=\(passTypeIdentifier)/CN=Pass Type ID: \(passTypeIdentifier)/OU=\(teamIdentifier)/O=Server Tests/C=US"
        let steps: [[String]] = [
            ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Server Tests Pass CA", "-keyout", "pass-ca.key", "-out", "pass-ca.pem",
             "-extensions", "ca_ext", "-config", "ext.cnf"],
            ["req", "-newkey", "rsa:2048", "-nodes", "-subj", passSubject, "-keyout", "pass.key", "-out", "pass.csr"],
            ["x509", "-req", "-in", "pass.csr", "-CA", "pass-ca.pem", "-CAkey", "pass-ca.key", "-CAcreateserial", "-days", "2",
             "-extfile", "ext.cnf", "-extensions", "pass_ext", "-out", "pass.pem"],
            ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Server Tests TLS CA", "-keyout", "tls-ca.key", "-out", "tls-ca.pem",
             "-extensions", "ca_ext", "-config", "ext.cnf"],
            ["req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", "apns.key", "-out", "apns.csr"],
            ["x509", "-req", "-in", "apns.csr", "-CA", "tls-ca.pem", "-CAkey", "tls-ca.key", "-CAcreateserial", "-days", "2",
             "-extfile", "ext.cnf", "-extensions", "tls_ext", "-out", "apns.pem"],
        ]
        for step in steps { try openssl(step, in: folder) }
        return ServerPKI(folder: folder)
    }

    /// Runs the `openssl` command in `folder`; throws with its error output unless it exits 0.
    @discardableResult
    public static func openssl(_ arguments: [String], in folder: URL) throws -> String {
        let output = try Shell.run(["openssl"] + arguments, in: folder)
        guard output.status == 0 else { throw OpenSSLFailure(arguments: arguments, message: output.stderr) }
        return output.stdout
    }

    public struct OpenSSLFailure: Error, CustomStringConvertible {
        public var arguments: [String]
        public var message: String
        public var description: String { "openssl \(arguments.joined(separator: " ")) failed: \(message)" }
    }
}
