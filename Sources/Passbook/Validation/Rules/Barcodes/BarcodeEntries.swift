/// Every barcode dictionary of a pass (`barcodes` entries and the legacy `barcode`), with its path.
struct BarcodeEntry {
    let object: JSONObject
    let path: String
    let isLegacy: Bool

    static func all(in context: ValidationContext) -> [BarcodeEntry] {
        guard let json = context.json else { return [] }
        var entries: [BarcodeEntry] = []
        for (index, value) in (json["barcodes"]?.arrayValue ?? []).enumerated() {
            if let object = value.objectValue { entries.append(BarcodeEntry(object: object, path: "barcodes[\(index)]", isLegacy: false)) }
        }
        if let legacy = json["barcode"]?.objectValue { entries.append(BarcodeEntry(object: legacy, path: "barcode", isLegacy: true)) }
        return entries
    }

    var format: Barcode.Format? { object["format"]?.stringValue.map(Barcode.Format.init(rawValue:)) }
}
