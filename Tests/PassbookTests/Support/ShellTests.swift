import Foundation
import PassbookTestSupport
import Testing

/// The tests' own program runner: a program that hangs fails its test within its limit, and the
/// failure shows where it waited.
@Suite struct ShellTests {
    @Test func aProgramPastItsLimitIsStoppedAndItsStacksReported() throws {
        let output = try Shell.run(["sleep", "60"], timeout: 1)
        #expect(output.status == Shell.killedAtLimit)
        #expect(output.stderr.contains("stopped after 1 s"), "\(output.stderr)")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb") {
            // sleep waits in the kernel: its one thread's stack names the call.
            #expect(output.stderr.contains("Thread 1"), "\(output.stderr)")
            #expect(output.stderr.contains("sleep"), "\(output.stderr)")
        }
    }
}
