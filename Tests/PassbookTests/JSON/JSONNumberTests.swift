import Testing

@testable import Passbook

@Suite struct JSONNumberTests {
    @Test func integersAreWrittenWithoutAFraction() {
        #expect(JSONNumber(12).text == "12")
        #expect(JSONNumber(-7).text == "-7")
        #expect(JSONNumber(integerLiteral: 3).text == "3")
    }

    @Test(arguments: [
        (21.75, "21.75"), (1.0, "1.0"), (-122.3748889, "-122.3748889"), (1e20, "1e+20"), (0.1, "0.1"), (-0.0, "-0.0"),
    ])
    func doublesUseTheirShortestRoundTripText(_ value: Double, _ text: String) throws {
        let number = JSONNumber(value)
        #expect(number.text == text)
        #expect(number.doubleValue == value)
        #expect(try #require(JSONNumber(text: text)) == number)
    }

    @Test(arguments: [("3", 3), ("3.0", 3), ("3e0", 3), ("-12", -12), ("1E3", 1000)])
    func wholeNumbersHaveAnIntValue(_ text: String, _ expected: Int) throws {
        #expect(try #require(JSONNumber(text: text)).intValue == expected)
    }

    @Test(arguments: ["1.5", "1e-3", "99999999999999999999", "1e300"])
    func otherNumbersHaveNoIntValue(_ text: String) throws {
        #expect(try #require(JSONNumber(text: text)).intValue == nil)
    }

    @Test(arguments: ["-0.5e-3", "0", "-0", "10", "1.25E+10", "123456789012345678901234567890"])
    func acceptsValidLiterals(_ text: String) {
        #expect(JSONNumber(text: text)?.text == text)
    }

    @Test(arguments: ["", "-", "01", "1.", ".5", "+1", "1e", "1e+", "0x10", "NaN", "Infinity", " 1", "1 ", "1_000"])
    func rejectsInvalidLiterals(_ text: String) {
        #expect(JSONNumber(text: text) == nil)
    }

    @Test func equalityComparesTheLiteralText() throws {
        #expect(JSONNumber(1) != JSONNumber(1.0))
        #expect(JSONNumber(1).doubleValue == JSONNumber(1.0).doubleValue)
        #expect(try #require(JSONNumber(text: "1e3")).isIntegerLiteral == false)
        #expect(JSONNumber(1000).isIntegerLiteral)
    }
}
