import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct PercentDecodingTests {
  @Test func decodesUTF8Sequences() {
    #expect(PercentDecoding.decode("%D0%9A%D0%BE%D1%88%D0%BA%D0%B8") == "Кошки")
  }

  @Test func truncatedEscapeFails() {
    #expect(PercentDecoding.decode("abc%4") == nil)
  }

  @Test func nonHexEscapeFails() {
    #expect(PercentDecoding.decode("%zz") == nil)
  }

  @Test func invalidUTF8Fails() {
    #expect(PercentDecoding.decode("%FF%FE") == nil)
  }

  @Test func plusStaysPlusInPaths() {
    #expect(PercentDecoding.decode("a+b") == "a+b")
    #expect(PercentDecoding.decode("a+b", plusAsSpace: true) == "a b")
  }

  @Test func pathSegmentsDropEmptyOnesAndDecode() {
    let request = HTTPRequest(method: "GET", target: "//api/v1/products//%D0%BA%D0%BE%D1%82/?x=1")
    #expect(request.pathSegments == ["api", "v1", "products", "кот"])
    #expect(request.query["x"] == "1")
  }

  @Test func encodedSlashStaysInsideItsSegment() {
    #expect(HTTPRequest(method: "GET", path: "/a/b%2Fc").pathSegments == ["a", "b/c"])
  }

  @Test func aSegmentThatEscapesAnUnreservedCharacterStaysAsSent() {
    #expect(
      HTTPRequest(method: "GET", path: "/static/%63atalog/%D0%BA%7e").pathSegments == [
        "static", "%63atalog", "%D0%BA%7e",
      ])
    #expect(HTTPRequest(method: "GET", path: "/%D0%BA/a%20b").pathSegments == ["к", "a b"])
  }
}
