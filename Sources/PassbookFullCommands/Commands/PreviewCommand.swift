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
            the classic fallback. The localization shown is the one Wallet picks for the reader's \
            languages: --language, else this machine's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), falling \
            back as Apple's systems do (de-AT to de, zh-HK to zh-Hant), then to the pass's English or \
            first localization. A .pkpasses bundle is drawn whole, its passes side by side, or one \
            pass of it with --member. An order (a .order file, or a folder with order.json) is drawn \
            as Wallet's order view lists it: merchant, status, fulfillments, line items and payment.
            """
    )

    @Argument(help: "A pass folder, a .pkpass file or a .pkpasses bundle.", completion: .file())
    var pass: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the preview ('-' for standard output).", completion: .file())
    var output: String

    @Flag(name: .customLong("back"), help: "Draw the back of the pass instead of the front.")
    var back = false

    @Flag(name: .customLong("both"), help: "Draw the front and the back side by side.")
    var both = false

    @Option(name: .customLong("scale"), help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 2

    @OptionGroup var languages: LanguageOptions

    @Option(name: .customLong("member"), help: "The pass of a .pkpasses bundle to draw, from 1. Default: all of them side by side.")
    var member: Int?

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
        if let member, member < 1 {
            throw ValidationError("--member \(member) is not a pass's place in the bundle: they are counted from 1.")
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
        let url = URL(fileURLWithPath: pass)
        let packages: [PassPackage]
        let input = try PassInput.open(url, limits: limits.zipLimits)
        let readers = languages.readers
        if let files = Self.orderFiles(input) {
            guard member == nil, !back, !both else {
                throw ValidationError("--member, --back and --both are for passes; an order is drawn as one summary.")
            }
            let options = PreviewOptions(
                scale: scale, languages: readers, timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current,
                now: now.flatMap(W3CDate.init)?.date ?? Date()
            )
            try Console.deliver(try OrderPreview(files: files, options: options).render(format: resolvedFormat), to: output, what: "preview")
            return
        }
        switch input {
        case .folder(let source):
            guard member == nil else { throw ValidationError("--member picks a pass of a .pkpasses bundle; \(pass) is a pass folder.") }
            packages = [try PassPackage(viewing: source)]
        case .archive(let archive, let name):
            guard member == nil else { throw ValidationError("--member picks a pass of a .pkpasses bundle; \(pass) is a single pass.") }
            packages = [try PassPackage(viewing: PassSource(archive: archive, name: name))]
        case .bundle(let bundle, _):
            Console.report(bundle.diagnostics)
            let chosen: [PassBundle.Entry]
            if let member {
                guard member <= bundle.entries.count else {
                    throw ValidationError("--member \(member): the bundle holds \(Count.of(bundle.entries.count, "pass", "passes")), so give 1 to \(bundle.entries.count).")
                }
                chosen = [bundle.entries[member - 1]]
            } else {
                chosen = bundle.entries
            }
            packages = try chosen.map { entry in
                try PassPackage(viewing: PassSource(archive: ZipReader(limits: limits.zipLimits).read(entry.archive, what: entry.name), name: entry.name))
            }
        }
        let options = PreviewOptions(
            scale: scale,
            languages: readers,
            timeZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current,
            now: now.flatMap(W3CDate.init)?.date ?? Date(),
            layout: scheme.flatMap { PassLayout(rawValue: $0.rawValue) }
        )
        let previews = packages.map { PassPreview(prepared($0, named: packages.count > 1, readers: readers), options: options) }
        let sides: [PassSide] = both ? [.front, .back] : back ? [.back] : [.front]
        let data = try PassPreview.render(previews, sides: sides, format: resolvedFormat)
        try Console.deliver(data, to: output, what: "preview")
    }

    /// The files of an order (order.json and no pass.json), or nil for a pass or bundle.
    private static func orderFiles(_ input: PassInput) -> [String: Data]? {
        let files: [String: Data]
        switch input {
        case .folder(let source): files = source.files
        case .archive(let archive, _): files = Dictionary(archive.entries.map { ($0.name, $0.data) }) { first, _ in first }
        case .bundle: return nil
        }
        return PackageKind.of(files: files.keys) == .order ? files : nil
    }

    /// The package as drawn, with what Wallet would not show left out and said on standard error.
    private func prepared(_ original: PassPackage, named: Bool, readers: PreferredLanguages) -> PassPackage {
        var package = original
        let prefix = named ? "\(package.pass.serialNumber): " : ""
        // What is missing or could not be read: the preview shows the rest.
        for diagnostic in package.diagnostics where diagnostic.severity == .error {
            Console.err("note: \(prefix)\(diagnostic)")
        }
        package.pass.barcodes = package.pass.barcodes.map(drawable)
        package.pass.barcode = package.pass.barcode.flatMap { drawable([$0]).first }
        if package.pass.style == nil {
            // Nothing says how to lay the fields out; the generic layout shows what there is.
            Console.err("note: \(prefix)pass.json has no style key, which Wallet refuses; drawn as a generic pass — add one of boardingPass, coupon, eventTicket, generic or storeCard")
            package.pass.setStyle(.generic, fields: package.pass.posterGeneric ?? PassFields())
        }
        if !package.languages.isEmpty {
            let shown = readers.localization(among: package.languages) ?? "none"
            let matched = readers.preferred(among: package.languages) != nil
            let region = shown == "en" ? "English" : "first localization"
            let why = matched ? "the reader's languages: \(readers)"
                : readers.tags.isEmpty ? "no reader's language is set, so the pass's \(region) is shown as its development region"
                : "the pass has none of the reader's languages (\(readers)), so its \(region) is shown as its development region"
            Console.err("note: \(prefix)shown in \(shown) of \(package.languages.joined(separator: ", ")): \(why)")
        } else if languages.isGiven {
            Console.err("note: \(prefix)the pass has no localization; pass.json is shown as written")
        }
        let resolution = StyleSchemeResolution(package)
        if resolution.asksForLayouts, scheme == nil {
            let failed = resolution.attempts.filter { $0.isReached && !$0.isSatisfied }.map { "\($0.scheme) needs \($0.missing.map(\.description).joined(separator: "; "))" }
            Console.err("note: \(prefix)drawn in the \(resolution.layout) layout\(failed.isEmpty ? "" : " (\(failed.joined(separator: "; ")))")")
        }
        return package
    }
}
