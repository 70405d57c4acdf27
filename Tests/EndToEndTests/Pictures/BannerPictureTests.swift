import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `POST /admin/banners/{id}/picture`: a banner's own picture through the products' pipeline, shown on the main
/// page at once.
@Suite struct BannerPictureTests {
  /// A new top-level banner of the shop.
  static func banner(_ shop: PictureFixture) throws -> AdminBanner {
    try shop.shop.call(.mainPage(.createBanner(BannerDraft(placeType: .singleBanner, title: "Зима"))))
  }

  static func upload(
    _ bytes: [UInt8], to banner: Banner.ID, _ shop: PictureFixture, token: String? = nil
  ) throws -> RawHTTPResponse {
    try shop.shop.send(
      .admin(.mainPage(.uploadBannerPicture(.valid(banner), PictureUpload(bytes: Data(bytes))))),
      token: token ?? shop.shop.admin)
  }

  static func uploaded(_ bytes: [UInt8], to banner: Banner.ID, _ shop: PictureFixture) throws -> AdminBanner {
    let response = try upload(bytes, to: banner, shop)
    guard response.status == 200 else { throw TestFailure("upload answered \(response.status): \(response.text)") }
    return try JSONDecoder.meowls.decode(AdminBanner.self, from: Data(response.body))
  }

  @Test(arguments: PictureFormat.allCases)
  func anUploadOfEachFormatBecomesTheBannersPicture(_ format: PictureFormat) throws {
    let shop = try PictureFixture()
    let banner = try Self.banner(shop)
    let bytes = try shop.photo(format, width: 800, height: 400)
    let after = try Self.uploaded(bytes, to: banner.id, shop)
    #expect(after.imageKey == ProductPictures.id(of: bytes))
    #expect(try shop.storedRenditions() == 8)
  }

  @Test func theMainPageShowsTheNewPictureAtOnceAsWebPOrJPEG() throws {
    let shop = try PictureFixture()
    let banner = try Self.banner(shop)
    let revision = try shop.shop.structureRevision()
    let after = try Self.uploaded(try shop.photo(.png), to: banner.id, shop)
    #expect(try shop.shop.structureRevision() == revision + 1)
    let page = try AdminBannerTests.mainPage(shop.shop)
    let shown = try #require(page.first { $0.id == banner.id })
    let url = try #require(shown.image?.original)
    #expect(url.hasSuffix("/static/catalog/\(try #require(after.imageKey))"))
    let webp = try shop.fetch(url, accept: "image/webp,*/*")
    #expect(webp.status == 200 && webp.header("Content-Type") == "image/webp" && webp.header("ETag") != nil)
    let jpeg = try shop.fetch(url, accept: "image/*")
    #expect(jpeg.status == 200 && jpeg.header("Content-Type") == "image/jpeg" && jpeg.header("ETag") != nil)
  }

  @Test func aSecondUploadReplacesThePictureAndForgetsTheOldOne() throws {
    let shop = try PictureFixture()
    let banner = try Self.banner(shop)
    let first = try Self.uploaded(try shop.photo(.jpeg), to: banner.id, shop)
    let second = try Self.uploaded(try shop.photo(.webp, width: 300, height: 200), to: banner.id, shop)
    #expect(second.imageKey != first.imageKey)
    #expect(try shop.storedPictures() == 1)
    let audit: Page<AuditEntry> = try shop.shop.call(.audit(AuditQuery(action: "banner.picture")))
    #expect(audit.results.count == 2 && audit.results.allSatisfy { $0.subjectID == banner.id.rawValue.uuidString })
  }

  @Test func aPictureAProductShowsTooIsStoredOnceAndKeptWhenTheBannerChanges() throws {
    let shop = try PictureFixture()
    let banner = try Self.banner(shop)
    let bytes = try shop.photo(.jpeg)
    _ = try shop.uploaded(bytes)
    _ = try Self.uploaded(bytes, to: banner.id, shop)
    #expect(try shop.storedPictures() == 1)
    _ = try Self.uploaded(try shop.photo(.png), to: banner.id, shop)
    #expect(try shop.storedPictures() == 2)
  }

  @Test func aGIFIsRefusedAndTheBannerKeepsItsPicture() throws {
    let shop = try PictureFixture()
    let banner = try Self.banner(shop)
    let response = try Self.upload(AdminPictureRefusalTests.gif, to: banner.id, shop)
    #expect(response.status == 415 && response.code == "unsupportedPictureType", "\(response.text)")
    #expect(try shop.storedPictures() == 0)
    let now = try #require(try shop.shop.call(.mainPage(.banners), as: [AdminBanner].self).first { $0.id == banner.id })
    #expect(now == banner)
  }

  @Test func aCashierIsForbidden() throws {
    let shop = try PictureFixture()
    let banner = try Self.banner(shop)
    let response = try Self.upload(try shop.photo(), to: banner.id, shop, token: shop.shop.pos.cashier)
    #expect(response.status == 403 && response.code == "forbidden")
    #expect(try shop.storedPictures() == 0)
  }

  @Test func anUnknownBannerIsNotFound() throws {
    let shop = try PictureFixture()
    let response = try Self.upload(try shop.photo(), to: Banner.ID(UUID()), shop)
    #expect(response.status == 404 && response.code == "bannerNotFound", "\(response.text)")
  }
}
