import Foundation
import NIOHTTP1
import Passbook
import Testing
@testable import PassbookServer
import PassbookServerTesting

/// Background signing, on SQLite and on PostgreSQL: many passes changed in one request, and the
/// passes of a template that changed between two starts, are signed again by the service itself
/// and pushed to their devices; nothing staged is lost to a change made meanwhile.
@Suite("Background signing") struct ResigningTests {
    static let databases = TestDatabase.kinds

    /// The pass's current archive through the issuer API: its pass.json, checked with `openssl cms`.
    static func signedPass(_ service: TestService, _ pass: TestService.IssuedPass) async throws -> JSONObject {
        let archive = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))/pass.pkpass", headers: service.bearer).body
        try WebServiceTests.verifySignature(archive)
        let files = try WebServiceTests.files(of: archive)
        let bytes = try #require(files["pass.json"])
        let value = try JSONParser().parse(bytes, file: "pass.json").value
        return try #require(value.objectValue)
    }

    static func field(_ json: JSONObject, _ key: String) -> JSONValue? {
        for group in ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields", "backFields"] {
            if case .array(let fields)? = json["eventTicket"]?.objectValue?[group],
               let field = fields.compactMap(\.objectValue).first(where: { $0["key"] == .string(key) }) {
                return field["value"]
            }
        }
        return nil
    }

    static func pending(_ service: TestService) async throws -> Int {
        let status = try await service.call(.GET, "/api/v1/resigning", headers: service.bearer).json()
        guard case .number(let number)? = status["pending"], let count = Int(number.text) else { throw TestFailure("no pending count: \(status)") }
        return count
    }

    @Test(arguments: databases) func manyPassesChangedInOneRequestAreSignedAndPushed(_ database: String) async throws {
        let (apns, port) = try await TestService.startAPNs()
        defer { Task { await apns.stop() } }
        try await TestService.run(database: database, apnsPort: port) { service in
            var passes: [TestService.IssuedPass] = []
            var tokens: [String] = []
            for index in 0..<24 {
                let pass = try await service.issue()
                let token = TestService.pushToken()
                #expect(try await service.register(pass, device: "bulk-\(index)", pushToken: token) == 201)
                passes.append(pass)
                tokens.append(token)
            }
            let updates: [JSONValue] = passes.enumerated().map { index, pass in
                ["serialNumber": .string(pass.serialNumber), "data": ["entrance": .string("G\(index)")]]
            }
            let answer = try await service.call(.PATCH, "/api/v1/passes", headers: service.bearer, json: ["updates": .array(updates)])
            #expect(answer.status == 202, "\(answer.text)")
            #expect(try answer.json()["staged"] == .number(JSONNumber(passes.count)))

            let done = try await TestService.eventually(within: 30) { try await Self.pending(service) == 0 }
            #expect(done)
            for (index, pass) in passes.enumerated() {
                let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
                #expect(info["version"] == .number(JSONNumber(2)))
                #expect(info["signingPending"] == nil)
                #expect(Self.field(try await Self.signedPass(service, pass), "entrance") == .string("G\(index)"))
            }
            let pushed = await apns.wait(timeout: 20) { pushes in Set(tokens).isSubset(of: Set(pushes.map(\.deviceToken))) }
            #expect(Set(tokens).isSubset(of: Set(pushed.map(\.deviceToken))), "every device is pushed once its pass is signed")
            #expect(try await service.metric("passbook_passes_resigned_total") == Double(passes.count))
            // Every pass was handed to the signer as it was staged, none leased after the commit.
            #expect(try await service.metric("passbook_passes_signed_ahead_total") == Double(passes.count))
        }
    }

    /// A change of more passes than the signer once took as it was staged (four rounds, 1,024 on
    /// two cores) is signed whole from what was handed over: none of its passes is leased again
    /// from the database after the commit.
    @Test(arguments: databases) func aLargeChangeIsSignedFromMemory(_ database: String) async throws {
        try await TestService.run(database: database) { service in
            let first = try await service.issue()
            // The others are copies of the first put in the store as they are, unsigned: only the
            // change is signed, which keeps this test to a fraction of the suite's time.
            let store = service.server.service.store
            let stored = try #require(try await store.pass(serialNumber: first.serialNumber))
            let archive = try #require(try await store.archive(serialNumber: first.serialNumber))
            let count = 1_100
            let serials = try await withThrowingTaskGroup(of: [String].self) { group in
                for worker in 0..<4 {
                    group.addTask {
                        var made: [String] = []
                        for index in stride(from: worker, to: count - 1, by: 4) {
                            var copy = stored
                            copy.serialNumber = String(format: "LARGE-%05d", index)
                            copy.authenticationToken = UUID().uuidString
                            _ = try await store.insert(copy, archive: archive, passJSON: nil, now: Date())
                            made.append(copy.serialNumber)
                        }
                        return made
                    }
                }
                return try await group.reduce(into: [first.serialNumber]) { $0 += $1 }
            }
            #expect(serials.count == count)
            let updates: [JSONValue] = serials.map { ["serialNumber": .string($0), "data": ["entrance": "L"]] }
            let answer = try await service.call(.PATCH, "/api/v1/passes", headers: service.bearer, json: ["updates": .array(updates)])
            #expect(answer.status == 202, "\(answer.text)")
            #expect(try await TestService.eventually(within: 120) { try await Self.pending(service) == 0 })
            #expect(try await service.metric("passbook_passes_resigned_total") == Double(count))
            #expect(try await service.metric("passbook_passes_signed_ahead_total") == Double(count))
            #expect(service.server.service.resignHandover.held == 0)
            #expect(Self.field(try await Self.signedPass(service, first), "entrance") == .string("L"))
            var copy = first
            copy.serialNumber = try #require(serials.last)
            #expect(Self.field(try await Self.signedPass(service, copy), "entrance") == .string("L"))
        }
    }

    @Test(arguments: databases) func aBadStagedChangeWritesNothing(_ database: String) async throws {
        try await TestService.run(database: database) { service in
            let pass = try await service.issue()
            let typo = try await service.call(
                .PATCH, "/api/v1/passes", headers: service.bearer,
                json: ["updates": [["serialNumber": .string(pass.serialNumber), "data": ["entrence": "C"]]]]
            )
            #expect(typo.status == 422 && typo.text.contains("Did you mean entrance?"), "\(typo.text)")
            let unknown = try await service.call(
                .PATCH, "/api/v1/passes", headers: service.bearer,
                json: ["updates": [["serialNumber": .string(pass.serialNumber), "data": ["entrance": "C"]], ["serialNumber": "NO-SUCH-PASS", "data": ["entrance": "D"]]]]
            )
            #expect(unknown.status == 404 && unknown.text.contains("NO-SUCH-PASS"), "\(unknown.text)")
            // The known pass was handed to the signer as it was staged; once its signing is over,
            // the change rolled back keeps it from being stored.
            let handover = service.server.service.resignHandover
            #expect(await TestService.eventually(within: 30) { handover.held == 0 })
            #expect(try await service.metric("passbook_passes_resigned_total") == 0)
            let both = try await service.call(.PATCH, "/api/v1/passes", headers: service.bearer, json: ["template": "event-ticket", "updates": []])
            #expect(both.status == 400)
            let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
            #expect(info["data"]?.objectValue?["entrance"] == .string("B"))
            #expect(info["version"] == .number(JSONNumber(1)))
            #expect(info["signingPending"] == nil)
            #expect(try await Self.pending(service) == 0)
        }
    }

    @Test(arguments: databases) func aChangeMadeWhileSigningIsKept(_ database: String) async throws {
        try await TestService.run(database: database) { service in
            let pass = try await service.issue()
            let path = "/api/v1/passes/\(URLPath.segment(pass.serialNumber))"
            // A staged change and an immediate one race; whichever signs first, both values end up signed.
            let staged = try await service.call(.PATCH, "/api/v1/passes", headers: service.bearer, json: ["template": "event-ticket", "data": ["entrance": "K"]])
            #expect(staged.status == 202)
            _ = try await service.update(pass, data: ["ticketNumber": "RACE01"])
            let done = try await TestService.eventually(within: 30) { try await Self.pending(service) == 0 }
            #expect(done)
            let data = try await service.call(.GET, path, headers: service.bearer).json()["data"]?.objectValue ?? [:]
            #expect(data["entrance"] == .string("K") && data["ticketNumber"] == .string("RACE01"))
            let json = try await Self.signedPass(service, pass)
            #expect(Self.field(json, "entrance") == .string("K"))
            #expect("\(json)".contains("RACE01"))
        }
    }

    /// The pass page's `pass.json` is the one inside the current signed archive (the service keeps
    /// no second copy): after an immediate change and after a change signed in the background.
    @Test(arguments: databases) func thePassPageReadsTheCurrentPassJSON(_ database: String) async throws {
        try await TestService.run(database: database) { service in
            let pass = try await service.issue()
            func pageJSON() async throws -> String {
                let token = PageLink.token(serialNumber: pass.serialNumber, authenticationToken: pass.authenticationToken, generation: 0)
                return "\(try await service.server.service.page(serialNumber: pass.serialNumber, token: token).json)"
            }
            #expect(try await pageJSON().contains(pass.serialNumber))
            _ = try await service.update(pass, data: ["ticketNumber": "PAGE01"])
            #expect(try await pageJSON().contains("PAGE01"))
            let staged = try await service.call(.PATCH, "/api/v1/passes", headers: service.bearer, json: ["template": "event-ticket", "data": ["entrance": "PAGE-GATE"]])
            #expect(staged.status == 202)
            #expect(try await TestService.eventually(within: 30) { try await Self.pending(service) == 0 })
            let json = try await pageJSON()
            #expect(json.contains("PAGE-GATE") && json.contains("PAGE01"))
            await #expect(throws: (any Error).self) {
                _ = try await service.server.service.page(serialNumber: pass.serialNumber, token: "not-\(pass.authenticationToken)")
            }
        }
    }

    /// The service started again with a changed template signs that template's passes again (and
    /// pushes them); passes of templates that did not change keep their version.
    @Test(arguments: databases) func passesOfAChangedTemplateAreSignedAgainAtStart(_ database: String) async throws {
        let templates = FileManager.default.temporaryDirectory.appendingPathComponent("passbook-templates-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestService.repositoryFolder.appendingPathComponent("Templates"), to: templates)
        defer { try? FileManager.default.removeItem(at: templates) }
        let url = try await TestDatabase.url(database)
        // The same public address both times, wherever each listens: the web service URL is in
        // every pass, so a new one has every pass signed again too.
        let configure: (inout ServerConfiguration) throws -> Void = {
            $0.templatesFolder = templates
            $0.databaseURL = url
            $0.publicURL = TestService.fixedPublicURL
        }
        var changed: [TestService.IssuedPass] = []
        var unchanged: TestService.IssuedPass?
        try await TestService.run(database: database, configure: configure) { service in
            for _ in 0..<5 { changed.append(try await service.issue(template: "event-ticket")) }
            unchanged = try await service.issue(template: "coupon")
            #expect(try await Self.pending(service) == 0)
        }
        let passJSON = templates.appendingPathComponent("event-ticket/pass.json")
        let text = try String(contentsOf: passJSON, encoding: .utf8)
        #expect(text.contains("\"organizationName\": \"The Lantern Hall\""))
        try text.replacingOccurrences(of: "\"organizationName\": \"The Lantern Hall\"", with: "\"organizationName\": \"The Lantern Hall (new owners)\"")
            .write(to: passJSON, atomically: false, encoding: .utf8)

        let (apns, port) = try await TestService.startAPNs()
        defer { Task { await apns.stop() } }
        try await TestService.run(database: database, apnsPort: port, configure: configure) { service in
            let done = try await TestService.eventually(within: 30) {
                let resigned = try await service.metric("passbook_passes_resigned_total")
                let pending = try await Self.pending(service)
                return resigned == Double(changed.count) && pending == 0
            }
            #expect(done)
            for pass in changed {
                let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(pass.serialNumber))", headers: service.bearer).json()
                #expect(info["version"] == .number(JSONNumber(2)))
                let json = try await Self.signedPass(service, pass)
                #expect(json["organizationName"] == .string("The Lantern Hall (new owners)"))
            }
            let coupon = try #require(unchanged)
            let info = try await service.call(.GET, "/api/v1/passes/\(URLPath.segment(coupon.serialNumber))", headers: service.bearer).json()
            #expect(info["version"] == .number(JSONNumber(1)))
        }
    }
}
