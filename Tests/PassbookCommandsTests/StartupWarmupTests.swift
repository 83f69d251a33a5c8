import Testing
@testable import PassbookCommands

@Suite struct StartupWarmupTests {
    /// The warm-up's pass must decode, or it stops before the types it is there to meet.
    @Test func theWarmUpPassDecodes() {
        #expect(StartupWarmup.warm())
    }
}
