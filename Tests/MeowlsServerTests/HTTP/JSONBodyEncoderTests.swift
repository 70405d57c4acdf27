import Foundation
import Testing

@testable import MeowlsServer

struct EncoderSample: Encodable {
  var amount: Double
  var createdAt: Date
  var id: UUID
  var name: String
  var note: String?
  var tags: [String]

  enum CodingKeys: String, CodingKey {
    case amount
    case createdAt = "created_at"
    case id
    case name
    case note
    case tags
  }
}

struct EncoderNested: Encodable {
  var inner: [EncoderSample]
  var title: String
}

private func json(_ value: some Encodable) throws -> String {
  String(decoding: try JSONBodyEncoder().encode(value), as: UTF8.self)
}

@Suite struct JSONBodyEncoderTests {
  let sample = EncoderSample(
    amount: 26.91, createdAt: Date(timeIntervalSince1970: 1_724_764_437),
    id: UUID(uuidString: "8dea00e3-9aab-4d8e-887c-ef2aaa546456")!, name: "Корм \"Felix\"\n", note: nil,
    tags: [])

  @Test func omitsNilKeepsKeyOrderAndEmptyArrays() throws {
    #expect(
      try json(sample)
        == #"{"amount":26.91,"created_at":"2024-08-27T13:13:57Z","id":"8DEA00E3-9AAB-4D8E-887C-EF2AAA546456","name":"Корм \"Felix\"\n","tags":[]}"#
    )
  }

  @Test func wholeDoublesPrintWithoutDecimalPoint() throws {
    #expect(try json([3998.0, 0.1, -2.5, 1e21]) == "[3998,0.1,-2.5,1e+21]")
  }

  @Test func integersPrintExactly() throws {
    #expect(try json([0, -7, Int.max, Int.min]) == "[0,-7,9223372036854775807,-9223372036854775808]")
  }

  @Test func controlCharactersAreEscaped() throws {
    #expect(try json("a\u{01}b\tc\\") == #""a\u0001b\tc\\""#)
  }

  @Test func nestedObjectsAndArraysCloseInOrder() throws {
    let nested = EncoderNested(inner: [sample, sample], title: "t")
    let text = try json(nested)
    #expect(text.hasPrefix(#"{"inner":[{"amount":26.91,"#))
    #expect(text.hasSuffix(#""tags":[]}],"title":"t"}"#))
    let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect((decoded?["inner"] as? [Any])?.count == 2)
  }

  @Test func aDateOutsideYearsOneToNineThousandNineHundredNinetyNineIsWrittenAtTheNearestEndWithoutTrapping() throws {
    #expect(try json(Date(timeIntervalSince1970: -62_135_596_801)) == #""0001-01-01T00:00:00Z""#)
    #expect(try json(Date(timeIntervalSince1970: -1e300)) == #""0001-01-01T00:00:00Z""#)
    #expect(try json(Date(timeIntervalSince1970: .nan)) == #""0001-01-01T00:00:00Z""#)
    #expect(try json(Date(timeIntervalSince1970: .infinity)) == #""9999-12-31T23:59:59Z""#)
    #expect(try json(Date(timeIntervalSince1970: 1e300)) == #""9999-12-31T23:59:59Z""#)
  }

  @Test func datesBeforeTheEpochAndLeapDays() throws {
    #expect(try json(Date(timeIntervalSince1970: -1)) == #""1969-12-31T23:59:59Z""#)
    #expect(try json(Date(timeIntervalSince1970: 951_782_400)) == #""2000-02-29T00:00:00Z""#)
    #expect(try json(Date(timeIntervalSince1970: 1_724_764_437.9)) == #""2024-08-27T13:13:57Z""#)
  }

  @Test func dictionariesEncodeAsObjects() throws {
    #expect(try json(["k": 1]) == #"{"k":1}"#)
  }

  @Test func emptyValueEncodesAsEmptyObject() throws {
    struct Empty: Encodable {}
    #expect(try json(Empty()) == "{}")
  }

  @Test func nonFiniteNumbersThrow() {
    #expect(throws: EncodingError.self) { try json(Double.nan) }
  }

  @Test func matchesFoundationOnEquivalentOutput() throws {
    let foundation = JSONEncoder()
    foundation.dateEncodingStrategy = .iso8601
    foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let expected = try JSONSerialization.jsonObject(with: foundation.encode(sample)) as? NSDictionary
    let actual = try JSONSerialization.jsonObject(with: Data(try JSONBodyEncoder().encode(sample))) as? NSDictionary
    #expect(expected == actual)
  }
}
