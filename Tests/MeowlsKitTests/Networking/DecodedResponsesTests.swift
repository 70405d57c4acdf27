import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsKit

/// Answers decoded before are the same values again when their bytes are the same, and only then.
@Suite struct DecodedResponsesTests {
  struct Named: Codable, Equatable, Sendable { var name: String }
  struct Other: Codable, Equatable, Sendable { var name: String }

  final class Decodings: @unchecked Sendable {
    var count = 0
    func decode<Value: Decodable>(_ type: Value.Type) -> (Data) throws -> Value {
      { body in
        self.count += 1
        return try JSONDecoder().decode(type, from: body)
      }
    }
  }

  func body(_ name: String) -> Data { Data(#"{"name":"\#(name)"}"#.utf8) }

  @Test func theSameBytesAreDecodedOnce() throws {
    let memo = DecodedResponses()
    let decodings = Decodings()
    let first = try memo.value(Named.self, body: body("Мячик"), decode: decodings.decode(Named.self))
    let second = try memo.value(Named.self, body: body("Мячик"), decode: decodings.decode(Named.self))
    #expect(first == Named(name: "Мячик") && second == first)
    #expect(decodings.count == 1)
  }

  @Test func bodiesThatShareTheirFirstBytesAreDecodedEachOnTheirOwn() throws {
    let memo = DecodedResponses()
    let decodings = Decodings()
    let prefix = String(repeating: "к", count: 200)
    let a = try memo.value(Named.self, body: body(prefix + "а"), decode: decodings.decode(Named.self))
    let b = try memo.value(Named.self, body: body(prefix + "б"), decode: decodings.decode(Named.self))
    #expect(a.name.hasSuffix("а") && b.name.hasSuffix("б"))
    #expect(decodings.count == 2)
  }

  @Test func theSameBytesAsAnotherTypeAreDecodedAgain() throws {
    let memo = DecodedResponses()
    let decodings = Decodings()
    _ = try memo.value(Named.self, body: body("Мячик"), decode: decodings.decode(Named.self))
    let other = try memo.value(Other.self, body: body("Мячик"), decode: decodings.decode(Other.self))
    #expect(other == Other(name: "Мячик"))
    #expect(decodings.count == 2)
  }

  @Test func aFullMemoStartsOver() throws {
    let memo = DecodedResponses(byteLimit: 40)
    let decodings = Decodings()
    for name in ["раз", "два", "три"] {
      _ = try memo.value(Named.self, body: body(name), decode: decodings.decode(Named.self))
    }
    #expect(memo.count == 1)
    _ = try memo.value(Named.self, body: body("три"), decode: decodings.decode(Named.self))
    #expect(decodings.count == 3)
  }

  @Test func aBodyLargerThanTheLargestKeptIsDecodedEveryTime() throws {
    let memo = DecodedResponses(largestBody: 10)
    let decodings = Decodings()
    for _ in 0..<2 { _ = try memo.value(Named.self, body: body("Мячик"), decode: decodings.decode(Named.self)) }
    #expect(decodings.count == 2)
    #expect(memo.count == 0)
  }

  @Test func aClientWithTheMemoAnswersWhatItDecodedAndStillDecodesErrors() async throws {
    let answers = [
      TransportResponse.json([SearchSuggestion]()), .json([SearchSuggestion]()),
      TransportResponse(body: Data(#"{"code":"boom","message":"Сломалось"}"#.utf8), status: 400),
    ]
    let next = Decodings()
    let transport = ScriptedTransport { _, _ in
      defer { next.count += 1 }
      return answers[min(next.count, answers.count - 1)]
    }
    let memo = DecodedResponses()
    let harness = KitHarness(transport: transport.transport, decoded: memo)
    #expect(try await harness.client.send(.searchSuggestions("корм")) == [])
    #expect(try await harness.client.send(.searchSuggestions("корм")) == [])
    #expect(memo.count == 1)
    await #expect(throws: APIError.self) { try await harness.client.send(.searchSuggestions("корм")) }
    #expect(memo.count == 1)
  }
}
