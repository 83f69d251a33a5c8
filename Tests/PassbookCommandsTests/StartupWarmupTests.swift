import Foundation
import PassbookTestSupport
import Synchronization
import Testing
@testable import PassbookCommands

@Suite struct StartupWarmupTests {
    /// The warm-up's pass must decode, or it stops before the types it is there to meet.
    @Test func theWarmUpPassDecodes() {
        #expect(StartupWarmup.warm())
    }

    /// Exit waits for start-up work: `waitForAll` returns only once work started before it has finished.
    @Test func waitingForStartupWorkWaitsForAllOfIt() {
        let finished = Atomic<Int>(0)
        for _ in 0..<3 {
            StartupWork.start {
                Thread.sleep(forTimeInterval: 0.2)
                finished.add(1, ordering: .sequentiallyConsistent)
            }
        }
        StartupWork.waitForAll()
        #expect(finished.load(ordering: .sequentiallyConsistent) == 3)
    }

    /// A command that fails at once exits while the warm-up (or the identity read) may still run on
    /// another thread. Exiting then ran OpenSSL's clean-up under that thread, which crashed about one
    /// run in a hundred; the process now waits for it. Hundreds of runs make a return of that race show.
    @Test func commandsThatFailAtOnceExitCleanlyEveryTime() throws {
        let commands = [
            ["inspect", "/nonexistent/x.pkpass"],
            ["verify", "/nonexistent/x.pkpass"],
            ["build", "/nonexistent/x.pass", "--dev-certs", "/nonexistent/certs"],
        ]
        var statuses: [String: Int] = [:]
        for round in 0..<100 {
            for command in commands {
                let result = try CLI.run(command, timeout: 60)
                if result.status != 1 || round == 0 {
                    statuses["\(command[0]) exited \(result.status)", default: 0] += 1
                }
            }
        }
        #expect(statuses == ["inspect exited 1": 1, "verify exited 1": 1, "build exited 1": 1])
    }
}
