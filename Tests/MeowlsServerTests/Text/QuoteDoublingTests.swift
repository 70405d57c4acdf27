import Testing

@testable import MeowlsServer

/// Quotes doubled in CSV fields and SQL identifiers, whatever follows them.
@Suite struct QuoteDoublingTests {
  @Test func everyQuoteIsDoubled() {
    #expect(#"say "meow""#.doublingQuotes == #"say ""meow"""#)
  }

  @Test func aQuoteFollowedByACombiningMarkIsDoubledToo() {
    // NB: found by FuzzPriceList: `"` + U+0614 is one Swift character, which a search for `"` does not find.
    #expect("a\"\u{0614}b".doublingQuotes.unicodeScalars.map(\.value) == [0x61, 0x22, 0x22, 0x614, 0x62])
  }

  @Test func aReportFieldWithALineBreakOfCRLFIsQuoted() {
    #expect(DailyReportCSV.field("two\r\nlines") == "\"two\r\nlines\"")
  }

  @Test func aReportFieldWithASeparatorBeforeACombiningMarkIsQuoted() {
    #expect(DailyReportCSV.field("a,\u{0301}b") == "\"a,\u{0301}b\"")
    #expect(DailyReportCSV.field("a;\u{0301}b", separator: ";") == "\"a;\u{0301}b\"")
  }

  @Test func aReportFieldWithoutSeparatorQuoteOrLineBreakStaysBare() {
    #expect(DailyReportCSV.field("Корм для кошек") == "Корм для кошек")
  }
}
