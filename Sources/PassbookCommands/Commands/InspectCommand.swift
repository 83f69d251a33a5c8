import ArgumentParser
import Foundation
import Passbook

/// `passbook inspect`: what a pass holds and who signed it.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show a pass: style, identifiers, fields, barcodes, files with sizes, signer and signing time.",
        discussion: """
            Shows what the pass holds even when Wallet would refuse it: required keys that are missing \
            are listed, and values that cannot be read are left out with a note ('passbook validate' \
            explains every problem). Fails only when nothing can be read: not a folder or zip archive, \
            no pass.json, or pass.json not a JSON object. Texts are shown in the localization Wallet \
            picks for the reader's languages (--language, else this machine's), as 'passbook preview' \
            draws them; --json keeps pass.json's texts and adds the shown ones where they differ.
            """
    )

    @Argument(help: "A .pkpass file, a .pkpasses bundle, a pass folder, or a .order file or order folder.", completion: .file())
    var file: String

    @Flag(name: .customLong("json"), help: "Print the summary as JSON.")
    var json = false

    @OptionGroup var languages: LanguageOptions

    @OptionGroup(title: "Limits") var limits: ReadLimitOptions

    struct Summary: Codable {
        struct Field: Codable {
            var group: String
            var key: String
            var label: String?
            var value: String
            /// The label and value as shown in ``Summary/localization``, where a translation changes them.
            var localizedLabel: String?
            var localizedValue: String?
        }
        struct Barcode: Codable {
            var format: String
            var message: String
            var messageEncoding: String
            var altText: String?
        }
        struct File: Codable {
            var path: String
            var bytes: Int
        }
        struct Signature: Codable {
            var signer: String
            var issuer: String
            var signingTime: Date?
            var digestAlgorithm: String?
            var certificateValidUntil: Date
        }
        /// A layout the pass asks for, as Wallet judges it.
        struct Scheme: Codable {
            var scheme: String
            var path: String
            /// `used`, `falls back` or `not reached`.
            var status: String
            var missing: [String]
        }
        var style: String?
        /// The localization shown, chosen from the reader's languages; nil for a pass without one.
        var localization: String?
        /// Every localization of the pass.
        var localizations: [String]?
        /// The layout Wallet draws on the newest system; only for passes that ask for other layouts.
        var layout: String?
        var schemes: [Scheme]?
        var passTypeIdentifier: String
        var teamIdentifier: String
        var serialNumber: String
        var organizationName: String
        var description: String
        /// Required keys the pass lacks, shown empty.
        var missing: [String]
        var fields: [Field]
        var barcodes: [Barcode]
        var files: [File]
        var signature: Signature?
        var diagnostics: [String]
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        // Read once, a part at a time; the package, the file list and the signature facts all come from it.
        let input = try PassInput.open(url, limits: limits.zipLimits)
        if try showOrder(input) { return }
        switch input {
        case .folder(let source):
            let package = try PassPackage(viewing: source)
            let files = try package.contents().map { Summary.File(path: $0.key, bytes: $0.value.count) }
            try show([summary(of: package, files: files, signature: nil)])
        case .archive(let archive, let name):
            try show([summary(ofArchive: archive, name: name)])
        case .bundle(let bundle, let name):
            Console.report(bundle.diagnostics)
            let summaries = try bundle.entries.map { try summary(ofArchive: ZipReader(limits: limits.zipLimits).read($0.archive, what: $0.name), name: $0.name) }
            let bytes = bundle.entries.reduce(0) { $0 + $1.archive.count }
            if !json { Console.out("\(name): a bundle of \(summaries.count) passes, \(bytes) bytes\n") }
            try show(summaries, names: bundle.entries.map(\.name))
        }
    }

    /// Shows a Wallet order (order.json and no pass.json); false for anything else.
    private func showOrder(_ input: PassInput) throws -> Bool {
        let summary: OrderSummary
        switch input {
        case .folder(let source) where PackageKind.of(files: source.files.keys) == .order:
            summary = try OrderSummary(files: source.files, name: source.name, signature: nil, readers: readers)
        case .archive(let archive, let name) where PackageKind.of(files: archive.entries.map(\.name)) == .order:
            let report = try PassVerifier().verify(archive, name: name)
            let signature = report.signer.map {
                Summary.Signature(signer: $0.subject, issuer: $0.issuer, signingTime: $0.signingTime, digestAlgorithm: $0.digestAlgorithm, certificateValidUntil: $0.notAfter)
            }
            summary = try OrderSummary(files: Dictionary(archive.entries.map { ($0.name, $0.data) }) { first, _ in first }, name: name, signature: signature, readers: readers)
        default:
            return false
        }
        Console.out(json ? try JSONOutput.encode(summary) : summary.text)
        return true
    }

    private func show(_ summaries: [Summary], names: [String]? = nil) throws {
        if json {
            Console.out(try names == nil ? JSONOutput.encode(summaries[0]) : JSONOutput.encode(summaries))
            return
        }
        var blocks: [String] = []
        for (index, summary) in summaries.enumerated() {
            blocks.append((names.map { "== \($0[index])\n" } ?? "") + Self.render(summary))
        }
        Console.out(blocks.joined(separator: "\n\n"))
    }

    private var readers: PreferredLanguages { languages.readers }

    func summary(ofArchive archive: ZipReader.Archive, name: String) throws -> Summary {
        let package = try PassPackage(viewing: PassSource(archive: archive, name: name))
        let files = archive.entries.map { Summary.File(path: $0.name, bytes: $0.data.count) }
        let report = try PassVerifier().verify(archive, name: name)
        let signature = report.signer.map {
            Summary.Signature(signer: $0.subject, issuer: $0.issuer, signingTime: $0.signingTime, digestAlgorithm: $0.digestAlgorithm, certificateValidUntil: $0.notAfter)
        }
        return summary(of: package, files: files, signature: signature)
    }

    func summary(of package: PassPackage, files: [Summary.File], signature: Summary.Signature?) -> Summary {
        let pass = package.pass
        let localization = readers.localization(among: package.languages)
        let table = localization.flatMap { package.strings(for: $0) }.flatMap { try? StringsFile(data: $0, file: "pass.strings").table } ?? [:]
        func translated(_ text: String?) -> String? {
            text.flatMap { table[$0] }.flatMap { $0 == text ? nil : $0 }
        }
        let barcodes = pass.barcodes ?? pass.barcode.map { [$0] } ?? []
        let resolution = StyleSchemeResolution(package)
        let schemes = resolution.attempts.map { attempt in
            Summary.Scheme(
                scheme: attempt.scheme, path: attempt.path,
                status: !attempt.isReached ? "not reached" : attempt.isSatisfied ? "used" : "falls back",
                missing: attempt.missing.map(\.description)
            )
        }
        let summary = Summary(
            style: pass.style?.key,
            localization: localization,
            localizations: package.languages.isEmpty ? nil : package.languages,
            layout: resolution.asksForLayouts ? resolution.layout.rawValue : nil,
            schemes: resolution.asksForLayouts ? schemes : nil,
            passTypeIdentifier: pass.passTypeIdentifier,
            teamIdentifier: pass.teamIdentifier,
            serialNumber: pass.serialNumber,
            organizationName: pass.organizationName,
            description: pass.description,
            missing: pass.emptyRequiredKeys,
            fields: pass.allFields.map {
                Summary.Field(
                    group: $0.group.key, key: $0.field.key, label: $0.field.label, value: $0.field.value.description,
                    localizedLabel: translated($0.field.label), localizedValue: translated($0.field.value.description)
                )
            },
            barcodes: barcodes.map { Summary.Barcode(format: $0.format.rawValue, message: $0.message, messageEncoding: $0.messageEncoding, altText: $0.altText) },
            files: files.sorted { $0.path < $1.path },
            signature: signature,
            // The missing keys have a line of their own.
            diagnostics: package.diagnostics.filter { $0.id != "structure.key.required" }.map(\.description)
        )
        return summary
    }

    static func render(_ summary: Summary) -> String {
        func shown(_ value: String, _ key: String) -> String {
            summary.missing.contains(key) ? "(missing)" : value
        }
        var lines = [
            "Style:          \(summary.style ?? "none")",
        ]
        if let localization = summary.localization {
            lines.append("Localization:   \(localization) (of \((summary.localizations ?? []).joined(separator: ", ")))")
        }
        if let layout = summary.layout {
            let fellBack = !(summary.schemes ?? []).contains { $0.status == "used" }
            lines.append("Layout:         \(layout)\(fellBack ? " (Wallet falls back: no layout asked for is satisfied)" : "")")
            for scheme in summary.schemes ?? [] {
                let why = scheme.missing.isEmpty ? "" : ": needs \(scheme.missing.joined(separator: "; "))"
                lines.append("  \(scheme.scheme) (\(scheme.path)): \(scheme.status)\(why)")
            }
        }
        lines += [
            "Pass type ID:   \(shown(summary.passTypeIdentifier, "passTypeIdentifier"))",
            "Team ID:        \(shown(summary.teamIdentifier, "teamIdentifier"))",
            "Serial number:  \(shown(summary.serialNumber, "serialNumber"))",
            "Organization:   \(shown(summary.organizationName, "organizationName"))",
            "Description:    \(shown(summary.description, "description"))",
        ]
        if !summary.missing.isEmpty {
            let them = summary.missing.count == 1 ? "it" : "them"
            lines.append("Missing:        \(summary.missing.joined(separator: ", ")) — Wallet refuses the pass without \(them); add \(them) to pass.json")
        }
        lines.append("Fields:")
        for field in summary.fields {
            let label = field.localizedLabel ?? field.label
            let value = field.localizedValue ?? field.value
            lines.append("  \(field.group).\(field.key): \(label.map { "\($0) = " } ?? "")\(value.replacingOccurrences(of: "\n", with: " ⏎ "))")
        }
        lines.append("Barcodes:\(summary.barcodes.isEmpty ? " none" : "")")
        for barcode in summary.barcodes {
            lines.append("  \(barcode.format) (\(barcode.messageEncoding)): \(barcode.message)\(barcode.altText.map { " [\($0)]" } ?? "")")
        }
        lines.append("Files:")
        for file in summary.files {
            lines.append("  \(String(file.bytes).leftPadded(to: 9)) \(file.path)")
        }
        lines += signatureLines(summary.signature)
        for diagnostic in summary.diagnostics {
            lines.append("note: \(diagnostic)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Who signed a package and when, as `inspect` shows it for passes and orders.
func signatureLines(_ signature: InspectCommand.Summary.Signature?) -> [String] {
    guard let signature else { return ["Signed by:      not signed (a source folder)"] }
    let dates = ISO8601DateFormatter()
    return [
        "Signed by:      \(signature.signer)",
        "Issuer:         \(signature.issuer)",
        "Signing time:   \(signature.signingTime.map(dates.string(from:)) ?? "none recorded")",
        "Digest:         \(signature.digestAlgorithm ?? "unknown")",
        "Certificate to: \(dates.string(from: signature.certificateValidUntil))",
    ]
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
