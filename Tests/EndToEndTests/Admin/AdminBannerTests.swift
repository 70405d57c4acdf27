import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `/admin/banners...`: the main page as the back office changes it, and what shoppers see of it at once.
@Suite struct AdminBannerTests {
  /// The ids of the shop's main page, in order.
  static func mainPage(_ shop: AdminFixture) throws -> [Banner] {
    let response = try shop.send(.catalog(.mainPage), token: nil)
    return try JSONDecoder.meowls.decode([Banner].self, from: Data(response.body))
  }

  /// The demo shop's first sale.
  static func sale(_ shop: AdminFixture) throws -> Sale.ID {
    try #require(try shop.call(.mainPage(.sales), as: [AdminSale].self).first).id
  }

  static func collection(_ shop: AdminFixture) throws -> BannerDraft {
    BannerDraft(
      placeType: .productsCollection,
      productIDs: Array(try shop.listed(in: try shop.category("koshki/lakomstva")).prefix(2)),
      redirect: AdminBannerRedirect(
        categoryID: try shop.category("koshki/lakomstva"), name: "Лакомства", type: .productsCollection),
      title: "Лакомства недели")
  }

  @Test func theListHoldsTheMainPageInOrder() throws {
    let shop = try AdminFixture()
    let banners: [AdminBanner] = try shop.call(.mainPage(.banners))
    #expect(banners.map(\.id) == (try Self.mainPage(shop)).map(\.id))
    #expect(banners.map(\.position) == Array(banners.indices))
    #expect(banners.allSatisfy { !$0.hidden && $0.parentID == nil })
  }

  @Test func aNewCollectionGoesLastAndIsShownAtOnceWithItsProducts() throws {
    let shop = try AdminFixture()
    let revision = try shop.structureRevision()
    let draft = try Self.collection(shop)
    let added: AdminBanner = try shop.call(.mainPage(.createBanner(draft)))
    #expect(added.title == "Лакомства недели" && added.productIDs == draft.productIDs && !added.hidden)
    let page = try Self.mainPage(shop)
    #expect(page.last?.id == added.id && page.last?.products?.map(\.id) == draft.productIDs)
    #expect(page.last?.placeType == .productsCollection && page.last?.redirect?.type == .productsCollection)
    #expect(try shop.structureRevision() == revision + 1)
  }

  @Test func aChildBannerLeadsToItsSale() throws {
    let shop = try AdminFixture()
    let parent: AdminBanner = try shop.call(
      .mainPage(.createBanner(BannerDraft(placeType: .bannersHorizontal, title: "Акции"))))
    let sale = try Self.sale(shop)
    let child: AdminBanner = try shop.call(
      .mainPage(
        .createBanner(
          BannerDraft(parentID: parent.id, redirect: AdminBannerRedirect(saleID: sale, type: .object), title: "Зима"))))
    let shown = try #require(try Self.mainPage(shop).first { $0.id == parent.id })
    #expect(shown.banners?.map(\.id) == [child.id])
    #expect(shown.banners?.first?.redirect?.objectID == sale.rawValue)
  }

  @Test func aRedirectToASaleThatDoesNotExistIsRefused() throws {
    let shop = try AdminFixture()
    let draft = BannerDraft(
      placeType: .singleBanner, redirect: AdminBannerRedirect(saleID: Sale.ID(UUID()), type: .object),
      title: "Уютный дом")
    let response = try shop.send(.admin(.mainPage(.createBanner(draft))), token: shop.admin)
    #expect(response.status == 422 && response.code == "redirectTargetNotFound")
    #expect(response.text.contains("redirect.sale_id"))
  }

  @Test func aRedirectToAnObjectWithoutItsSaleIsRefused() throws {
    let shop = try AdminFixture()
    let draft = BannerDraft(placeType: .singleBanner, redirect: AdminBannerRedirect(type: .object), title: "Уютный дом")
    let response = try shop.send(.admin(.mainPage(.createBanner(draft))), token: shop.admin)
    #expect(response.status == 400 && response.code == "validationError")
  }

  @Test func aCollectionOfACategoryThatDoesNotExistIsRefused() throws {
    let shop = try AdminFixture()
    let draft = BannerDraft(
      placeType: .singleBanner,
      redirect: AdminBannerRedirect(categoryID: Category.ID(UUID()), name: "Дом", type: .productsCollection))
    let response = try shop.send(.admin(.mainPage(.createBanner(draft))), token: shop.admin)
    #expect(response.status == 422 && response.code == "redirectTargetNotFound")
  }

  @Test func aBannerOfAProductThatDoesNotExistIsRefusedAndNothingWritten() throws {
    let shop = try AdminFixture()
    let before: [AdminBanner] = try shop.call(.mainPage(.banners))
    let draft = BannerDraft(placeType: .productsCollection, productIDs: [Product.ID(UUID())])
    let response = try shop.send(.admin(.mainPage(.createBanner(draft))), token: shop.admin)
    #expect(response.status == 404 && response.code == "productNotFound")
    #expect(try shop.call(.mainPage(.banners), as: [AdminBanner].self) == before)
  }

  @Test func aTopLevelBannerNeedsItsPlaceType() throws {
    let shop = try AdminFixture()
    let response = try shop.send(.admin(.mainPage(.createBanner(BannerDraft(title: "Без места")))), token: shop.admin)
    #expect(response.status == 400 && response.code == "validationError" && response.text.contains("place_type"))
  }

  @Test func anEditReplacesTheBannerAndIsShownAtOnce() throws {
    let shop = try AdminFixture()
    let added: AdminBanner = try shop.call(.mainPage(.createBanner(try Self.collection(shop))))
    var draft = try Self.collection(shop)
    draft.title = "Вкусное"
    draft.productIDs = Array(draft.productIDs?.prefix(1) ?? [])
    let edited: AdminBanner = try shop.call(.mainPage(.editBanner(.valid(added.id), draft)))
    #expect(edited.title == "Вкусное" && edited.productIDs == draft.productIDs)
    let shown = try #require(try Self.mainPage(shop).first { $0.id == added.id })
    #expect(shown.title == "Вкусное" && shown.products?.map(\.id) == draft.productIDs)
  }

  @Test func aHiddenBannerLeavesTheMainPageAndComesBackWhenShown() throws {
    let shop = try AdminFixture()
    let first = try #require(try Self.mainPage(shop).first)
    let hidden: AdminBanner = try shop.call(.mainPage(.hideBanner(.valid(first.id))))
    #expect(hidden.hidden)
    #expect(!(try Self.mainPage(shop)).contains { $0.id == first.id })
    #expect(try shop.call(.mainPage(.banners), as: [AdminBanner].self).first?.id == first.id)
    _ = try shop.call(.mainPage(.showBanner(.valid(first.id))), as: AdminBanner.self)
    #expect(try Self.mainPage(shop).first?.id == first.id)
  }

  @Test func anOrderPutsTheBannersInItAtOnce() throws {
    let shop = try AdminFixture()
    let ids = try Self.mainPage(shop).map(\.id)
    let reordered: [AdminBanner] = try shop.call(.mainPage(.orderBanners(BannerOrder(bannerIDs: ids.reversed()))))
    #expect(reordered.map(\.id) == ids.reversed())
    #expect(try Self.mainPage(shop).map(\.id) == ids.reversed())
    let row = try #require(
      try shop.call(.audit(AuditQuery(action: "banner.reorder")), as: Page<AuditEntry>.self).results.first)
    let expected = try AdminAuditTests.json(Array(ids.reversed()))
    #expect(row.subjectID == "main_page" && row.after == expected)
  }

  @Test func anOrderMissingABannerIsRefused() throws {
    let shop = try AdminFixture()
    let ids = try Self.mainPage(shop).map(\.id)
    let response = try shop.send(
      .admin(.mainPage(.orderBanners(BannerOrder(bannerIDs: Array(ids.dropFirst()))))), token: shop.admin)
    #expect(response.status == 400 && response.code == "validationError")
  }

  @Test func aDeletedBannerLeavesWithItsChildren() throws {
    let shop = try AdminFixture()
    let parent: AdminBanner = try shop.call(
      .mainPage(.createBanner(BannerDraft(placeType: .bannersVertical, title: "Подборки"))))
    _ = try shop.call(.mainPage(.createBanner(BannerDraft(parentID: parent.id, title: "Одна"))), as: AdminBanner.self)
    let left: [AdminBanner] = try shop.call(.mainPage(.deleteBanner(.valid(parent.id))))
    #expect(!left.contains { $0.id == parent.id })
    #expect(!(try Self.mainPage(shop)).contains { $0.id == parent.id })
    #expect(
      try shop.server.rows("SELECT COUNT(*) FROM main_banners WHERE parent_id = '\(parent.id.uuidString)'") == ["0"])
    let again = try shop.send(.admin(.mainPage(.deleteBanner(.valid(parent.id)))), token: shop.admin)
    #expect(again.status == 404 && again.code == "bannerNotFound")
  }

  @Test func everyChangeWritesItsAuditRow() throws {
    let shop = try AdminFixture()
    let added: AdminBanner = try shop.call(.mainPage(.createBanner(try Self.collection(shop))))
    let hidden: AdminBanner = try shop.call(.mainPage(.hideBanner(.valid(added.id))))
    _ = try shop.call(.mainPage(.deleteBanner(.valid(added.id))), as: [AdminBanner].self)
    let page: Page<AuditEntry> = try shop.call(.audit(AuditQuery(subjectID: added.id.rawValue.uuidString)))
    #expect(page.results.map(\.action) == ["banner.delete", "banner.hide", "banner.create"])
    #expect(page.results.allSatisfy { $0.subjectType == "banner" })
    #expect(page.results[1].after == (try AdminAuditTests.json(hidden)))
    #expect(page.results[1].before == (try AdminAuditTests.json(added)))
  }
}
