/// A model type that can write itself as one JSON object instead of member by member through a
/// keyed container, which costs a dynamic dispatch and a node per member. Fields and their groups
/// are most of a pass's members, so building their objects directly halves encoding a pass.
protocol DirectJSONObjectEncodable: Encodable {
    /// The object `encode(to:)` writes, members in the same order; `nil` when some member has to
    /// go through `Codable` (so an error names its path).
    var jsonObject: JSONObject? { get }

    /// Writes the value member by member through a keyed container: the way ``jsonObject`` must
    /// match, and the way taken when it is `nil`.
    func encodeMembers(to encoder: any Encoder) throws
}

extension DirectJSONObjectEncodable {
    /// Writes ``jsonObject`` as one value when there is one, otherwise member by member.
    func encodeAsOneObject(to encoder: any Encoder) throws {
        guard let object = jsonObject else { return try encodeMembers(to: encoder) }
        var container = encoder.singleValueContainer()
        try container.encode(JSONValue.object(object))
    }
}

/// A type whose known members are one list, written either way by ``writeMembers(into:)``, with
/// its unknown keys after them: ``DirectJSONObjectEncodable/jsonObject`` and
/// ``DirectJSONObjectEncodable/encodeMembers(to:)`` both come from that list, so they cannot differ.
protocol MemberListEncodable: DirectJSONObjectEncodable {
    associatedtype MemberKeys: CodingKey & CaseIterable
    /// Members the model does not know, written after the known ones.
    var unknownKeys: JSONObject { get }
    /// The known members in the order they are written.
    func writeMembers(into sink: inout some MemberSink<MemberKeys>) throws
}

extension MemberListEncodable {
    /// `nil` when a number cannot be written (NaN), so the error names its path.
    var jsonObject: JSONObject? {
        var members = DirectJSONObject<MemberKeys>()
        try? writeMembers(into: &members)
        members.addUnknownKeys(unknownKeys)
        return members.object
    }

    func encodeMembers(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKeys.self)
        try writeMembers(into: &container)
        try encoder.encodeUnknownKeys(unknownKeys, besides: MemberKeys.self)
    }
}
