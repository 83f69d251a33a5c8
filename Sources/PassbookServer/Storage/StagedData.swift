public import Foundation

/// A pass's new data as a staged change writes it, and whether the caller signs the pass itself.
public struct StagedData: Sendable, Hashable {
    /// The record the pass is to be signed with, as a JSON object.
    public var data: Data
    /// Whether the pass is leased to the caller as it is staged: the caller signs it from `data`
    /// without waiting for the change to commit, and no signer leases it again while the lease lasts.
    public var leased: Bool

    /// Creates a pass's staged data, leased to the caller when `leased`.
    public init(data: Data, leased: Bool = false) {
        self.data = data
        self.leased = leased
    }
}
