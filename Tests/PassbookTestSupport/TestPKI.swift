public import Foundation

/// A certificate hierarchy made with the `openssl` command at test time, independent of the code
/// under test: a root, a WWDR-like intermediate, an older intermediate, pass certificates (valid,
/// expired), a stranger's self-signed certificate, and keys and `.p12` files in every form.
public struct TestPKI: Sendable {
    public static let passTypeIdentifier = "pass.com.example.test"
    public static let teamIdentifier = "TEAM123456"
    public static let password = "correct horse"

    public let folder: URL

    public func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    public func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    /// Made once per test process; every test reads the same files.
    public static let shared: Result<TestPKI, any Error> = Result { try TestPKI.make() }

    public static func get() throws -> TestPKI { try shared.get() }

    private static func make() throws -> TestPKI {
        let folder = try makeTemporaryFolder("passbook-pki")
        func sh(_ arguments: String...) throws { try Shell.check(Array(arguments), in: folder) }
        let subject = "/UID=\(passTypeIdentifier)/CN=Pass Type ID: \(passTypeIdentifier)/OU=\(teamIdentifier)/O=Example Inc./C=US"
        let marker = "1.2.840.113635.100.6.1.16=ASN1:UTF8String:\(passTypeIdentifier)"
        try """
            [ca_ext]
            basicConstraints = critical,CA:TRUE
            keyUsage = critical,keyCertSign,cRLSign
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid:always
            [pass_ext]
            basicConstraints = critical,CA:FALSE
            keyUsage = critical,digitalSignature
            extendedKeyUsage = clientAuth
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid:always
            \(marker)
            [aia_pass_ext]
            basicConstraints = critical,CA:FALSE
            keyUsage = critical,digitalSignature
            extendedKeyUsage = clientAuth
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid:always
            authorityInfoAccess = caIssuers;URI:http://certs.example.test/wwdrg4.der,OCSP;URI:http://ocsp.example.test/wwdr
            \(marker)
            [other_type_ext]
            basicConstraints = critical,CA:FALSE
            keyUsage = critical,digitalSignature
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid:always
            1.2.840.113635.100.6.1.16=ASN1:UTF8String:pass.com.example.other
            [no_marker_ext]
            basicConstraints = critical,CA:FALSE
            keyUsage = critical,digitalSignature
            subjectKeyIdentifier = hash
            authorityKeyIdentifier = keyid:always
            [ca]
            default_ca = test_ca
            [test_ca]
            database = index.txt
            new_certs_dir = .
            serial = serial.txt
            default_md = sha256
            policy = anything
            email_in_dn = no
            unique_subject = no
            copy_extensions = none
            [anything]
            UID = optional
            CN = optional
            OU = optional
            O = optional
            C = optional
            """.write(to: folder.appendingPathComponent("ext.cnf"), atomically: false, encoding: .utf8)
        try "".write(to: folder.appendingPathComponent("index.txt"), atomically: false, encoding: .utf8)
        try "1000\n".write(to: folder.appendingPathComponent("serial.txt"), atomically: false, encoding: .utf8)

        // Root and two intermediates with the same root: "wwdr" issues the pass certificates,
        // "old-wwdr" stands in for an older WWDR generation.
        try sh("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "root.key", "-out", "root.pem",
               "-subj", "/CN=Test Root CA/O=Passbook Tests/C=US", "-days", "3650",
               "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign")
        for name in ["wwdr", "old-wwdr"] {
            let cn = name == "wwdr" ? "Test WWDR G4" : "Test WWDR G1"
            try sh("openssl", "req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", "\(name).key", "-out", "\(name).csr",
                   "-subj", "/CN=\(cn)/OU=Test Developer Relations/O=Passbook Tests/C=US")
            try sh("openssl", "x509", "-req", "-in", "\(name).csr", "-CA", "root.pem", "-CAkey", "root.key", "-CAcreateserial",
                   "-out", "\(name).pem", "-days", "3000", "-sha256", "-extfile", "ext.cnf", "-extensions", "ca_ext")
        }
        // The pass certificate and its key in every form.
        try sh("openssl", "req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", "pass.key", "-out", "pass.csr", "-subj", subject)
        try sh("openssl", "x509", "-req", "-in", "pass.csr", "-CA", "wwdr.pem", "-CAkey", "wwdr.key", "-CAcreateserial",
               "-out", "pass.pem", "-days", "365", "-sha256", "-extfile", "ext.cnf", "-extensions", "pass_ext")
        try sh("openssl", "x509", "-in", "pass.pem", "-outform", "DER", "-out", "pass.cer")
        try sh("openssl", "x509", "-in", "wwdr.pem", "-outform", "DER", "-out", "wwdr.cer")
        try sh("openssl", "pkey", "-in", "pass.key", "-aes256", "-passout", "pass:\(password)", "-out", "pass-encrypted.key")
        try sh("openssl", "pkcs8", "-topk8", "-in", "pass.key", "-v2", "aes-256-cbc", "-passout", "pass:\(password)", "-out", "pass-pkcs8-encrypted.key")
        try sh("openssl", "pkcs12", "-export", "-in", "pass.pem", "-inkey", "pass.key", "-certfile", "wwdr.pem",
               "-passout", "pass:\(password)", "-out", "modern.p12")
        try sh("openssl", "pkcs12", "-export", "-legacy", "-in", "pass.pem", "-inkey", "pass.key",
               "-passout", "pass:\(password)", "-out", "legacy.p12")
        // A certificate whose validity ended in 2021, from the same intermediate.
        try sh("openssl", "req", "-new", "-key", "pass.key", "-out", "expired.csr", "-subj", subject)
        try sh("openssl", "ca", "-batch", "-config", "ext.cnf", "-cert", "wwdr.pem", "-keyfile", "wwdr.key",
               "-in", "expired.csr", "-out", "expired.pem", "-startdate", "20200101000000Z", "-enddate", "20210101000000Z",
               "-extfile", "ext.cnf", "-extensions", "pass_ext", "-notext")
        // Certificates with the right UID and OU whose Pass Type ID extension names another pass type,
        // or is missing.
        // aia-pass.pem names its issuer's address, as Apple's pass certificates do.
        for (name, section) in [("other-type", "other_type_ext"), ("no-marker", "no_marker_ext"), ("aia-pass", "aia_pass_ext")] {
            try sh("openssl", "x509", "-req", "-in", "pass.csr", "-CA", "wwdr.pem", "-CAkey", "wwdr.key", "-CAcreateserial",
                   "-out", "\(name).pem", "-days", "365", "-sha256", "-extfile", "ext.cnf", "-extensions", section)
        }
        // A certificate that expires within the warning window.
        try sh("openssl", "ca", "-batch", "-config", "ext.cnf", "-cert", "wwdr.pem", "-keyfile", "wwdr.key",
               "-in", "expired.csr", "-out", "expiring.pem", "-days", "10",
               "-extfile", "ext.cnf", "-extensions", "pass_ext", "-notext")
        // Someone else's key, and a self-signed stranger claiming the same pass type ID.
        try sh("openssl", "genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", "other.key")
        try sh("openssl", "req", "-x509", "-key", "other.key", "-out", "stranger.pem", "-days", "365", "-subj", subject,
               "-addext", marker)
        return TestPKI(folder: folder)
    }
}
