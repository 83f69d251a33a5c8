import Foundation
import Logging
import Passbook
import PassbookServer

/// Writes each log entry to standard error as one JSON object: time, level, label, message and
/// the metadata as fields, for log collectors.
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var object: JSONObject = [
            "time": .string(APIDates.string(Date())), "level": .string(event.level.rawValue),
            "label": .string(label), "message": .string("\(event.message)"),
        ]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) where object[key] == nil {
            object[key] = .string("\(value)")
        }
        var line = JSONWriter(style: .compact).data(from: .object(object))
        line.append(0x0A)
        FileHandle.standardError.write(line)
    }
}
