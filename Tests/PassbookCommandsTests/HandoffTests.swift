import Foundation
import Passbook
import PassbookTestSupport
import Synchronization
import Testing
@testable import PassbookCommands

@Suite struct HandoffTests {
    @Test func theFirstValueHandedCountsAndWaitersGetIt() {
        let handoff = Handoff<Int>()
        let seen = Atomic<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<4 {
            group.enter()
            Thread {
                seen.add(handoff.value ?? -100, ordering: .sequentiallyConsistent)
                group.leave()
            }.start()
        }
        Thread.sleep(forTimeInterval: 0.1)
        // Nobody got past `value` before the put.
        #expect(seen.load(ordering: .sequentiallyConsistent) == 0)
        handoff.put(7)
        handoff.put(9)
        group.wait()
        #expect(seen.load(ordering: .sequentiallyConsistent) == 28)
        #expect(handoff.value == 7)
    }

    @Test func nilHandsOverNothing() {
        let handoff = Handoff<String>()
        handoff.put(nil)
        handoff.put("late")
        #expect(handoff.value == nil)
    }
}
