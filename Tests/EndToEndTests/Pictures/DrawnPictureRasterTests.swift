import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The demo shop's drawn pictures reach clients as rasters (the original iOS app cannot draw SVG): every wire image
/// URL answers JPEG or WebP at its size; the SVG stays at the same URL with `.svg`.
@Suite struct DrawnPictureRasterTests {
  let server: TestServer
  let vips: Vips

  init() throws {
    server = try TestServer.seeded()
    vips = try Vips()
  }

  func firstProduct() throws -> Product {
    let main = try server.request("GET", "/api/v1/products?category_id=\(try category())&per_page=1")
    let page = try JSONDecoder.meowls.decode(Page<Product>.self, from: Data(main.body))
    return try #require(page.results.first)
  }

  func category() throws -> String {
    try #require(try server.rows("SELECT category_id FROM product_categories LIMIT 1").first)
  }

  @Test func aDemoProductsWireURLsAnswerRastersOfTheirSizes() throws {
    let image = try #require(try firstProduct().images.first)
    let sizes: [(String?, Int, Int)] = [
      (image.original, 1000, 1000), (image.large, 700, 700), (image.medium, 480, 480), (image.small, 192, 200),
    ]
    for (url, width, height) in sizes {
      let path = PictureFixture.path(try #require(url))
      #expect(!path.hasSuffix(".svg"))
      let jpeg = try server.request("GET", path)
      #expect(jpeg.status == 200 && jpeg.header("Content-Type") == "image/jpeg")
      let size = try vips.decodedSize(of: jpeg.body)
      #expect(size.width == width && size.height == height)
      let webp = try server.request("GET", path, headers: [("Accept", "image/webp")])
      #expect(webp.header("Content-Type") == "image/webp" && webp.header("Vary") == "Accept")
      #expect(webp.header("Cache-Control") == "public, max-age=86400")
    }
  }

  @Test func aDrawnRasterRevalidatesTo304() throws {
    let url = try #require(try firstProduct().images.first?.medium)
    let first = try server.request("GET", PictureFixture.path(url))
    let etag = try #require(first.header("ETag"))
    let again = try server.request("GET", PictureFixture.path(url), headers: [("If-None-Match", etag)])
    #expect(again.status == 304)
  }

  @Test func theSVGStaysAtTheSameURLWithItsExtension() throws {
    let url = try #require(try firstProduct().images.first?.medium)
    let svg = try server.request("GET", PictureFixture.path(url) + ".svg")
    #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml; charset=utf-8")
  }
}
