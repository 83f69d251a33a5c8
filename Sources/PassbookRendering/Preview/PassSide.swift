/// A side of a pass: the front Wallet shows, or the back with the details.
public enum PassSide: String, Sendable, Hashable, CaseIterable {
    case front
    case back
}
