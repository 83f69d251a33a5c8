import CZint
import Passbook

/// PDF417, Aztec and the 1D formats through libzint.
enum ZintEncoder {
    static func encode(_ bytes: [UInt8], format: Barcode.Format) throws(PassbookError) -> BarcodeMatrix {
        let operation = "encode the \(format.displayName) message"
        guard let symbology = symbology(for: format) else {
            throw PassbookError(.barcode, operation: operation, reason: "libzint has no symbology for \(format.rawValue)")
        }
        guard let symbol = ZBarcode_Create() else {
            throw PassbookError(.barcode, operation: operation, reason: "libzint could not allocate a symbol")
        }
        defer { ZBarcode_Delete(symbol) }
        // Raw bytes, no character-set conversion and no ECI: the payload is already in its encoding.
        CZint_configure(symbol, symbology, DATA_MODE)
        let input = format == .codabar ? codabarWithStartStop(bytes) : bytes
        let status = input.withUnsafeBufferPointer { ZBarcode_Encode(symbol, $0.baseAddress, Int32($0.count)) }
        if status >= ZINT_ERROR {
            let message = String(cString: CZint_error_text(symbol))
            throw PassbookError(
                .barcode,
                operation: operation,
                reason: "libzint refused the \(bytes.count)-byte message: \(message)",
                fix: format.isOneDimensional
                    ? "Shorten the message or use a 2D format such as QR or PDF417"
                    : "Shorten the message: put an identifier in the barcode and keep the details on your server"
            )
        }
        return matrix(of: symbol, format: format)
    }

    /// Codabar symbols begin and end with one of A to D; Wallet messages usually leave them out.
    static func codabarWithStartStop(_ bytes: [UInt8]) -> [UInt8] {
        let startStop = Set(Array("ABCD".utf8))
        if let first = bytes.first, let last = bytes.last, bytes.count >= 2, startStop.contains(first), startStop.contains(last) {
            return bytes
        }
        return [UInt8(ascii: "A")] + bytes + [UInt8(ascii: "A")]
    }

    private static func symbology(for format: Barcode.Format) -> Int32? {
        switch format {
        case .pdf417: BARCODE_PDF417
        case .aztec: BARCODE_AZTEC
        case .code128: BARCODE_CODE128
        case .code39: BARCODE_CODE39
        case .codabar: BARCODE_CODABAR
        case .ean13: BARCODE_EANX
        case .interleaved2of5: BARCODE_C25INTER
        default: nil
        }
    }

    /// Reads zint's bit-packed rows; a stacked code's rows are repeated to their height in modules.
    private static func matrix(of symbol: UnsafeMutablePointer<zint_symbol>, format: Barcode.Format) -> BarcodeMatrix {
        let width = Int(CZint_width(symbol))
        var rows: [[Bool]] = []
        for row in 0..<Int(CZint_rows(symbol)) {
            rows.append((0..<width).map { CZint_module_is_set(symbol, Int32(row), Int32($0)) == 1 })
        }
        let repeats: [Int]
        if format.isOneDimensional {
            rows = Array(rows.prefix(1))
            repeats = [1]
        } else if format == .pdf417 {
            // ISO 15438 rows are at least three modules high, which is what zint's default gives.
            repeats = [Int](repeating: 3, count: rows.count)
        } else {
            repeats = [Int](repeating: 1, count: rows.count)
        }
        var modules: [Bool] = []
        for (line, count) in zip(rows, repeats) {
            for _ in 0..<count { modules += line }
        }
        return BarcodeMatrix(format: format, width: width, height: modules.count / width, modules: modules)
    }
}
