import Testing
@testable import Passbook

@Suite struct URLCheckTests {
    @Test func acceptsAbsoluteURLsWithAHost() {
        for text in [
            "https://example.com/passes/", "http://localhost:8080", "https://münchen.de/pässe", "https://xn--mnchen-3ya.de/",
            "https://[::1]:8443/", "https://192.0.2.1/v1", "HTTPS://EXAMPLE.COM",
        ] {
            #expect(URLCheck.problem(text, schemes: ["https", "http"]) == nil, "\(text)")
        }
    }

    @Test func namesWhatIsWrong() {
        let cases: [(String, String)] = [
            (" https://example.com", "contains spaces"), ("https://example.com\n", "contains spaces"),
            ("https://example.com\u{3000}", "contains spaces"), ("https://exa mple.com", "contains spaces"),
            ("example.com/path", "is not a URL"), ("ftp://example.com", "uses ftp:"),
            ("https:///path", "has no host name"), ("https://.example.com", "has no host name"), ("https://./", "has no host name"),
        ]
        for (text, reason) in cases {
            #expect(URLCheck.problem(text, schemes: ["https", "http"])?.contains(reason) == true, "\(text)")
        }
    }
}
