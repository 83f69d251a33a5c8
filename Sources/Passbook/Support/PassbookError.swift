/// An error raised by Passbook: what was being done, what went wrong, and how to fix it.
///
/// Errors are compared by ``code``; the text is for people.
public struct PassbookError: Error, Sendable, Hashable {
    /// A stable identifier of the kind of failure, open to new values.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A file or folder could not be read or written.
        public static let io = Code(rawValue: "io")
        /// Bytes are not valid JSON.
        public static let invalidJSON = Code(rawValue: "invalid-json")
        /// `pass.json` is JSON but does not describe a pass.
        public static let invalidPass = Code(rawValue: "invalid-pass")
        /// A pass package is missing a file or holds a file it may not.
        public static let invalidPackage = Code(rawValue: "invalid-package")
        /// An archive is not a zip, or is unsafe to open.
        public static let invalidArchive = Code(rawValue: "invalid-archive")
        /// A certificate or key could not be read.
        public static let invalidCertificate = Code(rawValue: "invalid-certificate")
        /// The password for a key or `.p12` is wrong or missing.
        public static let wrongPassword = Code(rawValue: "wrong-password")
        /// The private key does not belong to the certificate.
        public static let keyMismatch = Code(rawValue: "key-mismatch")
        /// The certificate is expired or not yet valid.
        public static let certificateNotValidNow = Code(rawValue: "certificate-not-valid-now")
        /// The WWDR intermediate that issued the certificate is missing.
        public static let missingIntermediate = Code(rawValue: "missing-intermediate")
        /// `passTypeIdentifier` or `teamIdentifier` differ from the certificate.
        public static let identifierMismatch = Code(rawValue: "identifier-mismatch")
        /// Creating or checking a signature failed.
        public static let signature = Code(rawValue: "signature")
        /// A cryptographic library call failed.
        public static let crypto = Code(rawValue: "crypto")
    }

    /// What kind of failure this is.
    public var code: Code
    /// What was being done, as a phrase: "read the signing certificate pass.pem".
    public var operation: String
    /// What was wrong.
    public var reason: String
    /// How to fix it, when there is advice to give.
    public var fix: String?

    /// Creates an error.
    public init(_ code: Code, operation: String, reason: String, fix: String? = nil) {
        self.code = code
        self.operation = operation
        self.reason = reason
        self.fix = fix
    }
}

extension PassbookError: CustomStringConvertible {
    public var description: String {
        var text = "could not \(operation): \(reason)"
        if let fix { text += ". \(fix)" }
        return text
    }
}
