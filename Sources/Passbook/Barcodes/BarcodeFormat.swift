extension Barcode {
    /// The symbology of a barcode (`format`).
    ///
    /// Unknown strings are kept as they are; see ``OpenEnumeration``.
    public struct Format: OpenEnumeration {
        public let rawValue: String

        /// Creates a value from its JSON string, known or not.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// QR Code (square).
        public static let qr = Format(rawValue: "PKBarcodeFormatQR")
        /// PDF417 (rectangular, stacked).
        public static let pdf417 = Format(rawValue: "PKBarcodeFormatPDF417")
        /// Aztec (square).
        public static let aztec = Format(rawValue: "PKBarcodeFormatAztec")
        /// Code 128 (iOS 9; only in `barcodes`, not shown on watchOS).
        public static let code128 = Format(rawValue: "PKBarcodeFormatCode128")
        /// Code 39 (iOS 27).
        public static let code39 = Format(rawValue: "PKBarcodeFormatCode39")
        /// Codabar (iOS 27).
        public static let codabar = Format(rawValue: "PKBarcodeFormatCodabar")
        /// EAN-13 (iOS 27).
        public static let ean13 = Format(rawValue: "PKBarcodeFormatEAN13")
        /// Interleaved 2 of 5, also called ITF (iOS 27).
        public static let interleaved2of5 = Format(rawValue: "PKBarcodeFormatI2of5")

        public static let knownValues: [Format] = [
            .qr, .pdf417, .aztec, .code128, .code39, .codabar, .ean13, .interleaved2of5,
        ]

        /// Whether the code is square (QR, Aztec), which takes room from the front fields.
        public var isSquare: Bool {
            self == .qr || self == .aztec
        }

        /// Whether the format may be used in the legacy single `barcode` key (iOS 6 to 8).
        public var isAllowedInLegacyBarcodeKey: Bool {
            self == .qr || self == .pdf417 || self == .aztec
        }
    }
}
