import Foundation
import Testing

@testable import MeowlsAPI

struct IdentifierTests {
  @Test func lowerCaseInputDecodesAndEncodesUpperCase() throws {
    let id = try decode(Product.ID.self, #""d7d1492d-850f-4b72-b60c-9cb9b3b9d68d""#)
    #expect(try compactJSON(id) == #""D7D1492D-850F-4B72-B60C-9CB9B3B9D68D""#)
  }

  @Test func nonUUIDFailsToDecode() {
    #expect(throws: DecodingError.self) { try decode(Product.ID.self, #""felix""#) }
  }
}
