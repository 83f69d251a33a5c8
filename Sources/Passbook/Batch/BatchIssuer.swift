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
        /// Seconds the run took.
        public var elapsed: Double

        /// Passes per second.
        public var rate: Double { elapsed > 0 ? Double(succeeded) / elapsed : 0 }
    }

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
    ///   - format: The data format; from the file's extension when `nil`.
    ///   - total: The number of records, for progress estimates (``DataFileReader/countRecords(url:format:)``).
    ///   - progress: Called now and then (at most ten times a second), and once at the end.
    ///   - failure: Called for each rejected record as it is rejected.
    ///   - warning: Called once for each data column the template does not use.
    public func run(
        dataFile: URL, format: DataFileFormat? = nil, total: Int? = nil,
        progress: (Progress) -> Void = { _ in }, failure: (Failure) -> Void = { _ in }, warning: (String) -> Void = { _ in }
    ) throws -> Summary {
        let reader = try DataFileReader(url: dataFile, format: format, maxRecordSize: options.maxRecordSize)
        do {
            try FileManager.default.createDirectory(at: options.outputFolder, withIntermediateDirectories: true)
        } catch {
            throw PassbookError(.io, operation: "make the output folder \(options.outputFolder.path)", reason: error.localizedDescription)
        }
        // Files are renamed into place but flushed to disk once, at the end, not one by one.
        defer { FileIO.flush(folder: options.outputFolder) }
        return try withoutActuallyEscaping(progress) { progress in
            try withoutActuallyEscaping(failure) { failure in
                try withoutActuallyEscaping(warning) { warning in
                    let run = BatchRun(
                        issuer: self, reader: reader, dataName: dataFile.lastPathComponent, total: total,
                        callbacks: BatchRun.Callbacks(progress: progress, failure: failure, warning: warning)
                    )
                    DispatchQueue.concurrentPerform(iterations: options.concurrency) { _ in run.work() }
                    return try run.finish()
                }
            }
        }
    }

    /// Renders, validates, signs and (without bundles) writes one record's pass.
    func issue(_ record: TemplateRecord, into folder: URL) -> Outcome {
        do {
            let issued = try issuer.make(record, overrides: [:], signingTime: options.signingTime, personalized: false, decoding: false)
            let name = Self.fileName(forSerial: issued.serialNumber)
            if options.bundleSize != nil {
                return .built(PassBundle.Entry(name: name, archive: issued.archive))
            }
            try FileIO.writeAtomically(issued.archive, to: folder.appending(path: name, directoryHint: .notDirectory), what: "pass", durable: false, makeFolder: false)
            return .written
        } catch let error as PassbookError {
            return .failed(record.line, error.description)
        } catch {
            return .failed(record.line, "could not issue the \(record.location): \(error)")
        }
    }

    /// A file name for a serial number: the serial itself when it is safe in a path, otherwise its
    /// safe characters plus a digest of the whole serial, so two serials never share a file.
    public static func fileName(forSerial serial: String) -> String {
        let safe = String(serial.map { isSafeInFileName($0) ? $0 : "_" }.prefix(100))
        if safe == serial, !serial.isEmpty, !serial.hasPrefix(".") {
            return serial + ".pkpass"
        }
        let digest = Manifest.sha1(Data(serial.utf8)).prefix(10)
        let stem = safe.drop { $0 == "." }
        return (stem.isEmpty ? "" : stem + "-") + digest + ".pkpass"
    }

    /// An ASCII letter, digit, `-`, `_` or `.`.
    private static func isSafeInFileName(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    enum Outcome: Sendable {
        case written
        case built(PassBundle.Entry)
        case failed(Int?, String)
    }
}
