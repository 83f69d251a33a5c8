/// The file format of a preview.
public enum PreviewFormat: String, Sendable, Hashable, CaseIterable {
    /// A bitmap at the scale asked for.
    case png
    /// A vector document in points; images inside stay bitmaps.
    case svg
    /// A one-page vector document in points.
    case pdf

    /// The format a file name's extension names (`png`, `svg`, `pdf`, any case), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
