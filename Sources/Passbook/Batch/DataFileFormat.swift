public import Foundation

/// The formats a batch reads its records from.
public enum DataFileFormat: String, Sendable, Hashable, CaseIterable {
    /// Comma-separated values with a header row of value names.
    case csv
    /// One JSON object per line.
    case jsonl

    /// The format a file's extension names: `.csv`, or `.jsonl`/`.ndjson`.
    public init?(url: URL) {
        switch url.pathExtension.lowercased() {
        case "csv": self = .csv
        case "jsonl", "ndjson": self = .jsonl
        default: return nil
        }
    }
}
