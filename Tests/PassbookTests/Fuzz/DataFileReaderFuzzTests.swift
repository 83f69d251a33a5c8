import Foundation
import Testing

@testable import Passbook
import PassbookTestSupport

/// Damaged CSV and JSON Lines files for ``DataFileReader``: it must never trap or hang, must throw only
/// a ``PassbookError`` with a reason, must report a bad record as an invalid item and go on, must
/// count the records it yields, and must stop at a record longer than its limit, saying so.
@Suite struct DataFileReaderFuzzTests: FuzzSuite {
    static let csvSeeds: [String] = {
        var seeds = [
            "\u{FEFF}holder.name,seat,note\r\n\"Núñez, José\",A1,\"said \"\"hi\"\"\"\r\nZoë,,\"two\nlines\"\r\n\r\nKwame,B2,last",
            "a,b\n1,2\n1,2,3\n\"x\"y,2\n4,5\n\"never closed,6\n",
            "serialNumber,holder.name\rS-1,Old Mac\rS-2,\"line\rbreak\"\r",
        ]
        seeds += sampleLines("csv", count: 4)
        return seeds
    }()

    static let jsonlSeeds: [String] = {
        var seeds = [
            "{\"holder\": {\"name\": \"Aiko\"}, \"points\": 12, \"vip\": true}\n\n{\"holder\": {\"name\": \"Lars\"}, \"seat\": null}\n[1, 2]\n{\"holder\": \n{\"serialNumber\": \"S-9\"}",
            "\u{FEFF}{\"a\": \"b\"}\r\n{\"a\": [1]}\r\n  \t\r\n{\"a\": {\"b\": {\"c\": 1.5e3}}}\r\n",
        ]
        seeds += sampleLines("jsonl", count: 3)
        return seeds
    }()

    /// The first lines of each sample data file of the repository.
    private static func sampleLines(_ ext: String, count: Int) -> [String] {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Samples/data")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix("." + ext) }.sorted()
        return names.compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { text in
                text.split(separator: "\n", omittingEmptySubsequences: false).prefix(count).joined(separator: "\n") + "\n"
            }
        }
    }

    static let tokens: [[UInt8]] = ["\"", "\"\"", ",", "\r\n", "\r", "\n", "\u{FEFF}", "{", "}", "[", "null", ":", "\\u", ".", "\0"].map { Array($0.utf8) }
        + [[0xC3, 0x28], [0xFF], [0xEF, 0xBB], [0xED, 0xA0, 0x80], [0xFE, 0xFF]]

    /// Reads the file `url` holding `bytes` to its end and checks what comes out. `maxRecordSize`
    /// is what the reader is given.
    static func check(_ bytes: [UInt8], format: DataFileFormat, maxRecordSize: Int, url: URL, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        let input = "\(format.rawValue), limit \(maxRecordSize), \(Fuzz.describe(bytes, seed: seed))"
        do {
            try Data(bytes).write(to: url)
        } catch {
            Issue.record("\(input): cannot write \(url.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        let lines = physicalLines(bytes, format: format)
        // A record is longer than the limit when one line alone is; it is within it when every line,
        // with its line break, is.
        let overLimit = lines.contains { $0 > maxRecordSize }
        let withinLimit = lines.allSatisfy { $0 + 1 <= maxRecordSize }
        let unquoted = format == .jsonl || !bytes.contains(UInt8(ascii: "\""))
        var items: [DataFileReader.Item] = []
        var columns: [String] = []
        do {
            var reader = try DataFileReader(url: url, format: format, maxRecordSize: maxRecordSize)
            columns = reader.columns
            while let item = try reader.next() {
                items.append(item)
                if items.count > bytes.count + 1 {
                    Issue.record("\(input): more items than bytes; the reader does not move on", sourceLocation: sourceLocation)
                    return
                }
            }
        } catch {
            Fuzz.expectClean(error, codes: [.invalidRecord, .io], input, sourceLocation: sourceLocation)
            if unquoted, withinLimit, let error = error as? PassbookError {
                #expect(!error.reason.contains("longer than"), "\(input): every line is within the limit, yet \(error.reason)", sourceLocation: sourceLocation)
            }
            return
        }
        if unquoted {
            #expect(!overLimit, "\(input): a line longer than \(maxRecordSize) bytes was read", sourceLocation: sourceLocation)
        }
        if format == .csv {
            #expect(!columns.isEmpty && Set(columns).count == columns.count && !columns.contains(""), "\(input): header \(columns)", sourceLocation: sourceLocation)
        }
        var previous = 0
        for item in items {
            switch item {
            case .record(let record):
                let line = record.line ?? 0
                #expect(line > previous, "\(input): record on line \(line) after line \(previous)", sourceLocation: sourceLocation)
                previous = line
                if format == .csv {
                    #expect(Set(record.values.keys).isSubset(of: columns), "\(input): values \(record.values.keys.sorted()) for columns \(columns)", sourceLocation: sourceLocation)
                    #expect(!record.values.values.contains(.string("")), "\(input): an empty cell became a value", sourceLocation: sourceLocation)
                }
                for value in record.values.values {
                    #expect(value.arrayValue == nil && value.objectValue == nil && !value.isNull, "\(input): the value \(value) is not a single value", sourceLocation: sourceLocation)
                }
            case .invalid(let line, let error):
                #expect(line > previous, "\(input): invalid record on line \(line) after line \(previous)", sourceLocation: sourceLocation)
                previous = line
                #expect(error.code == .invalidRecord && !error.reason.isEmpty, "\(input): \(error)", sourceLocation: sourceLocation)
            }
        }
        do {
            let count = try DataFileReader.countRecords(url: url, format: format, maxRecordSize: maxRecordSize)
            #expect(count == items.count, "\(input): countRecords says \(count), reading gives \(items.count)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(input): the file reads, but countRecords throws \(error)", sourceLocation: sourceLocation)
        }
    }

    /// The byte length of each line, as the reader counts a record: a CSV byte order mark at the start
    /// is not counted, nor is the line break (LF, CRLF or CR for CSV; LF for JSON Lines).
    static func physicalLines(_ bytes: [UInt8], format: DataFileFormat) -> [Int] {
        var body = bytes[...]
        if format == .csv, body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var lengths: [Int] = []
        var current = 0
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == 0x0A || (format == .csv && byte == 0x0D) {
                lengths.append(current)
                current = 0
                if byte == 0x0D, index + 1 < body.endIndex, body[index + 1] == 0x0A { index += 1 }
            } else {
                current += 1
            }
            index += 1
        }
        lengths.append(current)
        return lengths
    }

    /// A seed damaged at random, with a limit that is sometimes smaller than its lines.
    static func damaged(_ format: DataFileFormat, using generator: inout Fuzz.Generator) -> (bytes: [UInt8], limit: Int) {
        let seeds = format == .csv ? csvSeeds : jsonlSeeds
        var bytes = Array(generator.pick(seeds).utf8)
        if generator.chance(1, in: 8) {
            bytes = generator.bytes(generator.int(0...200))
        } else {
            bytes = Fuzz.mutate(bytes, using: &generator, tokens: tokens, operations: 6)
        }
        return (bytes, generator.pick([1, 8, 40, 120, 1_000, DataFileReader.defaultMaxRecordSize]))
    }

    static let loops = FuzzLoop.list("data", ["csv": 2, "jsonl": 2, "cuts": 1, "limit": 1])

    /// Each loop in a child process (see ``FuzzChild``).
    @Test(arguments: loops)
    func fuzz(_ loop: FuzzLoop) async throws {
        try await FuzzChild.run(loop)
    }

    static func run(_ loop: String, batch: Int, context: [[UInt8]], tracker: FuzzChild.Tracker) {
        guard let folder = try? makeTemporaryFolder("passbook-fuzz-data") else {
            Issue.record("no temporary folder")
            return
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        switch loop {
        case "csv": damagedFiles(.csv, batch: batch, folder: folder, tracker: tracker)
        case "jsonl": damagedFiles(.jsonl, batch: batch, folder: folder, tracker: tracker)
        case "cuts": cuts(folder: folder, tracker: tracker)
        case "limit": runawayRecords(folder: folder, tracker: tracker)
        default: Issue.record("no loop \(loop)")
        }
    }

    /// Damaged seeds read to their end, with limits from one byte to the default.
    static func damagedFiles(_ format: DataFileFormat, batch: Int, folder: URL, tracker: FuzzChild.Tracker) {
        let url = folder.appendingPathComponent("fuzz.\(format.rawValue)")
        tracker.each(Fuzz.seeds((format == .csv ? 900 : 950) + UInt64(batch), count: 400)) { seed, generator in
            let (bytes, limit) = damaged(format, using: &generator)
            check(bytes, format: format, maxRecordSize: limit, url: url, seed: seed)
        }
    }

    /// Each seed cut at about 150 places, read with a limit of 64 bytes.
    static func cuts(folder: URL, tracker: FuzzChild.Tracker) {
        for format in [DataFileFormat.csv, .jsonl] {
            let url = folder.appendingPathComponent("fuzz.\(format.rawValue)")
            for (index, text) in (format == .csv ? csvSeeds : jsonlSeeds).enumerated() {
                tracker.begin(UInt64(index))
                let bytes = Array(text.utf8)
                for length in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 150)) {
                    check(Array(bytes.prefix(length)), format: format, maxRecordSize: 64, url: url, seed: UInt64(length))
                }
            }
        }
    }

    /// A first line that holds only a byte order mark is no record, for reading and for countRecords
    /// alike (the fuzz loops found a file of the mark alone counted as one record).
    @Test func countRecordsAgreesWithReadingOnAByteOrderMarkAlone() throws {
        let url = try makeTemporaryFolder("passbook-fuzz-bom").appendingPathComponent("bom.jsonl")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data([0xEF, 0xBB, 0xBF, 0x0A] + Array(#"{"a": 1}"#.utf8)).write(to: url)
        var reader = try DataFileReader(url: url)
        var items = 0
        while try reader.next() != nil { items += 1 }
        #expect(items == 1)
        #expect(try DataFileReader.countRecords(url: url) == items)
    }

    /// A runaway record (an unclosed quote, a binary file, one endless line) stops the reading at
    /// the limit with an error that says so, whatever the line breaks around it.
    static func runawayRecords(folder: URL, tracker: FuzzChild.Tracker) {
        tracker.each(Fuzz.seeds(990, count: 60)) { seed, generator in
            let limit = generator.pick([16, 100, 4_096])
            let breaks: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
            // No quote, which would close the CSV field, and no line feed, which would end a JSON line.
            let filler: [UInt8] = Array("abc,;{é\t ".utf8) + [0x00, 0xFF]
            let format = generator.chance(1, in: 2) ? DataFileFormat.csv : .jsonl
            var bytes: [UInt8] = format == .csv ? Array("a,b".utf8) + generator.pick(breaks) + Array("1,2".utf8) + generator.pick(breaks) : Array(#"{"a": 1}"#.utf8) + [0x0A]
            let runaway: [UInt8]
            if format == .csv {
                // An unclosed quote runs over every line break to the end of the file.
                runaway = [UInt8(ascii: "\"")] + (0..<(limit + 1 + generator.below(limit))).map { _ in generator.chance(1, in: 20) ? generator.pick(breaks)[0] : generator.pick(filler) }
            } else {
                runaway = (0..<(limit + 1 + generator.below(limit))).map { _ in generator.pick(filler) }
            }
            bytes += runaway + generator.pick(breaks) + Array("tail".utf8)
            let url = folder.appendingPathComponent("runaway.\(format.rawValue)")
            let input = "\(format.rawValue), limit \(limit), seed \(seed)"
            do {
                try Data(bytes).write(to: url)
                var reader = try DataFileReader(url: url, format: format, maxRecordSize: limit)
                while try reader.next() != nil {}
                Issue.record("\(input): a record of \(runaway.count) bytes was read")
            } catch let error as PassbookError {
                #expect(error.code == .invalidRecord && error.reason.contains("longer than"), "\(input): \(error)")
            } catch {
                Issue.record("\(input): \(error)")
            }
            #expect((try? DataFileReader.countRecords(url: url, format: format, maxRecordSize: limit)) == nil, "\(input): countRecords reads past the limit")
        }
        // The default limit: a quote left open in a CSV file, a JSON line with no end.
        tracker.begin(0)
        let url = folder.appendingPathComponent("runaway")
        let endless = Array(repeating: Array("abc,def\n".utf8), count: DataFileReader.defaultMaxRecordSize / 8 + 1_000).joined()
        for (format, bytes) in [(DataFileFormat.csv, Array("a,b\n\"".utf8) + endless), (.jsonl, Array(#"{"a": ""#.utf8) + endless.map { $0 == 0x0A ? 0x20 : $0 })] {
            try? Data(bytes).write(to: url)
            let error = #expect(throws: PassbookError.self, "\(format.rawValue): a runaway record at the default limit") {
                var reader = try DataFileReader(url: url, format: format)
                while try reader.next() != nil {}
            }
            #expect(error?.reason.contains("longer than") == true, "\(String(describing: error))")
        }
    }
}
