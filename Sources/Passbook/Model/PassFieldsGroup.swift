extension PassFields {
    /// A field group of a style, named by its key.
    public enum Group: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `headerFields`
        case header = "headerFields"
        /// `primaryFields`
        case primary = "primaryFields"
        /// `secondaryFields`
        case secondary = "secondaryFields"
        /// `auxiliaryFields`
        case auxiliary = "auxiliaryFields"
        /// `backFields`
        case back = "backFields"
        /// `additionalInfoFields`
        case additionalInfo = "additionalInfoFields"
        /// `footerFields`
        case footer = "footerFields"

        /// The key of the group inside a style object.
        public var key: String {
            rawValue
        }

        public var description: String {
            rawValue
        }
    }
}
