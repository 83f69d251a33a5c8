import Foundation
import NIOHTTP1
import Passbook
import PassbookGoogleWallet
import Testing
@testable import PassbookServer

/// The service with Google Wallet configured, against a stand-in of Google's token endpoint and
/// REST API: each pass gets a save link that carries the same pass, the pass page offers both
/// wallets, and a change reaches Google as a PATCH of the right object through the push queue.
@Suite("Google Wallet in the service") struct GoogleWalletServiceTests {
    @Test func linksPagesAndUpdatesReachGoogle() async throws {
        try await GoogleWalletStandIn.run { google in
            try await TestService.run(configure: {
                $0.google.issuerID = GoogleWalletStandIn.issuerID
                $0.google.serviceAccountFile = google.keyFile
                $0.google.apiBaseURL = google.baseURL + "/walletobjects/v1"
            }) { service in
                let pass = try await service.issue()
                let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
                let link = try #require(info["googleSaveURL"]?.stringValue)
                #expect(link.hasPrefix("https://pay.google.com/gp/v/save/"))
                // The link's JWT carries the pass as Google sees it: the same serial and barcode as the Apple pass.
                let jwt = String(link.dropFirst("https://pay.google.com/gp/v/save/".count))
                let claims = try #require(GoogleWalletStandIn.base64URL(String(jwt.split(separator: ".")[1])))
                let payload = try #require(try JSONParser().parse(claims, file: "claims").value.objectValue?["payload"]?.objectValue)
                let object = try #require(payload["eventTicketObjects"]?.arrayValue?.first?.objectValue)
                let objectID = GoogleWalletIdentifier.objectID(issuerID: GoogleWalletStandIn.issuerID, passTypeIdentifier: pass.passTypeIdentifier, serialNumber: pass.serialNumber)
                #expect(object["id"]?.stringValue == objectID)
                let archive = try await service.call(.GET, pass.downloadPath, headers: pass.apple).body
                let apple = try PassSource(archive: archive).package().pass
                #expect(object["barcode"]?.objectValue?["value"]?.stringValue == apple.barcodes?.first?.message)

                // The page offers both wallets, the Google button with a freshly signed link.
                let token = URLPath.tokenQuery(PageLink.token(serialNumber: pass.serialNumber, authenticationToken: pass.authenticationToken, generation: 0))
                let page = try await service.call(.GET, "/p/\(URLPath.segment(pass.serialNumber))?\(token)", headers: ["Accept-Language": "de-DE,de;q=0.9,en;q=0.5"])
                #expect(page.status == 200)
                #expect(page.text.contains("id=\"add-to-wallet\" href=\"/p/") && page.text.contains("id=\"add-to-google-wallet\" href=\"https://pay.google.com/gp/v/save/"))
                #expect(page.text.contains("lang=\"de\""), "the German strings of the pass are chosen")

                // Saved by its holder, the object gets every change as a PATCH, through the queue.
                google.markSaved(objectID)
                _ = try await service.update(pass, data: ["entrance": "G7"])
                let patched = await TestService.eventually(within: 20) { google.patches.contains { "\($0.body)".contains("G7") } }
                #expect(patched)
                let patch = try #require(google.patches.last)
                #expect(patch.collection == "eventTicketObject" && patch.objectID == objectID)
                #expect(google.assertionProblems.isEmpty, "\(google.assertionProblems)")
                // The stand-in records the PATCH before it answers, and the service counts it once answered.
                let counted = try await TestService.eventually(within: 10) { try await service.metric("passbook_google_updates_total") >= 1 }
                #expect(counted)

                // A pass no holder saved yet: the PATCH finds nothing, and the job leaves the queue.
                let unsaved = try await service.issue()
                _ = try await service.update(unsaved, data: ["entrance": "H1"])
                let drained = try await TestService.eventually(within: 20) { try await service.server.service.store.pendingPushCount() == 0 }
                #expect(drained)
                #expect(!google.patches.contains { "\($0.body)".contains("H1") })
            }
        }
    }
}
