public import Foundation
import Passbook

/// A new version of a pass, rendered and signed, ready to store.
public struct PassUpdate: Sendable {
    /// The version this update was made from; the store refuses it if another update came first.
    public var basedOnVersion: Int64
    /// The re-signing mark the version was read with: a change staged since refuses this update
    /// too, so it is not lost.
    public var basedOnMark: Int64
    /// The digest of the template and settings that signed ``archive``.
    public var templateDigest: String?
    /// Whether the pass's Google Wallet object is to be brought up to date too.
    public var syncsGoogleWallet: Bool
    /// The new data.
    public var data: Data
    /// The new signed archive.
    public var archive: Data {
        get { parts.joined }
        set { parts = ArchiveParts(prefix: nil, rest: newValue) }
    }
    /// The `pass.json` inside the archive.
    public var passJSON: Data?
    /// Whether the pass is now voided.
    public var voided: Bool
    /// Whether the pass is now personalized; `nil` keeps what it was.
    public var personalized: Bool?
    /// The archive as the issuer left it: the leading entries every pass of its template shares
    /// apart, stored once, without being copied into each archive or found in it again.
    var parts: ArchiveParts

    /// Creates an update.
    public init(
        basedOnVersion: Int64, basedOnMark: Int64 = 0, data: Data, archive: Data, passJSON: Data? = nil, voided: Bool, personalized: Bool? = nil,
        templateDigest: String? = nil, syncsGoogleWallet: Bool = false
    ) {
        self.syncsGoogleWallet = syncsGoogleWallet
        self.basedOnVersion = basedOnVersion
        self.basedOnMark = basedOnMark
        self.templateDigest = templateDigest
        self.data = data
        parts = ArchiveParts(prefix: nil, rest: archive)
        self.passJSON = passJSON
        self.voided = voided
        self.personalized = personalized
    }
}
