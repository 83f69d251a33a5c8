import Foundation
import PassbookTestSupport
import Testing
@testable import Passbook

/// A field is written as one JSON object (``PassField/jsonObject``) instead of member by member;
/// both ways must give the same bytes for every field.
@Suite struct PassFieldEncodingTests {
    /// Encodes a value member by member, the way the fast path replaces.
    private struct MemberByMember<Value: DirectJSONObjectEncodable>: Encodable {
        var value: Value
        func encode(to encoder: any Encoder) throws { try value.encodeMembers(to: encoder) }
    }

    /// Both ways give the same bytes, with our encoder and with Foundation's.
    private func expectSameBytes(_ value: some DirectJSONObjectEncodable, _ comment: Comment? = nil) throws {
        let fast = JSONWriter(style: .pretty).data(from: try JSONValueEncoder().encode(value))
        let members = JSONWriter(style: .pretty).data(from: try JSONValueEncoder().encode(MemberByMember(value: value)))
        #expect(fast == members, comment)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(try foundation.encode(value) == foundation.encode(MemberByMember(value: value)), comment)
    }

    /// The `pass.json` of every pass folder in `folders` of the repository.
    private func passFiles(in folders: [String] = ["Samples/passes", "Templates"]) throws -> [URL] {
        var files: [URL] = []
        for folder in folders {
            let base = TestPaths.repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path) {
                let file = base.appendingPathComponent(name).appendingPathComponent("pass.json")
                if FileManager.default.fileExists(atPath: file.path) { files.append(file) }
            }
        }
        return files
    }

    @Test func everyFieldOfTheSamplesAndTemplates() throws {
        var fields = 0
        for file in try passFiles() {
            guard let pass = try? Pass(jsonData: Data(contentsOf: file)) else { continue }
            for style in pass.styles {
                if let groups = pass[style: style] { try expectSameBytes(groups, "\(file.path) \(style)") }
            }
            if let groups = pass.posterGeneric { try expectSameBytes(groups, "\(file.path) posterGeneric") }
            for reference in pass.allFields {
                try expectSameBytes(reference.field, "\(file.path) \(reference.path)")
                fields += 1
            }
        }
        #expect(fields > 50)
    }

    @Test func randomFieldsAndGroupsWithEveryMemberSetOrNot() throws {
        var generator = Fuzz.Generator(seed: 0x5EED_F1E1D)
        var fields: [PassField] = []
        for round in 0..<2_000 {
            func maybe<T>(_ value: @autoclosure () -> T) -> T? { Bool.random(using: &generator) ? value() : nil }
            let value: PassField.Value = Bool.random(using: &generator) ? .string("v\(round)") : .number(JSONNumber(Double(round) / 7))
            var field = PassField(
                key: "k\(round)", value: value, label: maybe("Label \(round)"), attributedValue: maybe(.string("<a href='x'>\(round)</a>")),
                changeMessage: maybe("Now %@"), dataDetectorTypes: maybe([.init(rawValue: "PKDataDetectorTypeLink"), .init(rawValue: "Custom")]),
                textAlignment: maybe(.init(rawValue: "PKTextAlignmentRight")), dateStyle: maybe(.init(rawValue: "PKDateStyleShort")),
                timeStyle: maybe(.init(rawValue: "PKDateStyleNone")), ignoresTimeZone: maybe(Bool.random(using: &generator)),
                isRelative: maybe(Bool.random(using: &generator)), currencyCode: maybe("EUR"),
                numberStyle: maybe(.init(rawValue: "PKNumberStyleDecimal")), row: maybe(Int.random(in: -2...3, using: &generator))
            )
            // Unknown keys come after the known ones; one named like a known key is left out.
            if Bool.random(using: &generator) { field.unknownKeys["futureKey"] = .array([.bool(true), .null]) }
            if Bool.random(using: &generator) { field.unknownKeys["label"] = .string("shadowed") }
            if Bool.random(using: &generator) { field.unknownKeys["nested"] = .object(["a": .number(JSONNumber(1))]) }
            try expectSameBytes(field, "round \(round)")
            fields.append(field)
        }
        // Groups of those fields, with a transit type and unknown keys or not.
        for round in 0..<300 {
            var groups = PassFields()
            groups.headerFields = Bool.random(using: &generator) ? Array(fields.shuffled(using: &generator).prefix(3)) : nil
            groups.primaryFields = Bool.random(using: &generator) ? Array(fields.shuffled(using: &generator).prefix(2)) : nil
            groups.backFields = Bool.random(using: &generator) ? [] : Array(fields.shuffled(using: &generator).prefix(4))
            groups.footerFields = Bool.random(using: &generator) ? Array(fields.prefix(1)) : nil
            if Bool.random(using: &generator) { groups.transitType = .init(rawValue: "PKTransitTypeAir") }
            if Bool.random(using: &generator) { groups.unknownKeys["backFields"] = .string("shadowed") }
            if Bool.random(using: &generator) { groups.unknownKeys["newGroup"] = .array([]) }
            try expectSameBytes(groups, "groups \(round)")
        }
    }

    /// Every `semantics` object of the samples and templates, top level and on fields.
    private func semanticsObjects() throws -> [JSONObject] {
        var found: [JSONObject] = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let object):
                for (key, member) in object {
                    if key == "semantics", case .object(let tags) = member { found.append(tags) }
                    collect(member)
                }
            case .array(let elements): elements.forEach(collect)
            default: break
            }
        }
        for file in try passFiles() {
            guard let data = try? Data(contentsOf: file), let parsed = try? JSONParser(mode: .lenient).parse(data, file: "pass.json") else { continue }
            collect(parsed.value)
        }
        return found
    }

    @Test func semanticTagsOfTheSamplesAndTemplatesAndTheirMixes() throws {
        // Templates hold placeholders where numbers go: only the objects that read as tags.
        let objects = try semanticsObjects().filter { (try? JSONValueDecoder().decode(SemanticTags.self, from: .object($0))) != nil }
        #expect(objects.count >= 3)
        for object in objects { try expectSameBytes(try JSONValueDecoder().decode(SemanticTags.self, from: .object(object))) }
        // Mixes of every member seen, each present or not, with numbers whole, fractional and
        // large, and unknown keys (one named like a known key, which is left out).
        var pool: [(String, JSONValue)] = []
        for object in objects { for (key, value) in object { pool.append((key, value)) } }
        var generator = Fuzz.Generator(seed: 0x5E_3A_71C5)
        let numbers: [Double] = [0, 11_700, 0.5, -3.25, 1e20, 9_007_199_254_740_992, 1.0 / 3]
        for round in 0..<500 {
            var object = JSONObject()
            for (key, value) in pool.shuffled(using: &generator) where Bool.random(using: &generator) { object[key] = value }
            if Bool.random(using: &generator) { object["duration"] = .number(JSONNumber(numbers.randomElement(using: &generator)!)) }
            if Bool.random(using: &generator) { object["silenceRequested"] = .bool(Bool.random(using: &generator)) }
            if Bool.random(using: &generator) { object["flightNumber"] = .number(JSONNumber(Int.random(in: -5...99_999, using: &generator))) }
            if Bool.random(using: &generator) { object["futureTag"] = .object(["x": .array([.null, .bool(true)])]) }
            if Bool.random(using: &generator) { object["unknownLooking"] = .string("kept \(round)") }
            var tags = try JSONValueDecoder().decode(SemanticTags.self, from: .object(object))
            if Bool.random(using: &generator) { tags.unknownKeys["eventName"] = .string("shadowed") }
            try expectSameBytes(tags, "round \(round)")
            var field = PassField(key: "k\(round)", value: "v", label: Bool.random(using: &generator) ? "L" : nil)
            field.semantics = tags
            field.row = Bool.random(using: &generator) ? 1 : nil
            try expectSameBytes(field, "field \(round)")
        }
    }

    /// Whole passes: ours, the templates' examples that decode, Apple's samples, and each with
    /// unknown top-level keys and its members' order as written.
    @Test func wholePassesOfTheSamplesTemplatesAndApple() throws {
        var passes = 0
        for file in try passFiles(in: ["Samples/passes", "Templates", "Tests/PassbookRenderingTests/Fixtures/AppleSamples"]) {
            guard var pass = try? Pass(jsonData: Data(contentsOf: file)) else { continue }
            try expectSameBytes(pass, "\(file.path)")
            pass.unknownKeys["futureKey"] = .object(["x": .array([.null, .number(JSONNumber(1.5))])])
            pass.unknownKeys["serialNumber"] = .string("shadowed by the known member")
            try expectSameBytes(pass, "\(file.path) with unknown keys")
            pass.preferredStyleSchemes = [StyleScheme(rawValue: "posterEventTicket"), StyleScheme(rawValue: "someFutureScheme")]
            try expectSameBytes(pass, "\(file.path) with style schemes")
            passes += 1
        }
        #expect(passes >= 10)
        // A NaN anywhere falls back to member by member, so the error names the path.
        var pass = try Pass(jsonData: Data(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Samples/passes/EventTicket.pass/pass.json")))
        pass.maxDistance = .nan
        #expect(pass.jsonObject == nil)
        do {
            _ = try JSONValueEncoder().encode(pass)
            Issue.record("a NaN maxDistance was written")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(JSONPath.string(codingPath: context.codingPath).contains("maxDistance"))
        }
    }

    @Test func aNumberJSONCannotHoldFallsBackSoTheErrorNamesItsPath() throws {
        var tags = SemanticTags()
        tags.duration = .nan
        #expect(tags.jsonObject == nil)
        var field = PassField(key: "seat", value: "12A")
        field.semantics = tags
        #expect(field.jsonObject == nil)
        #expect(PassFields(primaryFields: [field]).jsonObject == nil)
        #expect(throws: EncodingError.self) { try JSONValueEncoder().encode(field) }
        do {
            _ = try JSONValueEncoder().encode(PassFields(primaryFields: [field]))
            Issue.record("a NaN duration was written")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(JSONPath.string(codingPath: context.codingPath).contains("semantics.duration"))
        }
        // Finite, it is written directly.
        tags.duration = 90
        field.semantics = tags
        #expect(field.jsonObject?["semantics"] == .object(["duration": .number(JSONNumber(90))]))
    }
}
