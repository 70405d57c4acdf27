import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A picture is uploaded with the content type a browser or curl gives the file (found by schemathesis: the uploads
/// answered 415 to anything but `application/json`, which the OpenAPI document could not honestly ask for).
@Suite struct PictureUploadContentTypeTests {
  @Test(arguments: ["image/jpeg", "application/octet-stream"])
  func aProductPictureLabelledAsAFileIsTaken(_ contentType: String) throws {
    let shop = try PictureFixture()
    let path = APIRoute.admin(.uploadPicture(.valid(shop.product.id), PictureUpload(bytes: Data()))).request.path
    let response = try shop.server.request(
      "POST", path, headers: [("Authorization", "Token \(shop.shop.admin)"), ("Content-Type", contentType)],
      body: try shop.photo())
    #expect(response.status == 200, "\(response.text)")
  }

  @Test func aBannerPictureLabelledAsAnImageIsTaken() throws {
    let shop = try PictureFixture()
    let banner: AdminBanner = try shop.shop.call(
      .mainPage(.createBanner(BannerDraft(placeType: .singleBanner, title: "Зима"))))
    let path = APIRoute.admin(.mainPage(.uploadBannerPicture(.valid(banner.id), PictureUpload(bytes: Data())))).request
      .path
    let response = try shop.server.request(
      "POST", path, headers: [("Authorization", "Token \(shop.shop.admin)"), ("Content-Type", "image/jpeg")],
      body: try shop.photo())
    #expect(response.status == 200, "\(response.text)")
  }

  @Test func aJSONRouteStillRefusesABodyThatIsNotJSON() throws {
    let shop = try PictureFixture()
    let response = try shop.server.request(
      "POST", "/api/v1/admin/categories",
      headers: [("Authorization", "Token \(shop.shop.admin)"), ("Content-Type", "image/jpeg")], body: Array("x".utf8))
    #expect(response.status == 415)
  }
}
