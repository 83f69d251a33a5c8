package import ArgumentParser
import Foundation
import Passbook

/// `passbook batch`: one signed pass per record of a data file.
package struct BatchCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Issue one signed pass per record of a CSV or JSON Lines file, from a template.",
        discussion: """
            Renders the template with each record, validates the pass, signs it and writes \
            OUT/<serial>.pkpass, on every core and in constant memory. Serial numbers come from a \
            serialNumber column, or are made (random, unique, not guessable). A bad record is reported \
            with its line and skipped; the good ones are still written. Exits 0 when every record gave \
            a pass, 1 when some failed.
            """
    )

    @Argument(help: "The template folder (pass.json with placeholders and template.json).", completion: .directory)
    var template: String

    @Option(name: .customLong("data"), help: "The records: a .csv file with a header row, or a .jsonl file of one object per line.", completion: .file())
    var data: String

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case csv, jsonl
        var dataFormat: DataFileFormat { self == .csv ? .csv : .jsonl }
    }

    @Option(help: "The data format, when the extension does not say: csv or jsonl.")
    var format: Format?

    @Option(name: [.short, .customLong("output")], help: "The folder to write the passes to (made if missing).", completion: .directory)
    var output: String = "out"

    @Flag(help: "Group the passes into .pkpasses bundles of 10 (Wallet's limit) instead of one .pkpass each.")
    var bundle = false

    @Option(name: .customLong("bundle-size"), help: "Passes per .pkpasses bundle, 1 to 10 (implies --bundle).")
    var bundleSize: Int?

    @Flag(name: .customLong("fail-fast"), help: "Stop at the first bad record instead of skipping it.")
    var failFast = false

    @Option(name: [.short, .customLong("jobs")], help: "How many passes to build at once (default: one per core).")
    var jobs: Int?

    @Option(name: .customLong("max-record-size"), help: ArgumentHelp("The most megabytes one record (a CSV row, a JSON line) may have.", valueName: "MB"))
    var maxRecordMegabytes = DataFileReader.defaultMaxRecordSize / 1_000_000

    @Flag(help: "Show no progress, only failures and the summary.")
    var quiet = false

    @Flag(help: "Keep the passes an earlier run of the same data wrote to the output folder (each one verified) and issue the rest; records without a serial number get the one they had.")
    var resume = false

    @Flag(name: .customLong("sync"), help: "Wait until every written file is on disk before exiting (without it, --resume after a power cut issues again any pass that did not reach the disk).")
    var flushesToDisk = false

    @OptionGroup var identity: IdentityOptions

    @OptionGroup(title: "Validation") var validation: ValidationFlags

    @OptionGroup(title: "Reproducible output") var time: SigningTimeOptions

    @OptionGroup(title: "Google Wallet") package var google: GoogleLinkOptions

    package init() {}

    /// The folder the passes go to.
    package var outputFolder: String { output }

    package func validate() throws {
        if let bundleSize, !(1...PassBundle.maximumPassCount).contains(bundleSize) {
            throw ValidationError("--bundle-size takes 1 to \(PassBundle.maximumPassCount): Wallet refuses bundles of more than \(PassBundle.maximumPassCount) passes.")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes 1 or more.") }
        if !(1...1_000).contains(maxRecordMegabytes) { throw ValidationError("--max-record-size takes 1 to 1000 (megabytes).") }
    }

    package func run() throws {
        // Links are made in passbook-full, which has the Google Wallet stack and runs this command too.
        let links = BatchLinks.registered
        if google.isRequested, links == nil { FullProgram.exec(Array(CommandLine.arguments.dropFirst())) }
        // The identity is read on another core while the template is read; its errors still come
        // after the template's.
        let identityOptions = identity
        let pending = Prefetched { try identityOptions.load() }
        let passTemplate = try PassTemplate(folder: URL(fileURLWithPath: template))
        Console.report(passTemplate.diagnostics)
        let dataURL = URL(fileURLWithPath: data)
        var options = BatchIssuer.Options(
            outputFolder: URL(fileURLWithPath: output), failFast: failFast,
            validator: PassValidator(options: validation.textOptions), signingTime: time.date
        )
        if bundle || bundleSize != nil { options.bundleSize = bundleSize ?? PassBundle.maximumPassCount }
        if let jobs { options.concurrency = jobs }
        options.maxRecordSize = maxRecordMegabytes * 1_000_000
        options.resume = resume
        options.flushesToDisk = flushesToDisk
        if google.isRequested, passTemplate.kind == .order {
            throw ValidationError("\(template) is an order template, and Google Wallet has passes only: leave out the Google Wallet options.")
        }
        if google.isRequested, let links { options.sinks = [try links(google, URL(fileURLWithPath: output))] }
        let issuer = try BatchIssuer(template: passTemplate, identity: pending.value(), options: options)
        // Hints (Apple's advice) only with --hints, as build and validate print them: a template's
        // hint is not news on every run of its data.
        Console.report(validation.shown(issuer.exampleReport.diagnostics))
        // The count only sizes the progress bar: a quiet run reads the data once.
        let total = quiet ? nil : try DataFileReader.countRecords(url: dataURL, format: format?.dataFormat, maxRecordSize: options.maxRecordSize)
        var bar = ProgressBar()
        let interrupt = InterruptRequest {
            Console.err("\nstopping: the passes under way are finished and written (press Ctrl-C again to stop at once)")
        }
        let summary = try issuer.run(
            dataFile: dataURL, format: format?.dataFormat, total: total,
            progress: { progress in
                if !quiet { bar.update(progress) }
            },
            failure: { failure in
                bar.clear()
                Console.err("\(dataURL.lastPathComponent):\(failure.line.map(String.init) ?? "?"): error: \(failure.message)")
            },
            warning: { message in
                bar.clear()
                Console.err("warning: \(message)")
            },
            shouldStop: { interrupt.isRequested }
        )
        bar.finish()
        let what = options.bundleSize == nil ? "" : " in \(summary.filesWritten) bundle\(summary.filesWritten == 1 ? "" : "s")"
        let (one, many) = passTemplate.kind == .order ? ("order", "orders") : ("pass", "passes")
        var line = "\(summary.succeeded) \(summary.succeeded == 1 ? one : many) written to \(DisplayPath.file("", in: output))\(what) in \(String(format: "%.1f", summary.elapsed)) s (\(ProgressBar.format(summary.rate)) \(many)/s)"
        if summary.failed > 0 {
            let lines = summary.failures.compactMap(\.line).map(String.init)
            let shown = lines.prefix(20).joined(separator: ", ") + (lines.count > 20 || summary.failed > lines.count ? ", …" : "")
            line += "; \(summary.failed) record\(summary.failed == 1 ? "" : "s") failed (line\(summary.failed == 1 ? "" : "s") \(shown))"
        }
        if summary.kept > 0 { line += "; \(summary.kept) kept from the earlier run (--resume)" }
        if summary.stoppedEarly { line += "; stopped at the first failure (--fail-fast)" }
        Console.err(line + ". Index: \(DisplayPath.file(BatchIssuer.indexFileName, in: output))")
        if google.isRequested {
            // Every pass given (written or kept) got its link: a link that failed failed its record.
            Console.err("\(summary.succeeded) Google Wallet link\(summary.succeeded == 1 ? "" : "s") written beside the passes (SERIAL.google.txt)")
        }
        if summary.interrupted {
            Console.err("Interrupted before the end of \(dataURL.lastPathComponent): run the same command with --resume to issue the rest.")
            throw ExitCode(130)
        }
        if summary.failed > 0 { throw ExitCode.failure }
    }
}

