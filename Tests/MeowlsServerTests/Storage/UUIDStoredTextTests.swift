import Foundation
import Testing

@testable import MeowlsServer

@Suite struct UUIDStoredTextTests {
  @Test(arguments: [
    "FA8CAE8A-D284-831B-BE38-490C2018D213", "fa8cae8a-d284-831b-be38-490c2018d213",
    "00000000-0000-0000-0000-000000000000",
    "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  ])
  func readsWhatFoundationReads(text: String) {
    #expect(UUID(storedText: text) == UUID(uuidString: text))
    #expect(UUID(storedText: text) != nil)
  }

  @Test func readsTheBytesInOrder() {
    #expect(
      UUID(storedText: "00010203-0405-0607-0809-0A0B0C0D0E0F")?.uuidString == "00010203-0405-0607-0809-0A0B0C0D0E0F")
  }

  @Test(arguments: [
    "", "FA8CAE8A-D284-831B-BE38-490C2018D21", "FA8CAE8A-D284-831B-BE38-490C2018D2133",
    "FA8CAE8AD284-831B-BE38-490C2018D2133",
    "FA8CAE8A-D284-831B-BE38_490C2018D213", "GA8CAE8A-D284-831B-BE38-490C2018D213",
    "FA8CAE8A-D284-831B-BE38-490C2018D21Я",
  ])
  func refusesAnythingElse(text: String) {
    #expect(UUID(storedText: text) == nil)
  }
}
