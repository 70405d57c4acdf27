import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Serving an uploaded picture: each wire size at its box's pixels, WebP or JPEG by `Accept`, a strong ETag and a
/// year's cache on its content-addressed URL.
@Suite struct PictureServingTests {
  static let webP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8"

  func uploadedImage(_ shop: PictureFixture) throws -> Image {
    let product = try shop.uploaded(try shop.photo(.jpeg, width: 1200, height: 900))
    return try #require(product.pictures?.first?.image)
  }

  @Test func everySizeHasItsBoxsPixels() throws {
    let shop = try PictureFixture()
    let image = try uploadedImage(shop)
    let sizes: [(String?, Int, Int)] = [
      (image.original, 1000, 1000), (image.large, 700, 700), (image.medium, 480, 480), (image.small, 192, 200),
    ]
    for (url, width, height) in sizes {
      for accept in [nil, Self.webP] {
        let response = try shop.fetch(try #require(url), accept: accept)
        #expect(response.status == 200)
        let decoded = try shop.vips.decodedSize(of: response.body)
        #expect(decoded.width == width && decoded.height == height, "\(url ?? "") \(accept ?? "")")
      }
    }
  }

  @Test func aClientAcceptingWebPGetsWebPAndAnyOtherJPEG() throws {
    let shop = try PictureFixture()
    let url = try #require(try uploadedImage(shop).medium)
    let webp = try shop.fetch(url, accept: Self.webP)
    #expect(webp.header("Content-Type") == "image/webp" && webp.body.starts(with: Array("RIFF".utf8)))
    for accept in [nil, "image/*,*/*;q=0.8", "image/webp;q=0, image/jpeg"] {
      let jpeg = try shop.fetch(url, accept: accept)
      #expect(jpeg.header("Content-Type") == "image/jpeg" && jpeg.body.starts(with: [0xFF, 0xD8, 0xFF]))
      #expect(jpeg.header("Vary") == "Accept" && jpeg.header("ETag") != webp.header("ETag"))
    }
  }

  @Test func aContentAddressedURLIsCachedForAYearAndRevalidatesTo304() throws {
    let shop = try PictureFixture()
    let url = try #require(try uploadedImage(shop).large)
    let first = try shop.fetch(url, accept: Self.webP)
    #expect(first.header("Cache-Control") == "public, max-age=31536000, immutable")
    let etag = try #require(first.header("ETag"))
    #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"))
    let again = try shop.fetch(url, accept: Self.webP, headers: [("If-None-Match", etag)])
    #expect(again.status == 304 && again.body.isEmpty && again.header("ETag") == etag)
    let otherFormat = try shop.fetch(url, headers: [("If-None-Match", etag)])
    #expect(otherFormat.status == 200)
  }

  @Test func anUnknownPictureIsA404() throws {
    let shop = try PictureFixture()
    let response = try shop.server.request(
      "GET", "/static/catalog/480x480/picture-\(String(repeating: "0", count: 64))")
    #expect(response.status == 404)
  }
}
