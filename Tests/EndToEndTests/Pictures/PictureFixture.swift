import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The back office's shop (`AdminFixture`) with a product of its own to put pictures on, and photo-like test pictures
/// drawn by libvips.
struct PictureFixture {
  let shop: AdminFixture
  let product: AdminProduct
  let vips: Vips
  var server: TestServer { shop.server }

  init() throws {
    shop = try AdminFixture()
    product = try shop.call(.createProduct(try shop.draft()))
    vips = try Vips()
  }

  /// A `width`×`height` photo-like picture in `format`.
  func photo(_ format: PictureFormat = .jpeg, width: Int = 640, height: Int = 480) throws -> [UInt8] {
    try vips.testPhoto(width: width, height: height, format: format)
  }

  /// The admin's upload of `bytes` to the product (or `product`), as the apps send it.
  func upload(_ bytes: [UInt8], to product: Product.ID? = nil, token: String? = nil) throws -> RawHTTPResponse {
    try shop.send(
      .admin(.uploadPicture(.valid(product ?? self.product.id), PictureUpload(bytes: Data(bytes)))),
      token: token ?? shop.admin)
  }

  /// The upload, decoded; a failure naming the answer unless it is 200.
  func uploaded(_ bytes: [UInt8], to product: Product.ID? = nil) throws -> AdminProduct {
    let response = try upload(bytes, to: product)
    guard response.status == 200 else { throw TestFailure("upload answered \(response.status): \(response.text)") }
    return try JSONDecoder.meowls.decode(AdminProduct.self, from: Data(response.body))
  }

  /// A picture URL's path and query, without the public URL before it.
  static func path(_ url: String) -> String {
    guard let range = url.range(of: "/static/") else { return url }
    return String(url[range.lowerBound...])
  }

  /// `GET` of a picture URL with `accept`.
  func fetch(_ url: String, accept: String? = nil, headers: [(String, String)] = []) throws -> RawHTTPResponse {
    try server.request("GET", Self.path(url), headers: (accept.map { [("Accept", $0)] } ?? []) + headers)
  }

  /// Stored pictures and renditions (rows).
  func storedPictures() throws -> Int { Int(try server.rows("SELECT COUNT(*) FROM pictures").first ?? "") ?? -1 }
  func storedRenditions() throws -> Int {
    Int(try server.rows("SELECT COUNT(*) FROM picture_renditions").first ?? "") ?? -1
  }
}
