import Testing

@testable import MeowlsServer

/// How a price list's text splits into records and cells, whatever the cells hold.
@Suite struct PriceListRecordsTests {
  func records(_ text: String) -> [String] {
    PriceListReader.records(text).map { "\($0.0): \($0.1.joined(separator: "|"))" }
  }

  @Test func aQuotedCellMayBeginWithACombiningMark() {
    // NB: found by FuzzPriceList: the quote and the mark after it are one Swift character.
    #expect(records("\"\u{0614}р,\";x\n") == ["1: \u{0614}р,|x"])
  }

  @Test func aSeparatorFollowedByACombiningMarkStillSeparates() {
    #expect(records("a;\u{0301}b\n") == ["1: a|\u{0301}b"])
  }

  @Test func aCRLFEndsOneRecordAndCountsOneLine() {
    #expect(records("a;b\r\nc;d\r\n\r\ne\r\n") == ["1: a|b", "2: c|d", "3: ", "4: e"])
  }

  @Test func aLineBreakInsideQuotesStaysInTheCellAndIsCounted() {
    #expect(records("\"x\r\ny\";z\r\nw\n") == ["1: x\r\ny|z", "3: w"])
  }
}
