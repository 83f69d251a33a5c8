public import Passbook

extension PassbookError.Code {
    /// A preview or barcode image could not be drawn.
    public static let render = PassbookError.Code(rawValue: "render")
}
