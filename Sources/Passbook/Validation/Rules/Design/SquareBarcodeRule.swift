/// A rectangular PDF417 leaves more room for fields than a square QR or Aztec code.
struct SquareBarcodeRule: ValidationRule {
    let id = "design.barcode.square"
    let severity = Diagnostic.Severity.hint
    let concern = RuleConcern.design
    let summary = "the barcode is rectangular (PDF417) where the scanners allow, as square codes crowd the fields"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let (object, path) = context.displayedBarcode, let format = object["format"]?.stringValue.map(Barcode.Format.init(rawValue:)), format.isSquare else { return [] }
        return [finding("\(format.displayName) is square and leaves empty gutters beside it; prefer PDF417 if your scanners read it", at: path + ".format")]
    }
}
