import AsyncHTTPClient
import Foundation
import NIOHTTP1
import Passbook
import PostgresKit
import Testing
@testable import PassbookServer

/// The service under concurrent writers, on SQLite and on PostgreSQL: simultaneous changes to one
/// pass all land (or fail as the client asked), one serial is created once, and conditions on the
/// version answer 412 and 409.
@Suite("Concurrency") struct ConcurrencyTests {
    static let databases = TestDatabase.kinds

    @Test(arguments: databases) func concurrentChangesToOnePassAreAllKept(_ database: String) async throws {
        try await TestService.run(database: database) { service in
            let pass = try await service.issue()
            let path = "/api/v1/passes/\(URLPath.segment(pass.serialNumber))"
            for round in 0..<10 {
                let changes: [JSONObject] = [
                    ["room": .string("R\(round)")], ["seat": ["section": .string("S\(round)")]], ["ticketNumber": .string("T\(round)")],
                ]
                let answers = try await withThrowingTaskGroup(of: TestService.Answer.self) { group in
                    for change in changes {
                        group.addTask { try await service.call(.PATCH, path, headers: service.bearer, json: ["data": .object(change)]) }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(answers.allSatisfy { $0.status == 200 }, "round \(round): \(answers.map { "\($0.status) \($0.text.prefix(120))" })")
                let versions = try answers.map { try $0.json()["version"] }
                #expect(Set(versions.map { "\($0 ?? .null)" }).count == 3, "round \(round): three changes, three versions: \(versions)")
                let data = try await service.call(.GET, path, headers: service.bearer).json()["data"]?.objectValue ?? [:]
                #expect(data["room"] == .string("R\(round)"))
                #expect(data["seat"]?.objectValue?["section"] == .string("S\(round)"))
                #expect(data["ticketNumber"] == .string("T\(round)"))
            }
        }
    }

    @Test(arguments: databases) func oneSerialIsCreatedOnce(_ database: String) async throws {
        try await TestService.run(database: database) { service in
            let template = try await service.call(.GET, "/api/v1/templates", headers: service.bearer).json()
            #expect(template["templates"] != nil)
            for _ in 0..<5 {
                let serial = "ONCE-\(UUID().uuidString.prefix(8))"
                let statuses = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                    for _ in 0..<4 {
                        group.addTask {
                            do {
                                _ = try await service.issue(serialNumber: serial)
                                return (201, "")
                            } catch let failure as TestFailure {
                                return (failure.description.contains("answered 409:") ? 409 : 0, failure.description)
                            }
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(statuses.filter { $0.0 == 201 }.count == 1, "\(statuses)")
                #expect(statuses.filter { $0.0 == 409 }.count == 3, "\(statuses)")
                #expect(statuses.filter { $0.0 == 409 }.allSatisfy { $0.1.contains(#""error":{"status":409"#) })
            }
        }
    }

    @Test func versionConditionsAnswer412And409() async throws {
        try await TestService.run { service in
            let pass = try await service.issue()
            let path = "/api/v1/passes/\(URLPath.segment(pass.serialNumber))"
            let read = try await service.call(.GET, path, headers: service.bearer)
            let etag = try #require(read.headers.first(name: "ETag"))
            #expect(etag == "\"1\"")
            // The first writer with the version it read wins; the second gets 412 and the new ETag.
            let first = try await service.call(.PATCH, path, headers: service.bearer.merging(["If-Match": etag]) { $1 }, json: ["data": ["room": "A"]])
            #expect(first.status == 200 && first.headers.first(name: "ETag") == "\"2\"")
            let stale = try await service.call(.PATCH, path, headers: service.bearer.merging(["If-Match": etag]) { $1 }, json: ["data": ["room": "B"]])
            #expect(stale.status == 412 && stale.headers.first(name: "ETag") == "\"2\"" && stale.text.contains("If-Match"))
            let void = try await service.call(.POST, path + "/void", headers: service.bearer.merging(["If-Match": etag]) { $1 })
            #expect(void.status == 412)
            // The same through the body: 409.
            let conflict = try await service.call(.PATCH, path, headers: service.bearer, json: ["data": ["room": "C"], "version": 1])
            #expect(conflict.status == 409 && conflict.text.contains("version 1"))
            let current = try await service.call(.PATCH, path, headers: service.bearer, json: ["data": ["room": "D"], "version": 2])
            #expect(current.status == 200)
            let data = try await service.call(.GET, path, headers: service.bearer).json()["data"]?.objectValue ?? [:]
            #expect(data["room"] == "D")
            #expect(try await service.call(.PATCH, path, headers: service.bearer.merging(["If-Match": "*"]) { $1 }, json: ["data": ["room": "E"]]).status == 200)
        }
    }
}

/// Two instances on one PostgreSQL: the one answering Wallet from memory learns of a change the
/// other made, and never answers a version older than one a device has been told of.
@Suite("Instances", .enabled(if: TestDatabase.postgresURL != nil, TestDatabase.postgresSkipped)) struct InstancesTests {
    @Test func aChangeOnOneInstanceIsServedByTheOther() async throws {
        let url = try await TestDatabase.url("postgres")
        try await TestService.run(database: "postgres", configure: { $0.databaseURL = url }) { first in
            try await TestService.run(database: "postgres", configure: { $0.databaseURL = url }) { second in
                let pass = try await first.issue()
                let device = "instances-\(UUID().uuidString.prefix(8))"
                #expect(try await first.register(pass, device: device, pushToken: TestService.pushToken()) == 201)
                let listPath = "/passes/v1/devices/\(device)/registrations/\(pass.passTypeIdentifier)"
                var tag = try await first.call(.GET, listPath, headers: pass.apple).json()["lastUpdated"]?.stringValue ?? ""
                // Once the first instance listens to the changes, it answers from memory.
                let remembers = try await TestService.eventually(within: 10) {
                    _ = try await first.call(.GET, pass.downloadPath, headers: pass.apple)
                    return try await first.metric("passbook_latest_pass_memory_answers_total") > 0
                }
                #expect(remembers)
                for round in 1...20 {
                    // The first instance reads the pass twice, so it holds it in memory.
                    for _ in 0..<2 {
                        #expect(try await first.call(.GET, pass.downloadPath, headers: pass.apple).status == 200)
                    }
                    _ = try await second.update(pass, data: ["entrance": .string("R\(round)")])
                    // What a device does after the push: list the changes, then fetch the pass, both
                    // from the instance that did not make the change.
                    let list = try await first.call(.GET, listPath + "?passesUpdatedSince=\(tag)", headers: pass.apple)
                    #expect(list.status == 200, "round \(round): the change is listed")
                    tag = try list.json()["lastUpdated"]?.stringValue ?? tag
                    let archive = try await first.call(.GET, pass.downloadPath, headers: pass.apple)
                    let json = try JSONParser().parse(try #require(try WebServiceTests.files(of: archive.body)["pass.json"]), file: "pass.json").value
                    #expect("\(json)".contains("R\(round)"), "round \(round): the first instance served the version before the change")
                }
                #expect(try await first.metric("passbook_latest_pass_memory_answers_total") > 20, "the first instance answered from memory between changes")
            }
        }
    }

    /// A device can list a change on one instance and fetch the pass from another before that one
    /// is notified of it. The change is written here without its notification, so the instance
    /// holding the old version never hears of it: it must ask the database, not answer from memory.
    @Test func aChangeNotYetNotifiedIsNeverAnsweredFromMemory() async throws {
        let url = try await TestDatabase.url("postgres")
        try await TestService.run(database: "postgres", configure: { $0.databaseURL = url }) { service in
            let pass = try await service.issue()
            let store = try #require(service.server.service.store as? SQLPassStore)
            let memoryAnswers = { try await service.metric("passbook_latest_pass_memory_answers_total") }
            let remembers = try await TestService.eventually(within: 10) {
                _ = try await service.call(.GET, pass.downloadPath, headers: pass.apple)
                return try await memoryAnswers() > 0
            }
            #expect(remembers)
            let before = try await service.call(.GET, pass.downloadPath, headers: pass.apple)
            let lastModified = try #require(before.headers.first(name: "Last-Modified"))
            let conditional = pass.apple.merging(["If-Modified-Since": lastModified]) { $1 }
            let answered = try await memoryAnswers()
            #expect(try await service.call(.GET, pass.downloadPath, headers: conditional).status == 304)
            #expect(try await memoryAnswers() == answered + 1, "the unchanged pass is answered from memory")

            // A new version committed, its notification not (yet) come: a later Last-Modified.
            try await store.connections.withConnection { db in
                try await db.raw("""
                    WITH tag AS (UPDATE counters SET value = value + 1 WHERE name = 'update_tag' RETURNING value)
                    UPDATE passes SET update_tag = tag.value, version = version + 1, modified_at = modified_at + 5
                    FROM tag WHERE serial = \(bind: pass.serialNumber)
                    """).run()
            }
            for _ in 0..<3 {
                let after = try await service.call(.GET, pass.downloadPath, headers: conditional)
                #expect(after.status == 200, "the version before the change was answered: \(after.status)")
                #expect(after.headers.first(name: "Last-Modified") != lastModified)
            }
            #expect(try await memoryAnswers() == answered + 1, "nothing answered from memory while the notifications lag")

            // Once the notifications reach the committed tag, memory answers again.
            try await store.connections.withConnection { db in
                try await db.raw("SELECT pg_notify(\(bind: SQLPassStore.changeChannel), value::text || chr(9) || \(bind: pass.serialNumber)) FROM counters WHERE name = 'update_tag'").run()
            }
            let again = try await TestService.eventually(within: 10) {
                _ = try await service.call(.GET, pass.downloadPath, headers: pass.apple)
                return try await memoryAnswers() > answered + 1
            }
            #expect(again, "memory answers again once notified")
        }
    }
}
