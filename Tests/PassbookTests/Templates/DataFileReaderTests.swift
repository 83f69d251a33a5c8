import Foundation
import Testing
@testable import Passbook
import PassbookTestSupport

@Suite struct DataFileReaderTests {
    private func write(_ text: String, _ name: String) throws -> URL {
        let url = try makeTemporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    private func readAll(_ url: URL) throws -> [DataFileReader.Item] {
        var reader = try DataFileReader(url: url)
        var items: [DataFileReader.Item] = []
        while let item = try reader.next() { items.append(item) }
        return items
    }

    @Test func csvQuotesCommasLineBreaksAndLineNumbers() throws {
        let csv = "\u{FEFF}holder.name,seat,note\r\n\"Núñez, José\",A1,\"said \"\"hi\"\"\"\r\nZoë,,\"two\nlines\"\r\n\r\nKwame,B2,last"
        let items = try readAll(write(csv, "people.csv"))
        #expect(items.count == 3)
        guard case .record(let first) = items[0], case .record(let second) = items[1], case .record(let third) = items[2] else {
            Issue.record("expected three records: \(items)")
            return
        }
        #expect(first.values == ["holder.name": "Núñez, José", "seat": "A1", "note": #"said "hi""#])
        #expect(first.line == 2)
        #expect(second.values == ["holder.name": "Zoë", "note": "two\nlines"])
        #expect(second.line == 3)
        #expect(third.line == 6)
        #expect(third.location == "record on line 6 of people.csv")
    }

    @Test func badCSVRowsAreReportedByLineAndReadingGoesOn() throws {
        let csv = "a,b\n1,2\n1,2,3\n\"x\"y,2\n4,5\n\"never closed,6\n"
        let items = try readAll(write(csv, "bad.csv"))
        let lines = items.map { item -> String in
            switch item {
            case .record(let record): return "ok \(record.line ?? 0)"
            case .invalid(let line, let error): return "bad \(line) \(error.reason)"
            }
        }
        #expect(lines.count == 5)
        #expect(lines[0] == "ok 2")
        #expect(lines[1].hasPrefix("bad 3 it has 3 fields and the header has 2"))
        #expect(lines[2].hasPrefix("bad 4") && lines[2].contains("closing quote"))
        #expect(lines[3] == "ok 5")
        #expect(lines[4].hasPrefix("bad 6") && lines[4].contains("never closed"))
    }

    @Test func headerProblemsStopTheRead() throws {
        #expect(throws: PassbookError.self) { try DataFileReader(url: write("a,a\n1,2\n", "dup.csv")) }
        #expect(throws: PassbookError.self) { try DataFileReader(url: write("a,,c\n", "empty.csv")) }
        #expect(throws: PassbookError.self) { try DataFileReader(url: write("", "nothing.csv")) }
        #expect(throws: PassbookError.self) { try DataFileReader(url: write("x", "people.txt")) }
    }

    @Test func jsonLinesNestedNullsBlankAndBadLines() throws {
        let jsonl = """
            {"holder": {"name": "Aiko"}, "points": 12, "vip": true}

            {"holder": {"name": "Lars"}, "seat": null}
            [1, 2]
            {"holder": 
            {"serialNumber": "S-9"}
            """
        let items = try readAll(write(jsonl, "people.jsonl"))
        #expect(items.count == 5)
        if case .record(let aiko) = items[0] {
            #expect(aiko.values == ["holder.name": "Aiko", "points": 12, "vip": true])
            #expect(aiko.line == 1)
        } else {
            Issue.record("line 1 should be a record")
        }
        if case .record(let lars) = items[1] { #expect(lars.values == ["holder.name": "Lars"]) }
        if case .invalid(let line, let error) = items[2] {
            #expect(line == 4)
            #expect(error.reason.contains("instead of a JSON object"))
        } else {
            Issue.record("line 4 should be invalid")
        }
        if case .invalid(let line, _) = items[3] { #expect(line == 5) } else { Issue.record("line 5 should be invalid") }
        if case .record(let last) = items[4] { #expect(last.serialNumber == "S-9") }
    }

    @Test func countsRecordsWithoutKeepingThem() throws {
        let csv = "a\n" + (1...1_000).map { "\"row\n\($0)\"" }.joined(separator: "\n") + "\n"
        #expect(try DataFileReader.countRecords(url: write(csv, "many.csv")) == 1_000)
        let jsonl = (1...500).map { #"{"a": \#($0)}"# }.joined(separator: "\n")
        #expect(try DataFileReader.countRecords(url: write(jsonl, "many.jsonl")) == 500)
    }
}
