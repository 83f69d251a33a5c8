import CQRencode
import Foundation
import Passbook

/// QR codes through libqrencode, at error-correction level M.
enum QRCodeEncoder {
    static func encode(_ bytes: [UInt8]) throws(PassbookError) -> BarcodeMatrix {
        let code: UnsafeMutablePointer<QRcode>?
        if bytes.contains(0) {
            // A NUL cannot pass through the string API; 8-bit mode carries any byte.
            code = bytes.withUnsafeBufferPointer { QRcode_encodeData(Int32($0.count), $0.baseAddress, 0, QR_ECLEVEL_M) }
        } else {
            // The string API picks numeric and alphanumeric modes where they fit, which is what
            // lets a QR code hold 5,596 digits rather than 2,331 bytes. Case-sensitive, no Kanji.
            code = (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { QRcode_encodeString($0.baseAddress, 0, QR_ECLEVEL_M, QR_MODE_8, 1) }
            }
        }
        guard let code else {
            let reason = errno == ERANGE
                ? "the message is \(bytes.count) bytes long, more than a QR code holds at error-correction level M"
                : "libqrencode could not encode the message (\(String(cString: strerror(errno))))"
            throw PassbookError(.barcode, operation: "encode the QR message", reason: reason, fix: "Shorten the message")
        }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        var modules = [Bool](repeating: false, count: width * width)
        for index in 0..<modules.count {
            // Bit 0 of each byte is the module's colour; the other bits describe its role.
            modules[index] = code.pointee.data[index] & 1 == 1
        }
        return BarcodeMatrix(format: .qr, width: width, height: width, modules: modules)
    }
}
