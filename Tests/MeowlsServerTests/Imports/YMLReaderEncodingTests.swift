import Foundation
import Testing

@testable import MeowlsServer

/// A feed's bytes against its encoding: UTF-8, or windows-1251 when it says so; anything else is refused, where an
/// element name of other bytes used to trap inside FoundationXML and take the server down (found by `FuzzYML`).
@Suite struct YMLReaderEncodingTests {
  @Test func anElementNameThatIsNotUTF8IsRefusedAsNeitherUTF8NorWindows1251() {
    let feed = Data("<yml_catalog><shop><a".utf8) + [0xFF, 0xFE] + Data("></a></shop></yml_catalog>".utf8)
    #expect {
      try YMLReader.read(feed)
    } throws: { error in
      guard case ImportError.unreadable(let reason) = error else { return false }
      return reason.contains("neither UTF-8 nor declared windows-1251")
    }
  }

  @Test func aFeedDeclaringUTF16OverEightBitTextIsRefused() {
    let feed =
      Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?><yml_catalog><a".utf8) + [0xFF] + Data("/></yml_catalog>".utf8)
    #expect(throws: ImportError.self) { try YMLReader.read(feed) }
  }

  @Test func aDeclarationOfAnotherXMLVersionIsNotTakenForWindows1251() {
    let feed =
      Data("<?xml version=\"0.0\" encoding=\"windows-1251\"?><yml_catalog><a".utf8) + [0xFF]
      + Data("/></yml_catalog>".utf8)
    #expect(throws: ImportError.self) { try YMLReader.read(feed) }
  }

  @Test func aFeedDeclaredWindows1251IsReadInThatEncoding() throws {
    let name: [UInt8] = [0xCA, 0xEE, 0xF8, 0xEA, 0xE0, 0xEC]  // «Кошкам» in windows-1251
    let feed =
      Data("<?xml version=\"1.0\" encoding=\"windows-1251\"?><yml_catalog><shop><categories><category id=\"1\">".utf8)
      + name + Data("</category></categories></shop></yml_catalog>".utf8)
    #expect(try YMLReader.read(feed).categories.map(\.name) == ["Кошкам"])
  }

  /// `<?name?>` made FoundationXML call `strlen` on a null pointer and take the server down (found by `FuzzYML`).
  @Test func aProcessingInstructionWithoutDataIsRefused() {
    let feed = Data("<?xml version=\"1.0\"?><yml_catalog><?skip?><shop/></yml_catalog>".utf8)
    #expect(throws: ImportError.self) { try YMLReader.read(feed) }
  }

  @Test func aProcessingInstructionWithDataIsRead() throws {
    let feed = Data("<?xml version=\"1.0\"?><yml_catalog><?skip this?><shop/></yml_catalog>".utf8)
    #expect(try YMLReader.read(feed).offers.isEmpty)
  }
}
