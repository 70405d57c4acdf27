import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsAPI

struct ErrorCodeTests {
  @Test func unknownCodeDecodesAsUnknownAndEncodesUnchanged() throws {
    let json = #"{"code":"error.somethingNew","reason":"Later."}"#
    let error = try decode(ErrorResponse.self, json)
    #expect(error.code == .unknown("error.somethingNew"))
    #expect(try compactJSON(error) == json)
  }

  @Test(arguments: ErrorCode.knownCases)
  func knownCodeRoundTripsThroughItsRawValue(_ code: ErrorCode) throws {
    #expect(ErrorCode(rawValue: code.rawValue) == code)
    #expect(try decode(ErrorCode.self, try compactJSON(code)) == code)
  }

  @Test func codesWithHTTPReasonPhrasesKeepTheirWireSpelling() {
    #expect(ErrorCode.unauthorized.rawValue == "Unauthorized")
    #expect(ErrorCode.serviceUnavailable.rawValue == "Service Unavailable")
    #expect(ErrorCode(rawValue: "Service Unavailable") == .serviceUnavailable)
  }

  @Test func everyKnownCodeIsDistinct() {
    #expect(Set(ErrorCode.knownCases.map(\.rawValue)).count == ErrorCode.knownCases.count)
    #expect(ErrorCode.knownCases.count == 163)
  }

  @Test func failuresAreOmittedWhenNil() throws {
    let error = ErrorResponse(code: .abortError, reason: "Not Found")
    #expect(try compactJSON(error) == #"{"code":"abortError","reason":"Not Found"}"#)
  }
}
