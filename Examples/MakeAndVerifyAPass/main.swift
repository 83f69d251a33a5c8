// Makes a loyalty card in code, signs it with development certificates made on the spot,
// reads it back and verifies it: the library's whole path in one program.
//
//   swift run passbook-example [OUTPUT.pkpass]   (default: coffee.pkpass)
import Foundation
import Passbook

let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "coffee.pkpass")

// 1. An identity. Development certificates verify against their own CA only; for a pass an iPhone
//    installs, load your Pass Type ID certificate instead:
//    try SigningIdentity(pkcs12File: URL(fileURLWithPath: "Certificates.p12"), password: …)
let certificates = try DevelopmentCertificates.generate(passTypeIdentifier: "pass.com.example.coffee", teamIdentifier: "COFFEE1234")
let identity = try certificates.identity()

// 2. The pass: a typed model of pass.json, here a coffee shop's loyalty card.
let card = Pass(
    passTypeIdentifier: "pass.com.example.coffee",
    serialNumber: "BEAN-2041",
    teamIdentifier: "COFFEE1234",
    organizationName: "Morning Bean",
    description: "Morning Bean loyalty card",
    style: .storeCard,
    fields: PassFields(
        headerFields: [PassField(key: "stamps", value: 7, label: "STAMPS")],
        primaryFields: [PassField(key: "reward", value: "3 more to a free cup", label: "NEXT REWARD")],
        backFields: [PassField(key: "terms", value: "One stamp per drink. Stamps expire after a year.", label: "Terms")]
    ),
    logoText: "Morning Bean",
    foregroundColor: PassColor(red: 60, green: 36, blue: 21),
    backgroundColor: PassColor(red: 246, green: 236, blue: 220),
    labelColor: PassColor(red: 140, green: 90, blue: 50),
    barcodes: [Barcode(format: .qr, message: "BEAN-2041", altText: "BEAN-2041")]
)

// 3. Its images: a brown disc on transparency, at the three scales Wallet asks for.
func icon(points: Int, scale: Int) throws -> Data {
    let size = points * scale
    var rgba = [UInt8](repeating: 0, count: size * size * 4)
    let center = Double(size) / 2, radius = Double(size) * 0.4
    for y in 0..<size {
        for x in 0..<size where hypot(Double(x) + 0.5 - center, Double(y) + 0.5 - center) <= radius {
            let offset = (y * size + x) * 4
            rgba.replaceSubrange(offset..<offset + 4, with: [110, 70, 40, 255])
        }
    }
    return try PNGImage(width: size, height: size, rgba: rgba).pngData()
}
var files: [String: Data] = [:]
for scale in 1...3 {
    let suffix = scale == 1 ? "" : "@\(scale)x"
    files["icon\(suffix).png"] = try icon(points: 29, scale: scale)
    files["logo\(suffix).png"] = try icon(points: 50, scale: scale)
}

// 4. Validated and signed in one step: a pass Wallet would refuse throws PassRefusedError.
let signed = try PassPackage(pass: card, files: files).signed(with: identity)
for warning in signed.diagnostics { print("warning:", warning.message) }
try FileIO.writeAtomically(signed.archive, to: output)
print("wrote \(output.path) (\(signed.archive.count) bytes)")

// 5. Read it back and verify it as Wallet would, trusting the development CA.
let read = try PassPackage(archive: signed.archive)
let report = try PassVerifier(trustedRoots: [certificates.caCertificate()]).verify(archive: signed.archive, name: output.lastPathComponent)
print("\(read.pass.serialNumber): \(report.isValid ? "verifies" : "does not verify"), \(report.checks.count) checks")
for failure in report.failures { print("failed:", failure.title, "—", failure.detail) }
exit(report.isValid ? 0 : 1)
