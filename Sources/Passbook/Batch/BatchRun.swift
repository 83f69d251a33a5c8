import Foundation

/// One batch in progress: worker threads take records from the reader and hand back outcomes,
/// all under one lock, so the reader, the counters, the bundle being filled and the callbacks
/// are only ever touched by one thread at a time. The work itself (render, validate, sign,
/// write) runs outside the lock.
final class BatchRun: @unchecked Sendable {
    struct Callbacks {
        var progress: (BatchIssuer.Progress) -> Void
        var failure: (BatchIssuer.Failure) -> Void
        var warning: (String) -> Void
        var shouldStop: @Sendable () -> Bool
    }

    private let issuer: BatchIssuer
    private let lock = NSLock()
    private let dataName: String
    private let total: Int?
    private let callbacks: Callbacks
    private let known: Set<String>
    private let start = ContinuousClock.now
    private let seed: [UInt8]
    /// The output folder's path, read once.
    private let outputPath: String

    // Guarded by `lock`.
    private var reader: DataFileReader
    private var serials: SeenSerials
    private var warned = Set<String>()
    private var processed = 0
    private var succeeded = 0
    private var failed = 0
    private var filesWritten = 0
    private var failures: [BatchIssuer.Failure] = []
    private var stopped = false
    private var exhausted = false
    private var pending: [PassBundle.Entry] = []
    private var pendingRows: [(line: Int?, serial: String)] = []
    private let index: BatchIndex?
    /// Where the passes' files are made before they are named (``BatchStagingFolder``).
    private let staging: BatchStagingFolder?
    private var kept = 0
    private var interrupted = false
    private var bundleCount = 0
    private var runError: (any Error)?
    private var lastReport = -1.0

    init(issuer: BatchIssuer, reader: DataFileReader, dataName: String, total: Int?, callbacks: Callbacks, seed: [UInt8], index: BatchIndex?, staging: BatchStagingFolder? = nil) {
        self.issuer = issuer
        outputPath = issuer.options.outputFolder.path
        self.staging = staging
        self.seed = seed
        self.index = index
        self.reader = reader
        self.dataName = dataName
        self.total = total
        self.callbacks = callbacks
        serials = SeenSerials(expected: total ?? 0)
        known = Set(issuer.template.description.variables.map(\.name)).union(TemplateDescription.builtInNames)
        for column in reader.columns where !known.contains(column) {
            warned.insert(column)
            callbacks.warning("the column \(column) of \(dataName) is not a value of the template \(issuer.template.name) and is ignored" + issuer.template.description.suggestion(for: column))
        }
    }

    /// A worker's loop: take a record, issue it, hand back the outcome, until the file ends or the run stops.
    func work(check: WrittenPassCheck?) {
        while let record = take() {
            let outcome = issuer.issue(record, into: issuer.options.outputFolder, path: outputPath, check: check, staging: staging)
            lock.withLock { handle(outcome) }
        }
    }

    /// Writes the last bundle, reports the end, and returns the summary, or the error that stopped the run.
    func finish() throws -> BatchIssuer.Summary {
        try lock.withLock {
            if let runError { throw runError }
            try flushBundle()
            try index?.finish()
            report(force: true)
            return BatchIssuer.Summary(
                succeeded: succeeded, failed: failed, failures: failures,
                filesWritten: filesWritten, stoppedEarly: stopped && !interrupted && runError == nil && issuer.options.failFast && failed > 0,
                kept: kept, interrupted: interrupted, elapsed: seconds()
            )
        }
    }

    /// The next good record, with its serial number settled; bad ones are reported on the way.
    private func take() -> TemplateRecord? {
        lock.withLock {
            while !stopped && !exhausted {
                if callbacks.shouldStop() {
                    stopped = true
                    interrupted = true
                    break
                }
                let item: DataFileReader.Item?
                do {
                    item = try reader.next()
                } catch {
                    runError = error
                    stopped = true
                    return nil
                }
                guard let item else {
                    exhausted = true
                    return nil
                }
                processed += 1
                switch item {
                case .invalid(let line, let error):
                    reject(line, nil, error.description)
                case .record(var record):
                    for key in record.values.keys where !known.contains(key) && !warned.contains(key) {
                        warned.insert(key)
                        callbacks.warning("\(key) (first on line \(record.line ?? 0) of \(dataName)) is not a value of the template \(issuer.template.name) and is ignored" + issuer.template.description.suggestion(for: key))
                    }
                    let serial = record.serialNumber ?? SerialNumbers.derived(seed: seed, line: record.line ?? processed)
                    if let earlier = serials.insert(serial, line: record.line ?? processed) {
                        reject(record.line, serial, PassbookError(
                            .invalidRecord, operation: "issue the \(record.location)",
                            reason: "its serial number \(serial) was already used by line \(earlier)",
                            fix: "Give every record its own serial number, or leave the serialNumber column out to have them made"
                        ).description)
                        continue
                    }
                    record.serialNumber = serial
                    return record
                }
            }
            return nil
        }
    }

    private func handle(_ outcome: BatchIssuer.Outcome) {
        switch outcome {
        case .written(let line, let serial, let file):
            succeeded += 1
            filesWritten += 1
            record(line: line, serial: serial, file: file, status: .written)
        case .kept(let line, let serial, let file):
            succeeded += 1
            kept += 1
            record(line: line, serial: serial, file: file, status: .kept)
        case .built(let entry, let line, let serial):
            succeeded += 1
            pending.append(entry)
            pendingRows.append((line, serial))
            if pending.count == issuer.options.bundleSize {
                do {
                    try flushBundle()
                } catch {
                    runError = error
                    stopped = true
                }
            }
        case .failed(let line, let serial, let message):
            reject(line, serial, message)
        }
        report()
    }

    private func reject(_ line: Int?, _ serial: String?, _ message: String) {
        failed += 1
        let failure = BatchIssuer.Failure(line: line, message: message)
        if failures.count < BatchIssuer.maximumListedFailures { failures.append(failure) }
        callbacks.failure(failure)
        record(line: line, serial: serial, file: nil, status: .failed, error: message)
        if issuer.options.failFast { stopped = true }
        report()
    }

    /// Adds a row to the index; a failure to write it stops the run, as a failure to write a pass does.
    private func record(line: Int?, serial: String?, file: String?, status: BatchIndex.Status, error: String? = nil) {
        do {
            try index?.add(line: line, serial: serial, file: file, status: status, error: error)
        } catch {
            if runError == nil { runError = error }
            stopped = true
        }
    }

    private func flushBundle() throws {
        guard !pending.isEmpty else { return }
        bundleCount += 1
        let name = String(format: "passes-%05d.pkpasses", bundleCount)
        let url = issuer.options.outputFolder.appendingPathComponent(name)
        try FileIO.writeAtomically(PassBundle(entries: pending).archive(), to: url, what: "bundle", durable: false, makeFolder: false)
        filesWritten += 1
        for row in pendingRows { record(line: row.line, serial: row.serial, file: name, status: .written) }
        pending.removeAll(keepingCapacity: true)
        pendingRows.removeAll(keepingCapacity: true)
    }

    private func report(force: Bool = false) {
        let now = seconds()
        guard force || now - lastReport >= 0.1 else { return }
        lastReport = now
        callbacks.progress(BatchIssuer.Progress(processed: processed, succeeded: succeeded, failed: failed, total: total, elapsed: now))
    }

    private func seconds() -> Double {
        let duration = ContinuousClock.now - start
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
