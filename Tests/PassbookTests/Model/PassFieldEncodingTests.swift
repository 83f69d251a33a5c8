import Foundation
import PassbookTestSupport
import Testing
@testable import Passbook

/// A field is written as one JSON object (``PassField/jsonObject``) instead of member by member;
/// both ways must give the same bytes for every field.
@Suite struct PassFieldEncodingTests {
    /// Encodes a field member by member, the way the fast path replaces.
    private struct MemberByMember: Encodable {
        var field: PassField
        func encode(to encoder: any Encoder) throws { try field.encodeMembers(to: encoder) }
    }

    private struct GroupsMemberByMember: Encodable {
        var fields: PassFields
        func encode(to encoder: any Encoder) throws { try fields.encodeMembers(to: encoder) }
    }

    private func expectSameBytes(_ fields: PassFields, _ comment: Comment? = nil) throws {
        let fast = JSONWriter(style: .pretty).data(from: try JSONValueEncoder().encode(fields))
        let members = JSONWriter(style: .pretty).data(from: try JSONValueEncoder().encode(GroupsMemberByMember(fields: fields)))
        #expect(fast == members, comment)
    }

    private func expectSameBytes(_ field: PassField, _ comment: Comment? = nil) throws {
        let fast = JSONWriter(style: .pretty).data(from: try JSONValueEncoder().encode(field))
        let members = JSONWriter(style: .pretty).data(from: try JSONValueEncoder().encode(MemberByMember(field: field)))
        #expect(fast == members, comment)
        // Another encoder (Foundation's) gets the same JSON from both ways too.
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(try foundation.encode(field) == foundation.encode(MemberByMember(field: field)), comment)
    }

    @Test func everyFieldOfTheSamplesAndTemplates() throws {
        let root = TestPaths.repositoryRoot
        var files: [URL] = []
        for folder in ["Samples/passes", "Templates"] {
            let base = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path) {
                let file = base.appendingPathComponent(name).appendingPathComponent("pass.json")
                if FileManager.default.fileExists(atPath: file.path) { files.append(file) }
            }
        }
        var fields = 0
        for file in files {
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

    @Test func aFieldWithSemanticsIsWrittenMemberByMember() throws {
        var field = PassField(key: "seat", value: "12A")
        field.semantics = try JSONValueDecoder().decode(SemanticTags.self, from: .object(["seats": .array([.object(["seatNumber": .string("12A")])])]))
        #expect(field.jsonObject == nil)
        #expect(PassFields(primaryFields: [field]).jsonObject == nil)
        let written = try JSONValueEncoder().encode(field)
        #expect(written.objectValue?["semantics"]?.objectValue?["seats"] != nil)
    }
}
