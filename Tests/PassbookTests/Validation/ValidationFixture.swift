import Foundation
@testable import Passbook

/// A pass in memory that breaks no rule, to be broken one rule at a time.
struct ValidationFixture {
    var json: JSONValue
    var files: [String: Data]
    var origin: PassSource.Origin = .folder
    var loadDiagnostics: [Diagnostic] = []

    /// A complete event ticket: every image at three scales, localized in English and German.
    static func clean() throws -> ValidationFixture {
        try cached.get()
    }

    private static let cached = Result { try make() }

    private static func make() throws -> ValidationFixture {
        let json: JSONValue = [
            "formatVersion": 1,
            "passTypeIdentifier": "pass.com.example.ticket",
            "serialNumber": "T-0001",
            "teamIdentifier": "ABCDE12345",
            "organizationName": "Example Events",
            "description": "Ticket for the Example concert",
            "logoText": "Example",
            "backgroundColor": "rgb(20, 40, 120)",
            "foregroundColor": "rgb(255, 255, 255)",
            "labelColor": "rgb(220, 230, 255)",
            "webServiceURL": "https://passes.example.com/",
            "authenticationToken": "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
            "expirationDate": "2099-12-31T23:59:00Z",
            "relevantDates": [["startDate": "2099-12-24T18:00:00+01:00", "endDate": "2099-12-24T23:00:00+01:00"]],
            "locations": [["latitude": 48.137, "longitude": 11.575]],
            "barcodes": [["format": "PKBarcodeFormatPDF417", "message": "T-0001", "messageEncoding": "iso-8859-1", "altText": "T-0001"]],
            "eventTicket": [
                "headerFields": [["key": "date", "label": "DATE", "value": "2099-12-24T20:00:00+01:00", "dateStyle": "PKDateStyleShort"]],
                "primaryFields": [["key": "event", "label": "EVENT", "value": "Concert"]],
                "secondaryFields": [["key": "venue", "label": "VENUE", "value": "Main Hall"]],
                "auxiliaryFields": [["key": "seat", "label": "SEAT", "value": "A12", "changeMessage": "Seat changed to %@"]],
                "backFields": [["key": "terms", "label": "TERMS", "value": "No refunds."]],
            ],
        ]
        var files: [String: Data] = [:]
        let white: [UInt8] = [255, 255, 255, 255]
        let navy: [UInt8] = [20, 40, 120, 255]
        for scale in 1...3 {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            files["icon\(suffix).png"] = try png(38 * scale, 38 * scale, navy)
            files["logo\(suffix).png"] = try logo(120 * scale, 40 * scale)
            files["background\(suffix).png"] = try png(180 * scale, 220 * scale, navy)
            files["thumbnail\(suffix).png"] = try png(90 * scale, 90 * scale, white)
        }
        files["en.lproj/pass.strings"] = StringsFile(["EVENT": "EVENT", "Concert": "Concert"]).data()
        files["de.lproj/pass.strings"] = StringsFile(["EVENT": "VERANSTALTUNG", "Concert": "Konzert"]).data()
        return ValidationFixture(json: json, files: files)
    }

    static func png(_ width: Int, _ height: Int, _ color: [UInt8]) throws -> Data {
        try PNGImage(width: width, height: height, rgba: Array([[UInt8]](repeating: color, count: width * height).joined())).pngData()
    }

    /// White bars on a transparent background.
    static func logo(_ width: Int, _ height: Int, color: [UInt8] = [255, 255, 255, 255]) throws -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height where (y / max(height / 8, 1)) % 2 == 0 {
            for x in 0..<width {
                pixels.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: color)
            }
        }
        return try PNGImage(width: width, height: height, rgba: pixels).pngData()
    }

    var source: PassSource {
        var all = files
        if json != .null { all["pass.json"] = JSONWriter(style: .pretty).data(from: json) }
        return PassSource(name: "Fixture.pass", origin: origin, files: all, diagnostics: loadDiagnostics)
    }

    func validate(_ options: ValidationOptions = ValidationOptions()) -> ValidationReport {
        PassValidator(options: options).validate(source)
    }

    /// Sets (or, with nil, removes) the value at a path such as `eventTicket.primaryFields[0].value`.
    mutating func set(_ path: String, _ value: JSONValue?) {
        Self.set(&json, components: Self.components(path)[...], value)
    }

    /// Appends to the array at `path`.
    mutating func append(_ path: String, _ value: JSONValue) {
        var array = get(path)?.arrayValue ?? []
        array.append(value)
        set(path, .array(array))
    }

    func get(_ path: String) -> JSONValue? {
        var current: JSONValue? = json
        for component in Self.components(path) {
            switch component {
            case .key(let key): current = current?[key]
            case .index(let index): current = current?[index]
            }
        }
        return current
    }

    static func components(_ path: String) -> [JSONPath.Component] {
        var components: [JSONPath.Component] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let bracket = rest.firstIndex(of: "[") {
                components.append(.key(String(rest[..<bracket])))
                rest = rest[bracket...]
                while let open = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]") {
                    components.append(.index(Int(rest[rest.index(after: open)..<close])!))
                    rest = rest[rest.index(after: close)...]
                }
            } else {
                components.append(.key(String(rest)))
            }
        }
        return components
    }

    private static func set(_ target: inout JSONValue, components: ArraySlice<JSONPath.Component>, _ value: JSONValue?) {
        guard let first = components.first else { return }
        let rest = components.dropFirst()
        switch first {
        case .key(let key):
            var object = target.objectValue ?? JSONObject()
            if rest.isEmpty {
                object[key] = value
            } else {
                var child = object[key] ?? .object(JSONObject())
                set(&child, components: rest, value)
                object[key] = child
            }
            target = .object(object)
        case .index(let index):
            var array = target.arrayValue ?? []
            if rest.isEmpty {
                if let value { array[index] = value } else { array.remove(at: index) }
            } else {
                set(&array[index], components: rest, value)
            }
            target = .array(array)
        }
    }
}
