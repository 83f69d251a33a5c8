public import Foundation

/// What a mapping to Google Wallet needs besides the pass.
public struct GoogleWalletOptions: Sendable, Hashable {
    /// The issuer ID from the Google Pay & Wallet Console: digits only, the first part of every id.
    public var issuerID: String
    /// Where the pass's images are served, such as `https://cdn.example.com/passes/ticket/`: Google
    /// Wallet fetches images by public URL, so `logo.png` becomes `…/logo.png` (the largest scale the
    /// pass has). Without it images are left out, and a diagnostic says so.
    public var imageBaseURL: URL?
    /// The part of the class id after the issuer ID; by default the pass type identifier and the
    /// style (`pass.com.example.tickets.eventTicket`). Passes that share a class share its design.
    public var classSuffix: String?
    /// The BCP 47 language of the pass's own texts, used for `defaultValue` of localized strings;
    /// the other `.lproj` languages become `translatedValues`.
    public var defaultLanguage: String
    /// The review status written into the class. Google accepts `UNDER_REVIEW` or `DRAFT` from issuers.
    public var reviewStatus: String

    /// Creates options.
    public init(
        issuerID: String,
        imageBaseURL: URL? = nil,
        classSuffix: String? = nil,
        defaultLanguage: String = "en",
        reviewStatus: String = "UNDER_REVIEW"
    ) {
        self.issuerID = issuerID
        self.imageBaseURL = imageBaseURL
        self.classSuffix = classSuffix
        self.defaultLanguage = defaultLanguage
        self.reviewStatus = reviewStatus
    }
}
