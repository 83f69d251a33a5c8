import Foundation
import Testing

@testable import Passbook
import PassbookTestSupport

/// Damaged `pass.json` files for ``Pass/decode(jsonData:file:)`` and ``PassValidator``: decoding must
/// never trap or hang, must fail only with `.invalidJSON` or `.invalidPass` and a reason, and a pass
/// it reads must write and read back as the same pass. The validator must never trap either, must
/// decode exactly what `Pass.decode` decodes, and must report an error for every file that does not.
///
/// Seeds: Apple's five samples, the repository's five samples and the validation fixture's clean
/// event ticket. Damage is done to the parsed value (values of the wrong type, keys removed or added,
/// huge numbers, deep nesting, long strings, impossible dates, unknown enumeration strings, parts of
/// other passes) and to the bytes.
@Suite struct PassJSONFuzzTests: FuzzSuite {
    /// The seed documents as they are stored, one per sample; made in the parent process (the
    /// fixture draws its images first) and handed to each child.
    static func seedDocuments() throws -> [[UInt8]] {
        try made.get()
    }

    private static let made = Result { () throws -> [[UInt8]] in
        var documents = try AppleSamples.names.map { [UInt8](try AppleSamples.passJSON($0)) }
        let samples = TestPaths.repositoryRoot.appendingPathComponent("Samples/passes")
        for folder in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() where folder.hasSuffix(".pass") {
            documents.append([UInt8](try Data(contentsOf: samples.appendingPathComponent(folder).appendingPathComponent("pass.json"))))
        }
        documents.append(JSONWriter(style: .pretty).bytes(from: try ValidationFixture.clean().json))
        return documents
    }

    /// The documents parsed, to be damaged as values.
    static func values(_ documents: [[UInt8]]) -> [JSONValue] {
        documents.compactMap { try? JSONParser(mode: .lenient).parse($0, file: "pass.json").value }
    }

    /// Every key a pass, its fields or its semantics may hold, so that added keys hit the decoder's paths.
    static let keys: [String] = {
        var keys: Set<String> = [
            "formatVersion", "passTypeIdentifier", "serialNumber", "teamIdentifier", "organizationName", "description", "logoText",
            "foregroundColor", "backgroundColor", "labelColor", "footerBackgroundColor", "stripColor", "suppressStripShine",
            "webServiceURL", "authenticationToken", "expirationDate", "voided", "relevantDate", "relevantDates", "locations", "beacons",
            "maxDistance", "barcode", "barcodes", "nfc", "associatedStoreIdentifiers", "appLaunchURL", "userInfo", "semantics",
            "groupingIdentifier", "sharingProhibited", "upcomingPassInformation", "featuredActions", "preferredStyleSchemes",
            "boardingPass", "coupon", "eventTicket", "generic", "storeCard", "posterGeneric", "transitType", "headerFields", "primaryFields",
            "secondaryFields", "auxiliaryFields", "backFields", "additionalInfoFields", "key", "label", "value", "attributedValue",
            "changeMessage", "dateStyle", "timeStyle", "ignoresTimeZone", "isRelative", "numberStyle", "currencyCode", "textAlignment",
            "dataDetectorTypes", "row", "semantics", "format", "message", "messageEncoding", "altText", "latitude", "longitude",
            "altitude", "relevantText", "proximityUUID", "major", "minor", "startDate", "endDate", "date", "encryptionPublicKey",
            "requiresAuthentication", "eventType", "eventStartDate", "seats", "seatSection", "totalPrice", "amount", "venueLocation",
            "wifiAccess", "ssid", "password", "passengerName", "givenName", "familyName", "balance", "departureGate",
        ]
        let apple = AppleSamples.names.compactMap { try? AppleSamples.passJSON($0) }
        keys.formUnion(values(apple.map { [UInt8]($0) }).flatMap(objectKeys))
        return keys.sorted()
    }()

    private static func objectKeys(_ value: JSONValue) -> [String] {
        switch value {
        case .object(let object): return object.keys + object.values.flatMap(objectKeys)
        case .array(let array): return array.flatMap(objectKeys)
        default: return []
        }
    }

    static let strings: [String] = [
        "", " ", "x", "%@", "%@ %@ %d %n", "\u{0}", "\u{FEFF}", "e\u{301}", "\u{202E}abc", "😀👩‍👩‍👧", "東京",
        "2012-13-45T25:61:00Z", "2012-07-22T14:25", "0000-00-00T00:00:00Z", "9999-12-31T23:59:59+99:99", "-2012-07-22T10:00Z",
        "2012-07-22T14:25:00.12345678901234567890Z", "2012-02-30T10:00:00+01:00", "T", "2012-07-22T14:25-08:00",
        "PKBarcodeFormatNope", "PKBarcodeFormatQR", "PKDateStyleNope", "PKDateStyleFull", "PKTextAlignmentNope", "PKTransitTypeNope",
        "PKDataDetectorTypeNope", "PKNumberStyleNope", "PKPassPersonalizationFieldNope", "iso-8859-1", "utf-16", "nope-encoding",
        "rgb(256, -1, 1e9)", "rgb(", "rgb(1,2,3,4)", "#zzzzzz", "#FFF", "http://", "https://", "https://example.com/\u{0}", "file:///etc/passwd",
        "pass.com.example", "AAAAAAAAAA", "USD", "XXX", "sportsEvent", "PKEventTypeNope", "PKPassTypeNope",
    ]

    static let numbers: [String] = [
        "0", "-0", "1", "-1", "0.5", "1e400", "-1e400", "1e-400", "123456789012345678901234567890", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "4294967296", "1.7976931348623157e308", "2", "3", "65535", "65536", "-90.5", "180.0001",
    ]

    /// A value a key should not hold: another type, an extreme number or string, an empty or deep container.
    static func wildValue(using generator: inout Fuzz.Generator, depth: Int = 0) -> JSONValue {
        switch generator.below(depth > 1 ? 6 : 10) {
        case 0: return .null
        case 1: return .bool(generator.chance(1, in: 2))
        case 2, 3: return .number(JSONNumber(text: generator.pick(numbers))!)
        case 4, 5: return .string(generator.pick(strings))
        case 6: return .string(String(repeating: generator.pick(["a", "é", "😀", "%@", "\\"]), count: generator.pick([300, 5_000, 40_000])))
        case 7: return generator.chance(1, in: 2) ? .array([]) : .object(JSONObject())
        case 8:
            var nested = wildValue(using: &generator, depth: depth + 1)
            for _ in 0..<generator.pick([2, 50, 300, 511, 600]) {
                nested = generator.chance(1, in: 2) ? .array([nested]) : .object(JSONObject([(key: generator.pick(keys), value: nested)]))
            }
            return nested
        default:
            var object = JSONObject()
            for _ in 0..<generator.int(1...4) {
                object[generator.pick(keys)] = wildValue(using: &generator, depth: depth + 1)
            }
            return generator.chance(1, in: 3) ? .array([.object(object)]) : .object(object)
        }
    }

    // MARK: Paths in a JSON value

    typealias Path = [JSONPath.Component]

    /// The paths of `value` and its children, down to 16 levels and 2,000 paths: enough to damage any
    /// part of a pass, and quick even when an earlier damage nested a value hundreds of levels deep.
    static func paths(_ value: JSONValue, at path: Path = [], into paths: inout [Path]) {
        guard paths.count < 2_000 else { return }
        paths.append(path)
        guard path.count < 16 else { return }
        switch value {
        case .object(let object):
            for (key, child) in object { Self.paths(child, at: path + [.key(key)], into: &paths) }
        case .array(let array):
            for (index, child) in array.enumerated() { Self.paths(child, at: path + [.index(index)], into: &paths) }
        default:
            break
        }
    }

    static func value(at path: Path, in value: JSONValue) -> JSONValue? {
        path.reduce(value as JSONValue?) { current, component in
            switch component {
            case .key(let key): return current?[key]
            case .index(let index): return current?[index]
            }
        }
    }

    /// `value` with `change` applied at `path`; the closure gets nil to remove.
    static func changing(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>, _ change: (JSONValue) -> JSONValue?) -> JSONValue? {
        guard let first = path.first else { return change(value) }
        switch (first, value) {
        case (.key(let key), .object(var object)):
            guard let child = object[key] else { return value }
            object[key] = changing(child, at: path.dropFirst(), change)
            return .object(object)
        case (.index(let index), .array(var array)) where array.indices.contains(index):
            if let changed = changing(array[index], at: path.dropFirst(), change) {
                array[index] = changed
            } else {
                array.remove(at: index)
            }
            return .array(array)
        default:
            return value
        }
    }

    /// One seed damaged at the value level one to four times.
    static func damagedValue(_ seeds: [JSONValue], using generator: inout Fuzz.Generator) -> JSONValue {
        var document = generator.pick(seeds)
        for _ in 0..<generator.int(1...4) {
            var all: [Path] = []
            paths(document, into: &all)
            let path = generator.pick(all)
            let replacement: (JSONValue) -> JSONValue?
            switch generator.below(7) {
            case 0, 1:
                let wild = wildValue(using: &generator)
                replacement = { _ in wild }
            case 2:
                replacement = { _ in nil }
            case 3:
                let key = generator.pick(keys)
                let wild = wildValue(using: &generator)
                replacement = { value in
                    guard case .object(var object) = value else { return value }
                    object[key] = wild
                    return .object(object)
                }
            case 4:
                var donor: [Path] = []
                let other = generator.pick(seeds)
                paths(other, into: &donor)
                let part = value(at: generator.pick(donor), in: other) ?? .null
                replacement = { _ in part }
            case 5:
                let copies = generator.pick([2, 20, 120])
                replacement = { value in
                    guard case .array(let array) = value, !array.isEmpty else { return .array(Array(repeating: value, count: copies)) }
                    return .array(Array(Array(repeating: array, count: copies).joined()))
                }
            default:
                let key = generator.pick(keys)
                replacement = { value in
                    guard case .object(let object) = value, let first = object.keys.first else { return value }
                    var renamed = JSONObject()
                    for (name, child) in object { renamed[name == first ? key : name] = child }
                    return .object(renamed)
                }
            }
            document = path.isEmpty ? (replacement(document) ?? .null) : (changing(document, at: path[...], replacement) ?? .null)
        }
        return document
    }

    static let byteTokens: [[UInt8]] = [",", "}", "]", "{", "[", "\"", ":", "null", "\\u", "\\ud800", "1e999", "/*", "//", "\u{FEFF}", "-", "."].map { Array($0.utf8) }

    /// A damaged document as bytes: damaged as a value and written, then sometimes damaged as bytes too.
    static func damagedBytes(_ seeds: [JSONValue], using generator: inout Fuzz.Generator) -> [UInt8] {
        let value = generator.chance(3, in: 4) ? damagedValue(seeds, using: &generator) : generator.pick(seeds)
        let bytes = JSONWriter(style: generator.chance(1, in: 2) ? .pretty : .compact).bytes(from: value)
        return generator.chance(1, in: 3) ? Fuzz.mutate(bytes, using: &generator, tokens: byteTokens) : bytes
    }

    // MARK: Properties

    /// Decodes `bytes`: a failure must be clean; a pass must write and read back as itself. Returns
    /// whether the bytes decode.
    @discardableResult
    static func check(_ bytes: [UInt8], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let pass: Pass
        do {
            pass = try Pass.decode(jsonData: Data(bytes)).pass
        } catch {
            Fuzz.expectClean(error, codes: [.invalidJSON, .invalidPass], Fuzz.describe(bytes, seed: seed), sourceLocation: sourceLocation)
            return false
        }
        do {
            let written = try pass.jsonData()
            let again = try Pass.decode(jsonData: written).pass
            #expect(again == pass, "\(Fuzz.describe(bytes, seed: seed)): the pass reads back differently once written", sourceLocation: sourceLocation)
            #expect(try again.jsonData() == written, "\(Fuzz.describe(bytes, seed: seed)): writing is not stable", sourceLocation: sourceLocation)
        } catch {
            Fuzz.expectClean(error, codes: [.invalidPass], "\(Fuzz.describe(bytes, seed: seed)): writing the pass", sourceLocation: sourceLocation)
        }
        return true
    }

    /// Validates `bytes` as the `pass.json` of `files`: no trap, the same decoding as `Pass.decode`,
    /// an error whenever it does not decode, and every finding worded.
    static func checkValidation(_ bytes: [UInt8], files: [String: Data], images: [ImageFile], seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        var all = files
        all["pass.json"] = Data(bytes)
        let (report, pass) = PassValidator().validateDecoding(PassSource(name: "Fuzz.pass", origin: .folder, files: all), knownImages: images)
        let decodes = (try? Pass.decode(jsonData: Data(bytes))) != nil
        let input = Fuzz.describe(bytes, seed: seed)
        #expect((pass != nil) == decodes, "\(input): the validator \(pass == nil ? "does not decode" : "decodes") what Pass.decode \(decodes ? "decodes" : "refuses")", sourceLocation: sourceLocation)
        if !decodes {
            #expect(!report.isValid, "\(input): a pass.json that does not decode is reported valid", sourceLocation: sourceLocation)
        }
        for diagnostic in report.diagnostics {
            #expect(!diagnostic.id.isEmpty && !diagnostic.message.isEmpty, "\(input): a finding without words: \(diagnostic)", sourceLocation: sourceLocation)
        }
        _ = report.summary
    }

    static let loops = FuzzLoop.list("pass-json", ["cuts": 1, "deep": 1, "decode": 2, "validate": 2])

    /// Each loop in a child process (see ``FuzzChild``), given the seed documents.
    @Test(arguments: loops)
    func fuzz(_ loop: FuzzLoop) async throws {
        try await FuzzChild.run(loop, context: Self.seedDocuments())
    }

    static func run(_ loop: String, batch: Int, context: [[UInt8]], tracker: FuzzChild.Tracker) {
        switch loop {
        case "cuts": cuts(context, tracker: tracker)
        case "deep": deepValues(context, tracker: tracker)
        case "decode": damagedDocuments(values(context), batch: batch, tracker: tracker)
        case "validate": damagedDocumentsValidated(values(context), batch: batch, tracker: tracker)
        default: Issue.record("no loop \(loop)")
        }
    }

    /// Each seed document decodes; cut anywhere before its closing brace, it fails cleanly.
    static func cuts(_ documents: [[UInt8]], tracker: FuzzChild.Tracker) {
        #expect(documents.count == 11)
        for (index, bytes) in documents.enumerated() {
            tracker.begin(UInt64(index))
            #expect(check(bytes, seed: UInt64(index)), "seed document \(index) does not decode")
            let closing = bytes.lastIndex(of: UInt8(ascii: "}")) ?? bytes.count
            for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
                let decodes = check(Array(bytes.prefix(length)), seed: UInt64(length))
                #expect(!decodes || length > closing, "seed document \(index) cut to \(length) bytes decodes")
            }
        }
    }

    /// Arrays and objects nested as deep as the parser allows (512 levels with the document's own
    /// object), one level deeper, and 100,000 levels deep, under keys that hold any JSON (`userInfo`, an
    /// unknown key), keys that hold structures and keys that hold text: decoding and validation
    /// either take them or refuse them cleanly.
    static func deepValues(_ documents: [[UInt8]], tracker: FuzzChild.Tracker) {
        guard let document = documents.first, let end = document.lastIndex(of: UInt8(ascii: "}")),
            let source = try? PassSource(folder: AppleSamples.appleSamplesFolder().appendingPathComponent("\(AppleSamples.names[0]).pass"))
        else {
            Issue.record("no seed document")
            return
        }
        let images = ValidationContext(source: source).images
        let keys = ["userInfo", "unknownKey", "semantics", "barcodes", "description", "boardingPass"]
        for (index, key) in keys.enumerated() {
            for depth in [100, 511, 512, 100_000] {
                for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
                    tracker.begin(UInt64(index * 1_000_000 + depth))
                    let deep = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
                    let bytes = Array(document[..<end]) + Array(",\"\(key)\": \(deep)".utf8) + Array(document[end...])
                    check(bytes, seed: UInt64(depth))
                    checkValidation(bytes, files: source.files, images: images, seed: UInt64(depth))
                }
            }
        }
    }

    /// Damaged documents decode or fail cleanly, and what decodes reads back the same once written.
    static func damagedDocuments(_ seeds: [JSONValue], batch: Int, tracker: FuzzChild.Tracker) {
        tracker.each(Fuzz.seeds(700 + UInt64(batch), count: 200)) { seed, generator in
            check(damagedBytes(seeds, using: &generator), seed: seed)
        }
    }

    /// Damaged documents validated as the `pass.json` of one of Apple's sample folders, whose images
    /// are measured once so that each run judges only the JSON.
    static func damagedDocumentsValidated(_ seeds: [JSONValue], batch: Int, tracker: FuzzChild.Tracker) {
        let samples = AppleSamples.names.compactMap { name -> (files: [String: Data], images: [ImageFile])? in
            guard let source = try? PassSource(folder: AppleSamples.appleSamplesFolder().appendingPathComponent("\(name).pass")) else { return nil }
            return (source.files, ValidationContext(source: source).images)
        }
        #expect(samples.count == AppleSamples.names.count)
        tracker.each(Fuzz.seeds(800 + UInt64(batch), count: 150)) { seed, generator in
            let sample = generator.pick(samples)
            checkValidation(damagedBytes(seeds, using: &generator), files: sample.files, images: sample.images, seed: seed)
        }
    }
}
