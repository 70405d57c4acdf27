import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Uploads that are not a picture MEOWLS takes: each refused with its own code, before anything is decoded where the
/// header tells, and nothing stored.
@Suite struct AdminPictureRefusalTests {
  /// A PNG whose header claims `width`×`height` pixels: the signature and an IHDR chunk, no image data.
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    let ihdr = bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
    return signature + ihdr + [0, 0, 0, 0] + Array(repeating: 0, count: 64)
  }

  static let gif =
    Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x21, 0xF9, 0x04, 0, 0, 0]
  static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)

  func expectRefused(_ bytes: [UInt8], status: Int, code: String, _ shop: PictureFixture) throws {
    let response = try shop.upload(bytes)
    #expect(response.status == status && response.code == code, "\(response.status) \(response.text)")
    #expect(try shop.storedPictures() == 0)
    #expect(try shop.shop.call(.productPictures(.valid(shop.product.id)), as: [AdminPicture].self) == [])
  }

  @Test func aGIFIsAnUnsupportedType() throws {
    let shop = try PictureFixture()
    try expectRefused(Self.gif, status: 415, code: "unsupportedPictureType", shop)
  }

  @Test func anSVGIsAnUnsupportedType() throws {
    let shop = try PictureFixture()
    try expectRefused(Self.svg, status: 415, code: "unsupportedPictureType", shop)
  }

  @Test func randomBytesAreAnUnsupportedType() throws {
    let shop = try PictureFixture()
    var state: UInt64 = 20
    let bytes = (0..<4096).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    try expectRefused(bytes, status: 415, code: "unsupportedPictureType", shop)
  }

  @Test func anEmptyBodyIsUnreadable() throws {
    let shop = try PictureFixture()
    try expectRefused([], status: 400, code: "pictureUnreadable", shop)
  }

  @Test func aTruncatedJPEGIsUnreadable() throws {
    let shop = try PictureFixture()
    let photo = try shop.photo(.jpeg, width: 800, height: 600)
    try expectRefused(Array(photo.prefix(photo.count / 2)), status: 400, code: "pictureUnreadable", shop)
  }

  @Test func aJPEGCutInsideItsHeaderIsUnreadable() throws {
    let shop = try PictureFixture()
    try expectRefused(Array(try shop.photo(.jpeg).prefix(12)), status: 400, code: "pictureUnreadable", shop)
  }

  @Test func aPNGClaimingTenGigapixelsIsTooLargeBeforeItIsDecoded() throws {
    let shop = try PictureFixture()
    try expectRefused(Self.pngHeader(width: 100_000, height: 100_000), status: 413, code: "pictureTooLarge", shop)
  }

  @Test func aPNGOverFiftyMegapixelsWithSidesUnderTheLimitIsTooLarge() throws {
    let shop = try PictureFixture()
    try expectRefused(Self.pngHeader(width: 10_000, height: 6_000), status: 413, code: "pictureTooLarge", shop)
  }

  @Test func aBodyOverTwentyMegabytesIsTooLarge() throws {
    let shop = try PictureFixture()
    let photo = try shop.photo(.jpeg)
    try expectRefused(
      photo + Array(repeating: 0, count: 20_000_001 - photo.count), status: 413,
      code: "pictureTooLarge", shop)
  }

  @Test func anUploadToAnUnknownProductIsNotFound() throws {
    let shop = try PictureFixture()
    let response = try shop.upload(try shop.photo(), to: Product.ID(UUID()))
    #expect(response.status == 404 && response.code == "productNotFound")
    #expect(try shop.storedPictures() == 0)
  }
}
