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
    public let template: PassTemplate
    /// The identity that signs them.
    public let identity: SigningIdentity
    /// How the run goes.
    public let options: Options
    /// The validation report of the template rendered with its examples: warnings here apply to
    /// every pass, so they are reported once.
    public let exampleReport: ValidationReport

    private let builder: PassBuilder
    private let knownImages: [ImageFile]

    /// Prepares a batch: renders the template with its examples, validates that pass and checks
    /// the identity against it, so a template or certificate problem stops the run before it starts.
    public init(template: PassTemplate, identity: SigningIdentity, options: Options) throws {
        let operation = "start the batch with the template \(template.name)"
        if let size = options.bundleSize, !(1...PassBundle.maximumPassCount).contains(size) {
            throw PassbookError(
                .invalidPackage, operation: operation,
                reason: "a bundle of \(size) passes was asked for, and Wallet takes 1 to \(PassBundle.maximumPassCount) passes per bundle",
                fix: "Give --bundle a number from 1 to 10"
            )
        }
        self.template = template
        self.identity = identity
        var options = options
        options.concurrency = max(1, options.concurrency)
        self.options = options
        let example = try template.render(template.exampleRecord)
        let source = try PassSource(package: example, name: "\(template.name) (examples)")
        let context = ValidationContext(source: source, thresholds: options.validator.options.thresholds)
        knownImages = context.images
        exampleReport = options.validator.validate(source, knownImages: knownImages)
        if !exampleReport.isValid {
            let errors = exampleReport.diagnostics.filter { $0.severity == .error }.map(\.description)
            throw PassbookError(
                .invalidTemplate, operation: operation,
                reason: "the pass made from its examples has \(errors.count == 1 ? "an error" : "\(errors.count) errors"): \(errors.joined(separator: "; "))",
                fix: "Fix the template (passbook validate \(template.name) shows every finding)"
            )
        }
        _ = try identity.check(for: example.pass, at: options.signingTime)
        builder = try PassBuilder(files: template.sharedFiles)
    }

    /// Issues a pass for every record of `dataFile`.
    ///
    /// - Parameters:
    ///   - format: The data format; from the file's extension when `nil`.
    ///   - total: The number of records, for progress estimates (``DataFileReader/countRecords(url:format:)``).
    ///   - progress: Called on the caller's task now and then (at most ten times a second), and once at the end.
    ///   - failure: Called for each rejected record as it is rejected.
    ///   - warning: Called once for each data column the template does not use.
    public func run(
        dataFile: URL, format: DataFileFormat? = nil, total: Int? = nil,
        progress: (Progress) -> Void = { _ in }, failure: (Failure) -> Void = { _ in }, warning: (String) -> Void = { _ in }
    ) async throws -> Summary {
        var reader = try DataFileReader(url: dataFile, format: format)
        let start = ContinuousClock.now
        func seconds() -> Double {
            let duration = ContinuousClock.now - start
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        let known = Set(template.description.variables.map(\.name)).union(TemplateDescription.builtInNames)
        var warnedColumns = Set<String>()
        for column in reader.columns where !known.contains(column) {
            warnedColumns.insert(column)
            warning("the column \(column) of \(dataFile.lastPathComponent) is not a value of the template \(template.name) and is ignored")
        }

        var state = RunState(bundleSize: options.bundleSize)
        var serials: [String: Int] = [:]
        var lastReport = -1.0
        let window = options.concurrency * 2
        let folder = options.outputFolder

        func report(force: Bool = false) {
            let now = seconds()
            guard force || now - lastReport >= 0.1 else { return }
            lastReport = now
            progress(Progress(processed: state.processed, succeeded: state.succeeded, failed: state.failed, total: total, elapsed: now))
        }
        func reject(_ line: Int?, _ message: String) {
            state.failed += 1
            let item = Failure(line: line, message: message)
            if state.failures.count < Self.maximumListedFailures { state.failures.append(item) }
            failure(item)
            if options.failFast { state.stopped = true }
        }
        func handle(_ outcome: Outcome) throws {
            switch outcome {
            case .written:
                state.succeeded += 1
                state.filesWritten += 1
            case .built(let entry):
                state.succeeded += 1
                state.pending.append(entry)
                if state.pending.count == options.bundleSize { try state.flushBundle(to: folder) }
            case .failed(let line, let message):
                reject(line, message)
            }
            report()
        }

        try await withThrowingTaskGroup(of: Outcome.self) { group in
            var inFlight = 0
            while !state.stopped, let item = try reader.next() {
                state.processed += 1
                switch item {
                case .invalid(let line, let error):
                    reject(line, error.description)
                    report()
                case .record(var record):
                    for key in record.values.keys where !known.contains(key) && !warnedColumns.contains(key) {
                        warnedColumns.insert(key)
                        warning("\(key) (first on line \(record.line ?? 0) of \(dataFile.lastPathComponent)) is not a value of the template \(template.name) and is ignored")
                    }
                    let serial = record.serialNumber ?? SerialNumbers.random()
                    if let earlier = serials[serial] {
                        reject(record.line, PassbookError(
                            .invalidRecord, operation: "issue the \(record.location)",
                            reason: "its serial number \(serial) was already used by line \(earlier)",
                            fix: "Give every record its own serial number, or leave the serialNumber column out to have them made"
                        ).description)
                        report()
                        continue
                    }
                    serials[serial] = record.line ?? state.processed
                    record.serialNumber = serial
                    let issuer = self
                    group.addTask { issuer.issue(record, into: folder) }
                    inFlight += 1
                    if inFlight >= window, let outcome = try await group.next() {
                        inFlight -= 1
                        try handle(outcome)
                    }
                }
            }
            while let outcome = try await group.next() {
                try handle(outcome)
            }
        }
        try state.flushBundle(to: folder)
        report(force: true)
        return Summary(
            succeeded: state.succeeded, failed: state.failed, failures: state.failures,
            filesWritten: state.filesWritten, stoppedEarly: state.stopped, elapsed: seconds()
        )
    }

    /// Renders, validates, signs and (without bundles) writes one record's pass.
    func issue(_ record: TemplateRecord, into folder: URL) -> Outcome {
        do {
            let package = try template.render(record)
            let source = try PassSource(package: package, name: record.location)
            let report = options.validator.validate(source, knownImages: knownImages)
            let errors = report.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty {
                let list = errors.map(\.description).joined(separator: "; ")
                return .failed(record.line, "could not issue the \(record.location): the pass is invalid: \(list)")
            }
            let extras = package.files.filter { template.recordFilePaths.contains($0.key) }
            let signed = try builder.build(package.pass, extraFiles: extras, signedWith: identity, signingTime: options.signingTime)
            let name = Self.fileName(forSerial: package.pass.serialNumber)
            if options.bundleSize != nil {
                return .built(PassBundle.Entry(name: name, archive: signed.archive))
            }
            try FileIO.writeAtomically(signed.archive, to: folder.appendingPathComponent(name), what: "pass")
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
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let safe = String(serial.map { allowed.contains($0) ? $0 : "_" }.prefix(100))
        if safe == serial, !serial.isEmpty, !serial.hasPrefix(".") {
            return serial + ".pkpass"
        }
        let digest = Manifest.sha1(Data(serial.utf8)).prefix(10)
        let stem = safe.drop { $0 == "." }
        return (stem.isEmpty ? "" : stem + "-") + digest + ".pkpass"
    }

    enum Outcome: Sendable {
        case written
        case built(PassBundle.Entry)
        case failed(Int?, String)
    }

    /// Counters and the bundle being filled, kept by the task that reads the file.
    private struct RunState {
        var processed = 0
        var succeeded = 0
        var failed = 0
        var filesWritten = 0
        var failures: [Failure] = []
        var stopped = false
        var pending: [PassBundle.Entry] = []
        var bundleCount = 0
        let bundleSize: Int?

        init(bundleSize: Int?) {
            self.bundleSize = bundleSize
        }

        mutating func flushBundle(to folder: URL) throws {
            guard !pending.isEmpty else { return }
            bundleCount += 1
            let url = folder.appendingPathComponent(String(format: "passes-%05d.pkpasses", bundleCount))
            try PassBundle(entries: pending).write(to: url)
            filesWritten += 1
            pending.removeAll(keepingCapacity: true)
        }
    }
}
