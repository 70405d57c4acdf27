import Foundation
import Testing

@testable import MeowlsServer

@Suite struct UUIDStoredTextTests {
  @Test func theStoredTextIsFoundationsUpperCaseString() {
    for _ in 0..<200 {
      let uuid = UUID()
      #expect(uuid.upperCaseText == uuid.uuidString)
    }
  }

  @Test func storedTextReadsBackAsFoundationReadsIt() {
    for _ in 0..<200 {
      let uuid = UUID()
      #expect(UUID(storedText: uuid.uuidString) == uuid)
      #expect(UUID(storedText: uuid.uuidString.lowercased()) == uuid)
    }
  }

  @Test(arguments: [
    "", "dcd64987-39d6-468d-ae26-c37eeff894d", "dcd64987-39d6-468d-ae26-c37eeff894dc0",
    "dcd6498739d6-468d-ae26-c37eeff894dc0", "dcd64987-39d6-468d-ae26_c37eeff894dc",
    "gcd64987-39d6-468d-ae26-c37eeff894dc",
    "dcd64987-39d6-468d-ae26-c37eeff894dж", "{dcd64987-39d6-468d-ae26-c37eeff89}",
  ])
  func anythingElseIsNoUUID(text: String) {
    #expect(UUID(storedText: text) == nil && UUID(uuidString: text) == nil)
  }

  @Test(arguments: [
    "FA8CAE8A-D284-831B-BE38-490C2018D213", "fa8cae8a-d284-831b-be38-490c2018d213",
    "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  ])
  func readsWhatFoundationReads(text: String) {
    #expect(UUID(storedText: text) != nil && UUID(storedText: text) == UUID(uuidString: text))
  }

  @Test func readsTheBytesInOrder() {
    #expect(
      UUID(storedText: "00010203-0405-0607-0809-0A0B0C0D0E0F")?.uuidString == "00010203-0405-0607-0809-0A0B0C0D0E0F")
  }
}
