import Foundation
import Testing

@testable import MeowlsAPI

@Suite struct LocationDecodingTests {
  @Test(arguments: [
    #"{"latitude":91,"longitude":0}"#, #"{"latitude":0,"longitude":-180.5}"#, #"{"latitude":1e308,"longitude":0}"#,
  ])
  func aCoordinateOutOfRangeIsRefused(json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder.meowls.decode(Location.self, from: Data(json.utf8)) }
  }

  @Test func aPointOnEarthIsRead() throws {
    let point = try JSONDecoder.meowls.decode(Location.self, from: Data(#"{"latitude":55.03,"longitude":82.92}"#.utf8))
    #expect(point == Location(latitude: 55.03, longitude: 82.92))
  }
}
