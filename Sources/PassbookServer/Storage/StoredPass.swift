public import Foundation

/// A pass as the service keeps it: its data, secrets, update tag and current signed archive.
public struct StoredPass: Sendable, Hashable {
    /// The serial number; unique across the service.
    public var serialNumber: String
    /// The pass type the pass is signed for.
    public var passTypeIdentifier: String
    /// The template it is rendered from.
    public var template: String
    /// The record it is rendered with, as a JSON object.
    public var data: Data
    /// The `authenticationToken` Wallet sends back; also the token of the pass page.
    public var authenticationToken: String
    /// The update tag of the last change: a counter shared by every pass, so a device that gives
    /// back the largest tag it saw misses no change, even two in the same millisecond.
    public var updateTag: Int64
    /// When the pass last changed, in whole seconds since 1970, strictly increasing per pass so
    /// `If-Modified-Since` (one-second resolution) never hides a change.
    public var modifiedAt: Int64
    /// When the pass was created, in milliseconds since 1970.
    public var createdAt: Int64
    /// Whether the pass is voided.
    public var voided: Bool
    /// 1 for the first version, one more for every update.
    public var version: Int64
    /// Whether the holder has enrolled (rewards sign-up): the pass is issued without its
    /// `personalization.json` from then on.
    public var personalized: Bool
    /// Non-zero while the pass waits to be signed again in the background (its data or template
    /// changed after its archive was signed); each change sets a new mark.
    public var resignMark: Int64
    /// The digest of the template and service settings that signed the current archive.
    public var templateDigest: String?

    /// Creates a stored pass.
    public init(
        serialNumber: String, passTypeIdentifier: String, template: String, data: Data, authenticationToken: String,
        updateTag: Int64 = 0, modifiedAt: Int64 = 0, createdAt: Int64 = 0, voided: Bool = false, version: Int64 = 1,
        personalized: Bool = false, resignMark: Int64 = 0, templateDigest: String? = nil
    ) {
        self.serialNumber = serialNumber
        self.passTypeIdentifier = passTypeIdentifier
        self.template = template
        self.data = data
        self.authenticationToken = authenticationToken
        self.updateTag = updateTag
        self.modifiedAt = modifiedAt
        self.createdAt = createdAt
        self.voided = voided
        self.version = version
        self.personalized = personalized
        self.resignMark = resignMark
        self.templateDigest = templateDigest
    }

    /// ``modifiedAt`` as a date.
    public var lastModified: Date { Date(timeIntervalSince1970: TimeInterval(modifiedAt)) }
}
