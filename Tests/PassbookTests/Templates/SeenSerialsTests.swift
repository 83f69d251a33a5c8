@testable import Passbook
import Testing

@Suite("Serial numbers seen by a batch") struct SeenSerialsTests {
    @Test(arguments: [0, 50_000])
    func repeatsAreFoundWithTheirFirstLine(expected: Int) {
        var seen = SeenSerials(expected: expected)
        // Past the initial 1,024 slots when nothing is expected, so the table grows several times.
        for line in 1...20_000 {
            #expect(seen.insert("SERIAL-\(line)", line: line) == nil)
        }
        #expect(seen.count == 20_000)
        for line in stride(from: 1, through: 20_000, by: 997) {
            #expect(seen.insert("SERIAL-\(line)", line: 30_000 + line) == line)
        }
        #expect(seen.count == 20_000)
        #expect(seen.insert("", line: 40_000) == nil)
        #expect(seen.insert("", line: 40_001) == 40_000)
    }
}
