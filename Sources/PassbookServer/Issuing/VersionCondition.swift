import Foundation
import Hummingbird

/// What an update requires of the pass's current version: nothing (concurrent updates are
/// applied one after the other), or that it is still the one the client read.
public enum VersionCondition: Sendable, Hashable {
    /// Apply the change to whatever version is current.
    case any
    /// `If-Match`: one of these versions (as the `ETag` gave them) must be current, or 412.
    case ifMatch([Int64])
    /// `"version"` in the body: this version must be current, or 409.
    case version(Int64)

    /// The condition of an `If-Match` header (`"3"`, `"3", "4"` or `*`); a weak or malformed
    /// tag matches nothing, as RFC 9110 has it for If-Match.
    public init(ifMatch header: String) {
        let tags = header.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if tags.contains("*") {
            self = .any
            return
        }
        self = .ifMatch(tags.compactMap { tag in
            guard tag.count >= 2, tag.hasPrefix("\""), tag.hasSuffix("\"") else { return nil }
            return Int64(tag.dropFirst().dropLast())
        })
    }

    /// The strong entity tag of a version: `"3"`.
    public static func entityTag(_ version: Int64) -> String { "\"\(version)\"" }

    func check(_ pass: StoredPass) throws {
        switch self {
        case .any: return
        case .ifMatch(let versions) where versions.contains(pass.version): return
        case .version(let version) where version == pass.version: return
        default: throw failure(serialNumber: pass.serialNumber, current: pass.version)
        }
    }

    func failure(serialNumber: String, current: Int64?) -> APIError {
        let now = current.map { " (it is at version \($0))" } ?? " (another update came first)"
        switch self {
        case .any, .ifMatch:
            return APIError(
                .preconditionFailed,
                "Could not update the pass \(serialNumber): it is no longer at the version If-Match names\(now). Read it again (GET /api/v1/passes/\(URLPath.segment(serialNumber)) gives its ETag) and send the change with the new one",
                headers: current.map { [.eTag: Self.entityTag($0)] } ?? [:]
            )
        case .version(let version):
            return APIError(
                .conflict,
                "Could not update the pass \(serialNumber): the request is based on version \(version) and the pass has changed since\(now). Read it again and send the change with the current version, or leave version out to apply it to whatever is current"
            )
        }
    }
}
