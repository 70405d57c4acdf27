import Foundation
import Testing

@testable import MeowlsAPI

/// The plain reader of cart bodies answers what `JSONDecoder` answers, or leaves the body to it.
struct PlainJSONReaderTests {
  private func plain(_ json: String) -> CartRequest? {
    Array(json.utf8).withUnsafeBytes { bytes in
      PlainJSONReader.read(bytes) { CartRequest.read(plainJSON: &$0) }
    }
  }

  private func decoded(_ json: String) -> CartRequest? {
    try? JSONDecoder.meowls.decode(CartRequest.self, from: Data(json.utf8))
  }

  /// Bodies the reader must read itself, as the apps and the benchmark send them.
  private let plainBodies = [
    #"{"cart":{"items":[{"article":"1001060","count":1},{"article":"1001386","count":2}],"save":true}}"#,
    #"{"cart":{"items":[],"save":false}}"#,
    #"{"promo_code":{"code":"МЯУ10","is_active":true},"cart":{"save":true,"items":[{"count":3,"article":"А-1"}]}}"#,
    #"{"cart":{"items":[{"article":"1","count":-2}],"save":true},"promo_code":null}"#,
    #"{"cart":{"items":[{"article":"1","count":0}],"save":true},"promo_code":{"code":"X","is_active":null}}"#,
    " {\n  \"cart\" : {\r\n\t\"items\" : [ { \"article\" : \"7\" , \"count\" : 12 } ] , \"save\" : true } } \n",
    #"{"cart":{"items":[{"article":"1","count":999999999999999999}],"save":true}}"#,
  ]

  /// Bodies outside the plain subset or shape: the reader leaves them to `JSONDecoder`.
  private let otherBodies = [
    #"{"cart":{"items":[{"article":"1\u0031","count":1}],"save":true}}"#,
    #"{"cart":{"items":[{"article":"1","count":1.0}],"save":true}}"#,
    #"{"cart":{"items":[{"article":"1","count":1e2}],"save":true}}"#,
    #"{"cart":{"items":[{"article":"1","count":01}],"save":true}}"#,
    #"{"cart":{"items":[{"article":"1","count":9999999999999999999}],"save":true}}"#,
    #"{"cart":{"items":[{"article":"1","count":"1"}],"save":true}}"#,
    #"{"cart":{"items":[{"article":1,"count":1}],"save":true}}"#,
    #"{"cart":{"items":[],"save":true},"cart":{"items":[],"save":false}}"#,
    #"{"cart":{"items":[],"save":true},"extra":1}"#,
    #"{"cart":{"items":[],"save":truex}}"#,
    #"{"cart":{"items":[]}}"#,
    #"{"promo_code":{"code":"X"}}"#,
    #"{"cart":{"items":[],"save":true}} {}"#,
    #"{"cart":{"items":[],"save":true},}"#,
    #"{"cart":{"items":[,],"save":true}}"#,
    "{\"cart\":{\"items\":[{\"article\":\"a\tb\",\"count\":1}],\"save\":true}}",
    #"[]"#,
    "",
  ]

  @Test func plainBodiesAreReadWithoutJSONDecoderAndAgreeWithIt() throws {
    for body in plainBodies {
      let read = try #require(plain(body), "not read: \(body)")
      #expect(read == decoded(body), "\(body)")
    }
  }

  @Test func bodiesOutsideThePlainSubsetAreLeftToJSONDecoder() {
    for body in otherBodies {
      #expect(plain(body) == nil, "read: \(body)")
    }
  }

  @Test func somePlainReaderRefusalsAreValidBodiesThatJSONDecoderStillDecodes() {
    // The fallback matters: these are valid requests the reader leaves alone.
    #expect(decoded(otherBodies[0])?.cart.items.first?.article == Article("11"))
    #expect(decoded(otherBodies[8])?.cart.items == [])
  }

  @Test func routeMatchingDecodesAPlainCartBodyAsJSONDecoderDoes() throws {
    let body = Data(plainBodies[2].utf8)
    let route = try APIRoute.match(
      RouteRequest(body: body, method: .POST, path: "/api/v1/cart/update", query: []))
    let expected = try JSONDecoder.meowls.decode(CartRequest.self, from: body)
    #expect(route == APIRoute.cart(.update(expected)))
  }
}
