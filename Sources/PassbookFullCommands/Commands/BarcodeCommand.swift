import ArgumentParser
import PassbookCommands
import Foundation
import Passbook
import PassbookRendering

/// `passbook barcode`: draws one barcode as Wallet encodes it.
struct BarcodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.barcode.rawValue,
        abstract: FullCommand.barcode.abstract,
        discussion: """
            The message is turned into bytes with --encoding (iso-8859-1 by default, as Wallet does) and \
            checked against what the format can carry before it is drawn. QR codes use error-correction \
            level M. The file's extension chooses PNG or SVG.
            """
    )

    /// The formats by their short names.
    enum Symbology: String, CaseIterable, ExpressibleByArgument {
        case qr, pdf417, aztec, code128, code39, codabar, ean13, itf

        var format: Barcode.Format {
            switch self {
            case .qr: .qr
            case .pdf417: .pdf417
            case .aztec: .aztec
            case .code128: .code128
            case .code39: .code39
            case .codabar: .codabar
            case .ean13: .ean13
            case .itf: .interleaved2of5
            }
        }
    }

    @Option(name: .customLong("format"), help: "The symbology.")
    var format: Symbology

    @Option(name: .customLong("message"), help: "The text to encode.")
    var message: String

    @Option(name: .customLong("encoding"), help: "The messageEncoding that turns the message into bytes.")
    var encoding = "iso-8859-1"

    @Option(name: .customLong("scale"), help: "Pixels per module in PNG, units per module in SVG.")
    var scale = 4

    @Option(name: .customLong("quiet-zone"), help: "The light margin in modules. Default: what the symbology's standard asks for.")
    var quietZone: Int?

    @Option(name: [.short, .customLong("output")], help: "Where to write the image, .png or .svg ('-' writes PNG to standard output).", completion: .file())
    var output: String

    func validate() throws {
        guard (1...100).contains(scale) else { throw ValidationError("--scale must be between 1 and 100.") }
        if let quietZone, !(0...100).contains(quietZone) { throw ValidationError("--quiet-zone must be between 0 and 100.") }
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        guard output == "-" || ext == "png" || ext == "svg" else {
            throw ValidationError("The output must end in .png or .svg.")
        }
    }

    func run() throws {
        let payload = try BarcodePayload(message: message, encoding: encoding, format: format.format)
        let matrix = try BarcodeEncoder.encode(payload)
        let options = BarcodeImageOptions(moduleSize: scale, quietZone: quietZone)
        let isSVG = URL(fileURLWithPath: output).pathExtension.lowercased() == "svg"
        let data = isSVG ? Data(matrix.svg(options: options).utf8) : try matrix.pngData(options: options)
        try Console.deliver(data, to: output, what: "barcode")
        Console.err("\(format.format.displayName), \(payload.bytes.count) bytes in \(payload.encoding), \(matrix.width) × \(matrix.height) modules")
    }
}
