import Foundation
import Testing

@testable import MeowlsAPI

@Suite struct WireDateTests {
  @Test(arguments: [
    ("2024-08-27T13:13:57Z", 1_724_764_437.0),
    ("2024-08-27T20:13:57+07:00", 1_724_764_437.0),
    ("2024-08-27T13:13:57.5Z", 1_724_764_437.5),
    ("2000-02-29T00:00:00Z", 951_782_400.0),
    ("0001-01-01T00:00:00Z", -62_135_596_800.0),
    ("9999-12-31T23:59:59Z", 253_402_300_799.0),
  ])
  func aRealMomentIsRead(text: String, seconds: Double) {
    #expect(WireDate.parse(text) == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    "0000-01-01T00:00:00Z", "2000-02-30T00:00:00Z", "2001-02-29T00:00:00Z", "2000-01-01T24:00:00Z",
    "2000-01-01T23:60:00Z", "2000-01-01T23:59:60Z", "99999-01-01T00:00:00Z", "2000-01-01", "2000-01-01T00:00:00",
    "2000-01-01T00:00:00+25:00", "9999-12-31T23:59:59-01:00", "２０００-01-01T00:00:00Z", "", "2000-01-01T00:00:00Z ",
  ])
  func aDateThatDoesNotExistOrCannotBePrintedIsRefused(text: String) {
    #expect(WireDate.parse(text) == nil)
  }

  @Test func theWireDecoderRefusesARolledOverDayNamingTheField() {
    let json = Data(#"{"birthday":"2000-02-30T00:00:00Z","confirm_password":"a","password":"a","phone":"1"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder.meowls.decode(CreateUserRequest.self, from: json) }
  }

  @Test(arguments: [
    "2024-08-27T13:13:57Z", "0999-01-31T00:00:00Z", "1582-10-10T12:00:00Z", "0001-01-01T00:00:00Z",
    "9999-12-31T23:59:59Z", "1969-12-31T23:59:59Z",
  ])
  func whatIsWrittenIsWhatIsRead(text: String) throws {
    let date = try #require(WireDate.parse(text))
    #expect(WireDate.string(date) == text)
  }

  @Test func theWireEncoderWritesABirthdayBeforeTheGregorianReformAsItWasRead() throws {
    let json = Data(#"{"birthday":"0999-01-31T00:00:00Z","confirm_password":"a","password":"a","phone":"1"}"#.utf8)
    let request = try JSONDecoder.meowls.decode(CreateUserRequest.self, from: json)
    let written = String(decoding: try JSONEncoder.meowls.encode(request), as: UTF8.self)
    #expect(written.contains(#""birthday":"0999-01-31T00:00:00Z""#))
  }

  @Test func aDateBeyondTheWireIsWrittenAsTheNearestEnd() {
    #expect(WireDate.string(Date(timeIntervalSince1970: 1e15)) == "9999-12-31T23:59:59Z")
    #expect(WireDate.string(Date(timeIntervalSince1970: -1e15)) == "0001-01-01T00:00:00Z")
  }
}
