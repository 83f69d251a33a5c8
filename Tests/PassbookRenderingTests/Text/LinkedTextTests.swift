import Testing

@testable import PassbookRendering

/// Back field text read from the HTML passes carry, and turned into Pango markup that pass text
/// cannot add to.
@Suite struct LinkedTextTests {
    typealias Run = LinkedText.Run

    @Test func anAnchorBecomesItsTextLinkedToItsHref() {
        #expect(LinkedText(html: "<a href=\"https://vueling.example/manage\">Book now</a>").runs == [Run(text: "Book now", link: "https://vueling.example/manage")])
        #expect(
            LinkedText(html: "Call <A HREF='tel:+34931518158' target=_blank>us</A>, or <a href=https://x.example/a?b=1&amp;c=2>here</a>.").runs == [
                Run(text: "Call "), Run(text: "us", link: "tel:+34931518158"), Run(text: ", or "),
                Run(text: "here", link: "https://x.example/a?b=1&c=2"), Run(text: "."),
            ]
        )
        // An anchor without an href is not a link.
        #expect(LinkedText(html: "<a name='top'>Top</a>").runs == [Run(text: "Top")])
    }

    @Test func otherTagsAreNotShownAndLineBreaksBreakLines() {
        #expect(LinkedText(html: "<b>Gate</b> changes <i>may</i> happen.<br/>Check the <span style='x'>screens</span>.").plainText == "Gate changes may happen.\nCheck the screens.")
        #expect(LinkedText(html: "<p>One</p><p>Two</p>").plainText == "One\nTwo")
        #expect(LinkedText(html: "Fish &amp; chips &lt;3 &#8364;5 &#x2192; &nbsp;&bogus; AT&T").plainText == "Fish & chips <3 €5 → \u{00A0}&bogus; AT&T")
    }

    @Test func textThatOnlyLooksLikeATagStaysText() {
        for text in ["a < b and c > d", "<Name> of the holder", "x<y", "5 <3", "<a"] {
            #expect(LinkedText(html: text).plainText == text, "\(text)")
        }
    }

    @Test func markupEscapesThePassTextAndColoursOnlyLinks() {
        let blue = RGBA(red: 0, green: 0.478, blue: 1)
        let text = LinkedText(html: "<a href='https://x.example/?a=1&amp;b=\"2\"'>A & B</a> <span foreground='red'>red</span> 'q' \u{1}")
        #expect(text.markup(linkColor: blue, underlineLinks: false) == "<span foreground=\"#007AFF\">A &amp; B</span> red &#39;q&#39; ")
        #expect(LinkedText(plain: "<b>x</b>").markup(linkColor: blue, underlineLinks: true) == "&lt;b&gt;x&lt;/b&gt;")
        #expect(
            LinkedText(html: "<a href='x'>y</a>").markup(linkColor: blue, underlineLinks: true)
                == "<span foreground=\"#007AFF\" underline=\"single\">y</span>"
        )
    }

    @Test func detectionLinksPlainRunsAndLeavesAnchorsAlone() {
        let text = LinkedText(html: "<a href='https://a.example'>See https://b.example</a> or https://c.example.")
        #expect(
            text.detecting(DataDetector(nil)).runs == [
                Run(text: "See https://b.example", link: "https://a.example"), Run(text: " or "),
                Run(text: "https://c.example", link: "https://c.example"), Run(text: "."),
            ]
        )
        #expect(text.detecting(DataDetector([])) == text)
    }
}
