/// The message fits its format: its characters exist in `messageEncoding` and the format, and it is not
/// longer than the format holds. The renderer runs the same check (``BarcodePayload``).
///
/// No source says Wallet refuses such a pass; it cannot draw a scannable code, so it is a warning.
struct BarcodeMessageRule: ValidationRule {
    let id = "barcodes.message.unencodable"
    let severity = Diagnostic.Severity.warning
    let concern = RuleConcern.barcodes
    let summary = "each barcode message can be written in its messageEncoding and carried by its format (characters and length), or the code cannot be drawn"

    func check(_ context: ValidationContext) -> [Diagnostic] {
        BarcodeEntry.all(in: context).compactMap { entry -> Diagnostic? in
            guard let format = entry.format, format.isKnown, let message = entry.object["message"]?.stringValue else { return nil }
            let encoding = entry.object["messageEncoding"]?.stringValue ?? "iso-8859-1"
            do {
                _ = try BarcodePayload(message: message, encoding: encoding, format: format)
                return nil
            } catch let error as PassbookError {
                let key = error.reason.contains("messageEncoding") ? "messageEncoding" : "message"
                let consequence = key == "message" ? ", so Wallet cannot draw a code that scans" : ""
                return finding("\(error.reason)\(consequence)\(error.fix.map { "; \($0)" } ?? "")", at: entry.path + "." + key)
            } catch {
                return finding("\(error)", at: entry.path)
            }
        }
    }
}
