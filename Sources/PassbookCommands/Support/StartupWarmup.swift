import Dispatch
import Foundation
import Passbook

/// The one place of `passbook`'s start-up speed: work done once per process (starting OpenSSL,
/// finding the pass model's protocol conformances) on another core while the arguments are
/// parsed, for the commands that read a pass. OpenSSL's state and the runtime's caches are shared
/// by every thread, so the command then finds them warm.
enum StartupWarmup {
    private static let commands: Set<String> = ["build", "validate", "verify", "inspect", "batch"]
    private static let signingCommands: Set<String> = ["build", "verify", "batch"]

    /// Starts the warm-up when `arguments` name a command that reads a pass; once per process.
    static func start(for arguments: [String]) {
        guard let command = arguments.first, commands.contains(command) else { return }
        if signingCommands.contains(command) { _ = cryptoStarted }
        _ = started
    }

    private static let cryptoStarted: Void = StartupWork.start { CryptoStart.prepare() }
    private static let started: Void = StartupWork.start { _ = warm() }

    /// Decodes the sample pass and hashes it; whether the pass decoded (it should, or it warms
    /// less than it could).
    static func warm() -> Bool {
        let json = Data(sample.utf8)
        _ = Manifest.sha1(json)
        return (try? Pass(jsonData: json)) != nil
    }

    /// A pass with the members most passes have, so that decoding it meets their types.
    private static let sample = """
        {"formatVersion": 1, "passTypeIdentifier": "pass.example", "serialNumber": "1", "teamIdentifier": "A1B2C3D4E5",
         "organizationName": "O", "description": "D", "logoText": "L", "backgroundColor": "rgb(1, 2, 3)",
         "foregroundColor": "rgb(1, 2, 3)", "labelColor": "rgb(1, 2, 3)", "webServiceURL": "https://example.com/",
         "authenticationToken": "0123456789abcdef", "expirationDate": "2030-01-01T00:00:00Z", "relevantDate": "2030-01-01T00:00:00Z",
         "locations": [{"latitude": 1, "longitude": 2, "relevantText": "T"}], "beacons": [{"proximityUUID": "E2C56DB5-DFFB-48D2-B060-D0F5A71096E0"}],
         "barcodes": [{"format": "PKBarcodeFormatQR", "message": "M", "messageEncoding": "iso-8859-1", "altText": "A"}],
         "semantics": {"eventName": "E", "venueLocation": {"latitude": 1, "longitude": 2}, "wifiAccess": [{"ssid": "S", "password": "P"}]},
         "generic": {"headerFields": [{"key": "a", "label": "A", "value": "V", "changeMessage": "%@"}],
          "primaryFields": [{"key": "b", "value": 1, "numberStyle": "PKNumberStyleDecimal"}],
          "secondaryFields": [{"key": "c", "value": "2030-01-01T00:00:00Z", "dateStyle": "PKDateStyleShort", "timeStyle": "PKDateStyleNone"}],
          "auxiliaryFields": [{"key": "d", "value": "V", "textAlignment": "PKTextAlignmentRight"}],
          "backFields": [{"key": "e", "value": "V", "attributedValue": "<a href='https://example.com'>V</a>", "dataDetectorTypes": ["PKDataDetectorTypeLink"]}]}}
        """
}
