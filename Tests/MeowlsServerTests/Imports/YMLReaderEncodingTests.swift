import Foundation
import Testing

@testable import MeowlsServer

/// A feed's bytes against its encoding: text that is not UTF-8 and names no other encoding is refused, where an
/// element name of such bytes used to trap inside FoundationXML and take the server down (found by `FuzzYML`).
@Suite struct YMLReaderEncodingTests {
  @Test func anElementNameThatIsNotUTF8IsRefusedAsNotUTF8() {
    let feed = Data("<yml_catalog><shop><a".utf8) + [0xFF, 0xFE] + Data("></a></shop></yml_catalog>".utf8)
    #expect {
      try YMLReader.read(feed)
    } throws: { error in
      guard case ImportError.unreadable(let reason) = error else { return false }
      return reason.contains("not UTF-8")
    }
  }

  @Test func aFeedDeclaringUTF16OverEightBitTextIsRefusedAsNotUTF8() {
    let feed =
      Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?><yml_catalog><a".utf8) + [0xFF] + Data("/></yml_catalog>".utf8)
    #expect(throws: ImportError.self) { try YMLReader.read(feed) }
  }

  @Test func aFeedDeclaredWindows1251IsReadInThatEncoding() throws {
    let name: [UInt8] = [0xCA, 0xEE, 0xF8, 0xEA, 0xE0, 0xEC]  // «Кошкам» in windows-1251
    let feed =
      Data("<?xml version=\"1.0\" encoding=\"windows-1251\"?><yml_catalog><shop><categories><category id=\"1\">".utf8)
      + name + Data("</category></categories></shop></yml_catalog>".utf8)
    #expect(try YMLReader.read(feed).categories.map(\.name) == ["Кошкам"])
  }
}
