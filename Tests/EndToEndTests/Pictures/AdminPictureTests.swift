import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Uploading, listing, reordering and removing a product's pictures: what the admin gets back, what shoppers see at
/// once, the revision bump and the audit rows.
@Suite struct AdminPictureTests {
  @Test(arguments: PictureFormat.allCases)
  func anUploadedPictureOfEachFormatIsTheProductsLastPicture(_ format: PictureFormat) throws {
    let shop = try PictureFixture()
    let product = try shop.uploaded(try shop.photo(format, width: 800, height: 600))
    let picture = try #require(product.pictures?.last)
    #expect(product.pictures?.count == 1)
    #expect(picture.kind == .uploaded && picture.width == 800 && picture.height == 600)
    #expect(picture.id.hasPrefix("picture-") && picture.id.count == "picture-".count + 64)
    #expect(picture.image.medium?.hasSuffix("/static/catalog/480x480/\(picture.id)") == true)
  }

  @Test func theShopShowsTheUploadedPictureAtOnce() throws {
    let shop = try PictureFixture()
    let revision = try shop.shop.structureRevision()
    let product = try shop.uploaded(try shop.photo())
    #expect(try shop.shop.structureRevision() > revision)
    let card = try shop.server.request("GET", "/api/v1/products/\(product.id.uuidString)")
    let wire = try JSONDecoder.meowls.decode(Product.self, from: Data(card.body))
    #expect(wire.images == product.pictures?.map(\.image))
    #expect(try shop.shop.call(.product(.valid(product.id))) == product)
  }

  @Test func aListingShowsTheFirstPicture() throws {
    let shop = try PictureFixture()
    let product = try shop.uploaded(try shop.photo())
    let category = try #require(product.categoryIDs.first)
    let route = APIRoute.catalog(
      .products(ProductsQuery(listing: .category(category, filters: [:], sort: nil), page: PageRequest(perPage: 100))))
    let page = try JSONDecoder.meowls.decode(
      Page<Product>.self, from: Data(try shop.shop.send(route, token: nil).body))
    let listed = try #require(page.results.first { $0.id == product.id })
    #expect(listed.images.first == product.pictures?.first?.image)
  }

  @Test func theSameBytesAreStoredOnce() throws {
    let shop = try PictureFixture()
    let bytes = try shop.photo(.png)
    let first = try shop.uploaded(bytes)
    let again = try shop.uploaded(bytes)
    #expect(again == first)
    let other: AdminProduct = try shop.shop.call(
      .createProduct(try shop.shop.draft(name: "Другой корм", article: "90002")))
    let second = try shop.uploaded(bytes, to: other.id)
    #expect(second.pictures?.map(\.id) == first.pictures?.map(\.id))
    #expect(try shop.storedPictures() == 1)
    #expect(try shop.storedRenditions() == 8)
  }

  @Test func theListIsInTheShopsOrderAndAReorderChangesIt() throws {
    let shop = try PictureFixture()
    _ = try shop.uploaded(try shop.photo(.jpeg))
    let two = try shop.uploaded(try shop.photo(.webp))
    let ids = try #require(two.pictures?.map(\.id))
    let listed: [AdminPicture] = try shop.shop.call(.productPictures(.valid(two.id)))
    #expect(listed == two.pictures)
    let reordered: AdminProduct = try shop.shop.call(
      .reorderPictures(.valid(two.id), PictureOrder(pictureIDs: ids.reversed())))
    #expect(reordered.pictures?.map(\.id) == ids.reversed())
  }

  @Test func aReorderNamingOtherPicturesIsRefused() throws {
    let shop = try PictureFixture()
    let product = try shop.uploaded(try shop.photo())
    let route = APIRoute.admin(.reorderPictures(.valid(product.id), PictureOrder(pictureIDs: ["picture-x"])))
    let response = try shop.shop.send(route, token: shop.shop.admin)
    #expect(response.status == 400 && response.code == "validationError")
  }

  @Test func removingTheLastUseOfAPictureDeletesItsBytes() throws {
    let shop = try PictureFixture()
    let product = try shop.uploaded(try shop.photo())
    let id = try #require(product.pictures?.first?.id)
    let after: AdminProduct = try shop.shop.call(.deletePicture(.valid(product.id), id))
    #expect(after.pictures == [])
    #expect(try shop.storedPictures() == 0 && shop.storedRenditions() == 0)
    let gone = try shop.fetch(try #require(product.pictures?.first?.image.medium))
    #expect(gone.status == 404)
    let again = try shop.shop.send(.admin(.deletePicture(.valid(product.id), id)), token: shop.shop.admin)
    #expect(again.status == 404 && again.code == "pictureNotFound")
  }

  @Test func everyChangeWritesItsAuditRow() throws {
    let shop = try PictureFixture()
    let uploaded = try shop.uploaded(try shop.photo())
    let id = try #require(uploaded.pictures?.first?.id)
    _ = try shop.uploaded(try shop.photo(.png))
    let both: [AdminPicture] = try shop.shop.call(.productPictures(.valid(uploaded.id)))
    let _: AdminProduct = try shop.shop.call(
      .reorderPictures(.valid(uploaded.id), PictureOrder(pictureIDs: both.map(\.id).reversed())))
    let _: AdminProduct = try shop.shop.call(.deletePicture(.valid(uploaded.id), id))
    let audit: Page<AuditEntry> = try shop.shop.call(.audit(AuditQuery(subjectID: uploaded.id.uuidString)))
    #expect(
      audit.results.map(\.action) == [
        "picture.remove", "picture.reorder", "picture.upload", "picture.upload", "product.create",
      ])
    #expect(audit.results.allSatisfy { $0.actor.hasPrefix("staff:") })
  }

  @Test func aDemoProductListsItsDrawnPicture() throws {
    let shop = try PictureFixture()
    let text = try shop.server.rows("SELECT id FROM products ORDER BY position LIMIT 1").first ?? ""
    let id = Product.ID(try #require(UUID(uuidString: text)))
    let listed: [AdminPicture] = try shop.shop.call(.productPictures(.valid(id)))
    #expect(!listed.isEmpty && listed.allSatisfy { $0.kind == .drawn && $0.width == nil })
  }
}
