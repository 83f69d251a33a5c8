public import Foundation

/// Issues one signed pass per record of a data file, on every core, in constant memory.
///
/// Records are read one at a time and at most a few per core are in flight, so memory stays flat
/// however long the file is. The template's shared files are hashed and zipped once and its
/// images measured once; each record is rendered, validated, signed and written on its own. A bad
/// record is reported with its line and skipped (or stops the run with ``Options/failFast``); every
/// good record is still written.
///
/// ```swift
/// let issuer = try BatchIssuer(template: template, identity: identity, options: .init(outputFolder: out))
/// let summary = try await issuer.run(dataFile: URL(fileURLWithPath: "people.csv"))
/// print("\(summary.succeeded) passes, \(summary.failed) failed")
/// ```
public struct BatchIssuer: Sendable {
    /// How a batch runs.
    public struct Options: Sendable {
        /// Where the `.pkpass` or `.pkpasses` files go; made if missing.
        public var outputFolder: URL
        /// Group the passes into `.pkpasses` bundles of this many (1 to 10); `nil` writes one `.pkpass` each.
        public var bundleSize: Int?
        /// Stop at the first bad record (passes already under way are still finished and written).
        public var failFast: Bool
        /// How many records are built at once; all cores by default.
        public var concurrency: Int
        /// The validator each rendered pass goes through; errors reject the record.
        public var validator: PassValidator
        /// The signing time written into every signature.
        public var signingTime: Date
        /// The most bytes one record of the data file may have.
        public var maxRecordSize = DataFileReader.defaultMaxRecordSize
        /// Keep the passes an earlier run of the same data already wrote into the output folder,
        /// when they are whole and signed by this identity, and issue only the rest. Records without a serial number get the
        /// serial they had then. Not with ``bundleSize``.
        public var resume = false
        /// Write `index.csv` in the output folder: a row per record with its line, serial number,
        /// file, status (`written`, `kept`, `failed`) and error.
        public var writesIndex = true
        /// Wait, before the run returns, until every file it wrote is on disk. Files are always
        /// written whole (a reader never sees part of one); without this the system writes them out
        /// in its own time, and after a power cut soon after the run a resumed run (``resume``)
        /// finds any pass that did not reach the disk and issues it again.
        public var flushesToDisk = false
        /// Where each pass goes besides the output folder, in order, once it is written (or
        /// kept from an earlier run): an "Add to Google Wallet" link beside it. A pass that one of
        /// them refuses is reported as a failed record, its file left written.
        public var sinks: [any PackageSink] = []

        /// Creates options.
        public init(
            outputFolder: URL, bundleSize: Int? = nil, failFast: Bool = false,
            concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
            validator: PassValidator = PassValidator(), signingTime: Date = Date()
        ) {
            self.outputFolder = outputFolder
            self.bundleSize = bundleSize
            self.failFast = failFast
            self.concurrency = concurrency
            self.validator = validator
            self.signingTime = signingTime
        }
    }

    /// Where a run is.
    public struct Progress: Sendable {
        /// Records read so far, good or bad.
        public var processed: Int
        /// Passes built and written.
        public var succeeded: Int
        /// Records rejected.
        public var failed: Int
        /// How many records the file holds, when counted beforehand.
        public var total: Int?
        /// Seconds since the run started.
        public var elapsed: Double
    }

    /// A record that gave no pass, and why.
    public struct Failure: Sendable, Hashable {
        /// The line the record starts on.
        public var line: Int?
        /// The whole message: what was done, what was wrong, how to fix it.
        public var message: String
    }

    /// What a run did.
    public struct Summary: Sendable {
        /// Passes built and written.
        public var succeeded: Int
        /// Records rejected.
        public var failed: Int
        /// The first rejected records, at most ``maximumListedFailures``.
        public var failures: [Failure]
        /// Files written: passes, or bundles with ``Options/bundleSize``.
        public var filesWritten: Int
        /// Whether the run stopped at a bad record because of ``Options/failFast``.
        public var stoppedEarly: Bool
        /// Passes an earlier run had written and that verified, kept as they were (``Options/resume``).
        public var kept: Int
        /// Whether the run was stopped from outside (`shouldStop`) before the data ended.
        public var interrupted: Bool
        /// Seconds the run took.
        public var elapsed: Double

        /// Passes per second.
        public var rate: Double { elapsed > 0 ? Double(succeeded) / elapsed : 0 }
    }

    /// The name of the index a batch writes in its output folder (``Options/writesIndex``).
    public static let indexFileName = BatchIndex.fileName

    /// How many failures a summary lists; the rest are only counted (each is reported as it happens).
    public static let maximumListedFailures = 1_000

    /// The template passes are made from.
    public var template: PassTemplate { issuer.template }
    /// The identity that signs them.
    public var identity: SigningIdentity { issuer.identity }
    /// How the run goes.
    public let options: Options
    /// The validation report of the template rendered with its examples: warnings here apply to
    /// every pass, so they are reported once.
    public var exampleReport: ValidationReport { issuer.exampleReport }

    let issuer: TemplateIssuer

    /// Prepares a batch: renders the template with its examples, validates that pass and checks
    /// the identity against it, so a template or certificate problem stops the run before it starts.
    public init(template: PassTemplate, identity: SigningIdentity, options: Options) throws {
        if options.resume, options.bundleSize != nil {
            throw PassbookError(
                .invalidPackage, operation: "resume the batch with the template \(template.name)",
                reason: "a batch of bundles cannot be resumed: which passes of a bundle were written is not known",
                fix: "Resume a batch of one .pkpass per record, or run the bundles again without --resume"
            )
        }
        if options.bundleSize != nil, template.kind == .order {
            throw PassbookError(
                .invalidPackage, operation: "start the batch with the template \(template.name)",
                reason: "it makes orders, and bundles (.pkpasses) hold passes only",
                fix: "Leave out --bundle: each order is written as its own .order file"
            )
        }
        if let size = options.bundleSize, !(1...PassBundle.maximumPassCount).contains(size) {
            throw PassbookError(
                .invalidPackage, operation: "start the batch with the template \(template.name)",
                reason: "a bundle of \(size) passes was asked for, and Wallet takes 1 to \(PassBundle.maximumPassCount) passes per bundle",
                fix: "Give --bundle a number from 1 to 10"
            )
        }
        var options = options
        options.concurrency = max(1, options.concurrency)
        self.options = options
        issuer = try TemplateIssuer(template: template, identity: identity, validator: options.validator, signingTime: options.signingTime)
    }

    /// Issues a pass for every record of `dataFile`, on ``Options/concurrency`` threads.
    ///
    /// The callbacks are called one at a time (never concurrently), from the worker threads.
    ///
    /// - Parameters:
    ///   - dataFile: The records: CSV, or JSON Lines (one object per line).
    ///   - format: The data format; from the file's extension when `nil`.
    ///   - total: The number of records, for progress estimates (``DataFileReader/countRecords(url:format:maxRecordSize:)``).
    ///   - progress: Called now and then (at most ten times a second), and once at the end.
    ///   - failure: Called for each rejected record as it is rejected.
    ///   - warning: Called once for each data column the template does not use.
    ///   - shouldStop: Asked before each record is taken; once it says true, no record is started,
    ///     those under way are finished and written, and the summary says ``Summary/interrupted``.
    public func run(
        dataFile: URL, format: DataFileFormat? = nil, total: Int? = nil,
        progress: (Progress) -> Void = { _ in }, failure: (Failure) -> Void = { _ in }, warning: (String) -> Void = { _ in },
        shouldStop: @escaping @Sendable () -> Bool = { false }
    ) throws -> Summary {
        let reader = try DataFileReader(url: dataFile, format: format, maxRecordSize: options.maxRecordSize)
        try FileIO.makeFolder(options.outputFolder, what: "output folder")
        // When asked, the files are flushed once, at the end: one flush per file would cost more
        // than signing the pass.
        defer { if options.flushesToDisk { FileIO.flush(folder: options.outputFolder) } }
        BatchStagingFolder.removeStale(in: options.outputFolder)
        let staging = options.bundleSize == nil ? BatchStagingFolder.make(in: options.outputFolder) : nil
        defer { staging?.remove() }
        let seed = try SerialSeed.prepare(in: options.outputFolder, resume: options.resume)
        let index = options.writesIndex ? try BatchIndex(folder: options.outputFolder) : nil
        let check = options.resume ? WrittenPassCheck(certificate: identity.certificate, limits: ZipReader.Limits()) : nil
        return try withoutActuallyEscaping(progress) { progress in
            try withoutActuallyEscaping(failure) { failure in
                try withoutActuallyEscaping(warning) { warning in
                    let run = BatchRun(
                        issuer: self, reader: reader, dataName: dataFile.lastPathComponent, total: total,
                        callbacks: BatchRun.Callbacks(progress: progress, failure: failure, warning: warning, shouldStop: shouldStop),
                        seed: seed, index: index, staging: staging
                    )
                    DispatchQueue.concurrentPerform(iterations: options.concurrency) { _ in run.work(check: check) }
                    return try run.finish()
                }
            }
        }
    }

    /// Renders, validates, signs and (without bundles) writes one record's pass; with `check`
    /// (a resumed run), keeps the record's pass instead when it is already written and intact.
    func issue(_ record: TemplateRecord, into folder: URL, check: WrittenPassCheck? = nil, staging: BatchStagingFolder? = nil) -> Outcome {
        issue(record, into: folder, path: folder.path, check: check, staging: staging)
    }

    /// ``issue(_:into:check:staging:)`` with the folder's path given, as a run reads it once.
    func issue(_ record: TemplateRecord, into folder: URL, path folderPath: String, check: WrittenPassCheck?, staging: BatchStagingFolder?) -> Outcome {
        let serial = record.serialNumber ?? ""
        do {
            if let check {
                let name = Self.fileName(forSerial: serial, kind: template.kind)
                let url = folder.appending(path: name, directoryHint: .notDirectory)
                if check.isIntact(url, serial: serial, kind: template.kind) {
                    if !options.sinks.isEmpty {
                        let kept = try SignedPackage(reading: FileIO.read(url, what: "pass", limit: ZipReader.Limits().maxTotalSize), name: name)
                        for sink in options.sinks { try sink.deliver(kept) }
                    }
                    return .kept(line: record.line, serial: serial, file: name)
                }
            }
            let written: [any PackageSink] = options.bundleSize == nil ? [BatchFolderSink(folderPath: folderPath, staging: staging)] : []
            let signed = try issuer.pipeline.run(.record(record), signingTime: options.signingTime, decoding: false, into: written + options.sinks, clock: nil)
            let serial = signed.identifiers.serialNumber
            let name = Self.fileName(forSerial: serial, kind: signed.kind)
            if options.bundleSize != nil {
                return .built(PassBundle.Entry(name: name, archive: signed.archive), line: record.line, serial: serial)
            }
            return .written(line: record.line, serial: serial, file: name)
        } catch let error as PassbookError {
            return .failed(line: record.line, serial: serial, message: error.description)
        } catch {
            return .failed(line: record.line, serial: serial, message: "could not issue the \(record.location): \(error)")
        }
    }

    /// A file name for a serial number: the serial itself when it is safe in a path, otherwise its
    /// safe characters plus a digest of the whole serial, so two serials never share a file.
    public static func fileName(forSerial serial: String) -> String {
        fileName(forSerial: serial, kind: .pass)
    }

    /// ``fileName(forSerial:)`` for a package of `kind`: `SERIAL.pkpass`, or `ORDER-ID.order`.
    public static func fileName(forSerial serial: String, kind: PackageKind) -> String {
        let suffix = "." + kind.fileExtension
        // A serial of at most 100 safe ASCII bytes, not hidden, is its own name (decided on its bytes).
        let bytes = serial.utf8
        if !bytes.isEmpty, bytes.count <= 100, bytes.first != UInt8(ascii: "."), bytes.allSatisfy(isSafeInFileName) {
            return serial + suffix
        }
        let safe = String(serial.map { isSafeInFileName($0) ? $0 : "_" }.prefix(100))
        let digest = Manifest.sha1(Data(serial.utf8)).prefix(10)
        let stem = safe.drop { $0 == "." }
        return (stem.isEmpty ? "" : stem + "-") + digest + suffix
    }

    /// An ASCII letter, digit, `-`, `_` or `.`.
    private static func isSafeInFileName(_ character: Character) -> Bool {
        character.asciiValue.map(isSafeInFileName) ?? false
    }

    private static func isSafeInFileName(_ ascii: UInt8) -> Bool {
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    enum Outcome: Sendable {
        case written(line: Int?, serial: String, file: String)
        case kept(line: Int?, serial: String, file: String)
        case built(PassBundle.Entry, line: Int?, serial: String)
        case failed(line: Int?, serial: String?, message: String)
    }
}
