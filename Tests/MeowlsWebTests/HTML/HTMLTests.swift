import Testing

@testable import MeowlsWeb

@Suite struct HTMLTests {
  @Test func textIsEscaped() {
    let html = el("p") { "<b>Tom & \"Jerry\"</b>" }
    #expect(html.markup == "<p>&lt;b&gt;Tom &amp; \"Jerry\"&lt;/b&gt;</p>")
  }

  @Test func attributeValuesAreEscapedQuotesToo() {
    let html = void("input", Attribute("value", "\"><script>x</script>'"))
    #expect(html.markup == "<input value=\"&quot;&gt;&lt;script&gt;x&lt;/script&gt;&#39;\">")
  }

  @Test func controlCharactersAreDropped() {
    #expect(HTML.text("a\u{0}b\u{1B}c\nd").markup == "abc\nd")
  }

  @Test func outsideURLsKeepOnlyHTTPAndPaths() {
    #expect(Attribute.safeURL("src", "javascript:alert(1)").markup == " src=\"\"")
    #expect(Attribute.safeURL("src", "//evil.test/x").markup == " src=\"\"")
    #expect(Attribute.safeURL("src", "/static/a.svg").markup == " src=\"/static/a.svg\"")
    #expect(
      Attribute.safeURL("src", "https://img.test/a.png?x=1&y=2").markup == " src=\"https://img.test/a.png?x=1&amp;y=2\""
    )
  }

  @Test func booleanAttributesAppearOnlyWhenPresent() {
    #expect(void("input", Attribute("checked", present: true)).markup == "<input checked>")
    #expect(void("input", Attribute("checked", present: false)).markup == "<input>")
  }

  @Test func blocksTakeConditionsAndLoops() {
    let html = el("ul") {
      for n in 1...2 { el("li") { String(n) } }
      if false { "never" }
    }
    #expect(html.markup == "<ul><li>1</li><li>2</li></ul>")
  }

  @Test func richTextKeepsParagraphsEmphasisAndListsAsMarkup() {
    let html = HTML.richText("<p><strong>Dreamies</strong> — подушечки</p><ul><li>раз<br/>два</li></ul>")
    #expect(html.markup == "<p><strong>Dreamies</strong> — подушечки</p><ul><li>раз<br>два</li></ul>")
  }

  @Test func richTextDropsOtherTagsAndEveryAttributeButKeepsTheirText() {
    let html = HTML.richText(#"<p onclick="x()">a<script>alert(1)</script><img src=x onerror=y><a href="j:">b</a></p>"#)
    #expect(html.markup == "<p>aalert(1)b</p>")
  }

  @Test func richTextClosesWhatItOpenedAndIgnoresStrayClosingTags() {
    #expect(HTML.richText("</li><p><em>a</p>b<strong>c").markup == "<p><em>a</em></p>b<strong>c</strong>")
  }

  @Test func richTextKeepsEntitiesAndEscapesEveryOtherSpecialCharacter() {
    #expect(HTML.richText("5 &lt; 7 &amp; 3 > 2 & x <1").markup == "5 &lt; 7 &amp; 3 &gt; 2 &amp; x &lt;1")
  }
}
