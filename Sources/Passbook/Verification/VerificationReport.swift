public import Foundation

/// The outcome of verifying a `.pkpass`: every check with its verdict and reason.
public struct VerificationReport: Sendable, Hashable, Codable {
    /// How one check came out.
    public enum Verdict: String, Sendable, Hashable, Codable {
        /// The check holds.
        case passed
        /// The check holds but something deserves attention (a development certificate, say).
        case warning
        /// The check fails: Wallet would refuse the pass.
        case failed
        /// The check could not run because an earlier one failed.
        case skipped
    }

    /// One check.
    public struct Check: Sendable, Hashable, Codable {
        /// A stable identifier such as `manifest.digests`.
        public var id: String
        /// What was checked, in a few words.
        public var title: String
        /// The verdict.
        public var verdict: Verdict
        /// Why: what was found.
        public var detail: String
    }

    /// Facts about the signature, when it could be read.
    public struct Signer: Sendable, Hashable, Codable {
        /// The signer's subject.
        public var subject: String
        /// The signer's issuer.
        public var issuer: String
        /// Subject UID (pass type ID).
        public var passTypeIdentifier: String?
        /// Subject OU (Team ID).
        public var teamIdentifier: String?
        /// Validity.
        public var notBefore: Date
        /// Validity.
        public var notAfter: Date
        /// The recorded signing time.
        public var signingTime: Date?
        /// The digest algorithm of the signature (`sha256`).
        public var digestAlgorithm: String?
        /// Subjects of the certificates embedded in the signature.
        public var embeddedCertificates: [String]
        /// The chain that verified, signer first, when it did.
        public var chain: [String]
    }

    /// The file that was verified.
    public var file: String
    /// Every check, in order.
    public var checks: [Check]
    /// Facts about the signature.
    public var signer: Signer?

    /// True when no check failed.
    public var isValid: Bool { !checks.contains { $0.verdict == .failed } }

    /// The failed checks.
    public var failures: [Check] { checks.filter { $0.verdict == .failed } }

    /// The check with `id`, if it ran.
    public func check(_ id: String) -> Check? { checks.first { $0.id == id } }
}
