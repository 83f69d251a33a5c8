/// A barcode: an entry of `barcodes`, or the legacy single `barcode`.
public struct Barcode: Sendable, Hashable {
    /// The symbology.
    public var format: Format

    /// The payload, turned into bytes with `messageEncoding`.
    public var message: String

    /// The IANA character set that turns `message` into bytes, usually `iso-8859-1`.
    public var messageEncoding: String

    /// Text shown under the code, such as the ticket number; not shown on watchOS.
    public var altText: String?

    /// Members Passbook does not model, kept and written back after the known ones.
    public var unknownKeys: JSONObject

    /// Creates a barcode.
    public init(format: Format, message: String, messageEncoding: String = "iso-8859-1", altText: String? = nil) {
        self.format = format
        self.message = message
        self.messageEncoding = messageEncoding
        self.altText = altText
        unknownKeys = JSONObject()
    }
}

extension Barcode: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case format
        case message
        case messageEncoding
        case altText
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Format.self, forKey: .format)
        message = try container.decode(String.self, forKey: .message)
        messageEncoding = try container.decode(String.self, forKey: .messageEncoding)
        altText = try container.decodeOptional(String.self, forKey: .altText)
        unknownKeys = try decoder.unknownKeys(besides: CodingKeys.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(message, forKey: .message)
        try container.encode(messageEncoding, forKey: .messageEncoding)
        try container.encodeIfPresent(altText, forKey: .altText)
        try encoder.encodeUnknownKeys(unknownKeys, besides: CodingKeys.self)
    }
}
