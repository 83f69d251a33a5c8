import ArgumentParser
import PassbookCommands
import Foundation
import Passbook
import PassbookRendering

/// `passbook preview`: draws a pass as Wallet shows it.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: FullCommand.preview.rawValue,
        abstract: FullCommand.preview.abstract,
        discussion: """
            The format follows the output file's extension unless --format is given. PNG is drawn at \
            --scale pixels per point (2 by default, as an @2x image); SVG and PDF are in points. \
            A pass Wallet would refuse is drawn as far as it goes, and what is missing is listed on \
            standard error; only a pass with nothing to read (no pass.json, or not JSON) fails. \
            The front is drawn in the layout Wallet picks (poster event ticket, semantic boarding pass, \
            poster generic or classic, as 'passbook inspect' explains); --scheme draws another, such as \
            the classic fallback.
            """
    )

    @Argument(help: "A pass folder or a .pkpass file.", completion: .file())
    var pass: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the preview ('-' for standard output).", completion: .file())
    var output: String

    @Flag(name: .customLong("back"), help: "Draw the back of the pass instead of the front.")
    var back = false

    @Flag(name: .customLong("both"), help: "Draw the front and the back side by side.")
    var both = false

    @Option(name: .customLong("scale"), help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 2

    @Option(name: .customLong("language"), help: "The localization to show, such as de or zh-Hans: its pass.strings and localized images.")
    var language: String?

    /// The formats by name, for the parser.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case png, svg, pdf
    }

    @Option(name: .customLong("format"), help: "The file format. Default: from the output file's extension, else png.")
    var format: Format?

    @Option(name: .customLong("time-zone"), help: "The time zone dates are shown in, such as Europe/Vienna. Default: this machine's.")
    var timeZone: String?

    @Option(name: .customLong("now"), help: "The moment relative dates are measured from, as 2027-01-31T12:00:00Z. Default: now.")
    var now: String?

    @Option(name: .customLong("scheme"), help: "The layout to draw: classic, posterEventTicket, semanticBoardingPass or posterGeneric. Default: the one Wallet picks.")
    var scheme: Scheme?

    /// The layouts by name, for the parser.
    enum Scheme: String, CaseIterable, ExpressibleByArgument {
        case classic, posterEventTicket, semanticBoardingPass, posterGeneric
    }

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3.") }
        guard !(back && both) else { throw ValidationError("Give --back or --both, not both.") }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("--time-zone \(timeZone) is not a time zone name such as Europe/Vienna.")
        }
        if let now, W3CDate(now) == nil {
            throw ValidationError("--now \(now) is not a date such as 2027-01-31T12:00:00Z.")
        }
    }

    /// The format asked for, else the one the output's extension names, else PNG.
    var resolvedFormat: PreviewFormat {
        format.flatMap { PreviewFormat(rawValue: $0.rawValue) } ?? PreviewFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) ?? .png
    }

    /// The barcodes that can be drawn; Wallet cannot draw the others either, so they are left out with a note.
    private func drawable(_ barcodes: [Barcode]) -> [Barcode] {
        barcodes.filter { barcode in
            do throws(PassbookError) {
                _ = try BarcodePayload(barcode)
                return true
            } catch {
                Console.err("note: the \(barcode.format.displayName) barcode is not drawn, as Wallet cannot draw it either: \(error.reason). \(error.fix ?? "passbook validate explains it")")
                return false
            }
        }
    }

    func run() throws {
        var package = try PassPackage(viewing: PassSource(contentsOf: URL(fileURLWithPath: pass), limits: limits.zipLimits))
        // What is missing or could not be read: the preview shows the rest.
        for diagnostic in package.diagnostics where diagnostic.severity == .error {
            Console.err("note: \(diagnostic)")
        }
        package.pass.barcodes = package.pass.barcodes.map(drawable)
        package.pass.barcode = package.pass.barcode.flatMap { drawable([$0]).first }
        if package.pass.style == nil {
            // Nothing says how to lay the fields out; the generic layout shows what there is.
            Console.err("note: pass.json has no style key, which Wallet refuses; drawn as a generic pass — add one of boardingPass, coupon, eventTicket, generic or storeCard")
            package.pass.setStyle(.generic, fields: package.pass.posterGeneric ?? PassFields())
        }
        if let language, !package.languages.contains(language) {
            Console.err("warning: the pass has no \(language).lproj folder; showing pass.json as written (localizations: \(package.languages.isEmpty ? "none" : package.languages.joined(separator: ", ")))")
        }
        let resolution = StyleSchemeResolution(package)
        if resolution.asksForLayouts, scheme == nil {
            let failed = resolution.attempts.filter { $0.isReached && !$0.isSatisfied }.map { "\($0.scheme) needs \($0.missing.map(\.description).joined(separator: "; "))" }
            Console.err("note: drawn in the \(resolution.layout) layout\(failed.isEmpty ? "" : " (\(failed.joined(separator: "; ")))")")
        }
        let options = PreviewOptions(
            scale: scale,
            language: language,
            timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current,
            now: now.flatMap(W3CDate.init)?.date ?? Date(),
            layout: scheme.flatMap { PassLayout(rawValue: $0.rawValue) }
        )
        let sides: [PassSide] = both ? [.front, .back] : back ? [.back] : [.front]
        let data = try PassPreview(package, options: options).render(sides, format: resolvedFormat)
        try Console.deliver(data, to: output, what: "preview")
    }
}
