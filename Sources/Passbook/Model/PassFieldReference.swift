/// A field together with where it sits in a pass, for inspections such as the uniqueness of keys.
public struct PassFieldReference: Sendable, Hashable {
    /// The top-level key holding the field's style: `eventTicket`, `posterGeneric`, ….
    public var styleKey: String
    /// The field group.
    public var group: PassFields.Group
    /// The position inside the group.
    public var index: Int
    /// The field.
    public var field: PassField

    /// Creates a reference.
    public init(styleKey: String, group: PassFields.Group, index: Int, field: PassField) {
        self.styleKey = styleKey
        self.group = group
        self.index = index
        self.field = field
    }

    /// The JSON path of the field: `eventTicket.auxiliaryFields[1]`.
    public var path: String {
        JSONPath.string([.key(styleKey), .key(group.key), .index(index)])
    }
}
