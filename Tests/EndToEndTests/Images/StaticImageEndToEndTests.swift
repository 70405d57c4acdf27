import Foundation
import MeowlsTestSupport
import Testing

/// The pictures the catalogue links to are served by the server itself, in four sizes, with caching headers; each
/// is also drawn as SVG at its URL with `.svg` (the rasters the URLs answer: `DrawnPictureRasterTests`).
@Suite struct StaticImageEndToEndTests {
  let server: TestServer

  init() throws {
    server = try TestServer.seeded()
  }

  /// The first product image URL the catalogue hands out, as a path, with `.svg`: its drawing.
  func firstProductImagePath(_ server: TestServer) throws -> (original: String, medium: String) {
    let main = try server.request("GET", "/api/v1/main_page")
    let text = main.text
    guard
      let range = text.range(of: #"/static/catalog/480x480/product-[a-z0-9_.\-]+"#, options: .regularExpression)
    else { throw RawHTTPClient.Failure.malformed("no product image in the main page") }
    let medium = String(text[range]) + ".svg"
    return (medium.replacingOccurrences(of: "480x480/", with: ""), medium)
  }

  @Test func everySizeOfAProductImageIsServedAsSVG() throws {
    let (original, medium) = try firstProductImagePath(server)
    for path in [
      original, medium, medium.replacingOccurrences(of: "480x480", with: "192x200"),
      medium.replacingOccurrences(of: "480x480", with: "700x700"),
    ] {
      let response = try server.request("GET", path)
      #expect(response.status == 200, "\(path)")
      #expect(response.header("Content-Type") == "image/svg+xml; charset=utf-8")
      #expect(response.text.hasPrefix("<svg"))
    }
  }

  @Test func repeatedRequestWithTheETagIsNotModified() throws {
    let (_, medium) = try firstProductImagePath(server)
    let first = try server.request("GET", medium)
    let etag = try #require(first.header("ETag"))
    #expect(first.header("Cache-Control") == "public, max-age=86400")
    let second = try server.request("GET", medium, headers: [("If-None-Match", etag)])
    #expect(second.status == 304 && second.body.isEmpty)
  }

  @Test func unknownImageIsA404ErrorBody() throws {
    let response = try server.request("GET", "/static/catalog/480x480/product-no-such-thing.svg")
    #expect(response.status == 404)
    #expect(response.json == ["reason": "Not Found", "code": "abortError"])
  }

  @Test func unknownSizeIsA404() throws {
    let (_, medium) = try firstProductImagePath(server)
    #expect(try server.request("GET", medium.replacingOccurrences(of: "480x480", with: "10x10")).status == 404)
  }

  @Test func writingToAnImageIsA405() throws {
    let (_, medium) = try firstProductImagePath(server)
    let response = try server.request("POST", medium, body: [])
    #expect(response.status == 405 && response.header("Allow") == "GET, HEAD")
  }
}
