import Foundation
import Testing

@testable import MeowlsAPI

struct CategoryTests {
  @Test func nilOptionalsAreOmitted() throws {
    let category = Category(code: "felix", hasChildren: false, id: id(0x22), name: "Felix")
    #expect(
      try compactJSON(category)
        == #"{"code":"felix","has_children":false,"id":"00000000-0000-0000-0000-000000000022","name":"Felix"}"#)
  }

  @Test func parentNestsOneLevelAndRoundTrips() throws {
    let json = try compactJSON(Samples.category)
    #expect(json.contains(#""parent":{"code":"koshki","has_children":true"#))
    #expect(try decode(Category.self, json) == Samples.category)
    #expect(try decode(Category.self, json).parent?.parent == nil)
  }
}
