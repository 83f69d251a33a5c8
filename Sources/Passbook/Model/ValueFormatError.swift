/// Why a string is not a valid value of its kind (a color, a date).
public struct ValueFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and how a correct value looks.
    public var message: String

    /// Creates an error.
    public init(message: String) {
        self.message = message
    }

    public var description: String {
        message
    }
}
