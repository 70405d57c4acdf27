import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The demo shop's main page: every place type, with the contract's shapes (api.md §6).
@Suite struct MainPageTests {
  let banners: [Banner] = (try? TestServer.sharedDemo.get(api(.catalog(.mainPage)), as: [Banner].self)) ?? []
  let response = try? TestServer.sharedDemo.request("GET", api(.catalog(.mainPage)))

  var json: [[String: Any]] {
    (response.flatMap { try? JSONSerialization.jsonObject(with: Data($0.body)) } as? [[String: Any]]) ?? []
  }

  @Test func topLevelBannersComeInPlaceOrderWithEveryPlaceType() {
    #expect(
      banners.map(\.placeType) == [
        .categories, .bannersHorizontal, .productsCollection, .bannersVertical, .singleBanner, .productsCollection,
        .bannersHorizontal, .productsCollection,
      ])
  }

  @Test func categoriesBannerShowsTheRootsWithImagesAndNoParents() throws {
    let roots = try TestServer.sharedDemo.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self)
    #expect(banners.first?.categories == roots)
    #expect(roots.allSatisfy { $0.image?.small != nil && $0.parent == nil })
  }

  @Test func productCollectionsCarryListFormProducts() {
    let collections = banners.filter { $0.placeType == .productsCollection }
    #expect(collections.map { $0.products?.count ?? 0 } == [12, 12, 10])
    #expect(
      collections.allSatisfy { $0.products?.allSatisfy { $0.variants.allSatisfy { $0.propertyValues == nil } } == true }
    )
  }

  @Test func childBannerOpeningASaleNamesItsID() throws {
    let sales = try TestServer.sharedDemo.get(api(.catalog(.sales(SalesQuery()))), as: Page<Sale>.self).results
    let redirect = banners[1].banners?.first?.redirect
    #expect(
      redirect
        == Redirect(
          objectID: sales.first { $0.code == "skidka-25-na-vlazhnyy-korm-felix" }?.id.rawValue, objectType: .sale,
          type: .object))
  }

  @Test func childBannerOpeningACollectionCarriesItsProductsSet() {
    let byQuery = banners[1].banners?[2].redirect
    #expect(
      byQuery
        == Redirect(
          objectType: .sale,
          productsSet: ProductsSet(name: "Результаты поиска по запросу корм для котят", query: "корм для котят"),
          type: .productsCollection))
    let byCategory = banners[3].banners?.first?.redirect?.productsSet?.category
    #expect(
      byCategory?.code == "lezhanki_domiki_kogtetochki" && byCategory?.image == nil && byCategory?.hasChildren == true)
  }

  @Test func topLevelRedirectIsTheReducedForm() throws {
    // A stored top-level redirect with a sale and a products set: the answer keeps only type and object type.
    let catalog = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: TestServer.defaultNow)
    let server = try TestServer.catalogue(
      catalog,
      sql: [
        """
        INSERT INTO banner_redirects (banner_id, type, object_type, sale_id, set_name, set_query)
        SELECT b.id, 'object', 'Sale', (SELECT id FROM sales ORDER BY id LIMIT 1), 'Все', 'корм'
        FROM main_banners b WHERE b.place_type = 'single_banner'
        """
      ])
    let response = try server.request("GET", api(.catalog(.mainPage)))
    let answer = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]] ?? []
    #expect((answer[4]["redirect"] as? [String: Any]).map { Set($0.keys) } == ["object_type", "type"])
    let decoded = try JSONDecoder.meowls.decode([Banner].self, from: Data(response.body))
    #expect(decoded[4].redirect == ReducedRedirect(objectType: .sale, type: .object))
  }

  @Test func bannersAndSaleImagesHaveTheOriginalSizeOnly() {
    let images = banners.compactMap(\.image) + banners.flatMap { $0.banners ?? [] }.compactMap(\.image)
    #expect(
      !images.isEmpty
        && images.allSatisfy { $0.original != nil && $0.small == nil && $0.medium == nil && $0.large == nil })
  }

  @Test func uiSettingsUseSpasingsAndLeaveOutWhatIsNotSet() {
    let slider = json[1]["ui_settings"] as? [String: Any]
    #expect(slider.map { Set($0.keys) } == ["auto_sliding_timeout", "background_color", "corner_radiuses", "spasings"])
    #expect(
      banners[3].uiSettings
        == UISettings(
          backgroundColor: "#FFFFFF",
          cornerRadiuses: CornerRadiuses(bottomLeft: 16, bottomRight: 16, topLeft: 16, topRight: 16),
          metrics: [BannerMetric(width: 1), BannerMetric(width: 0.3)], spacings: Spacings(bottom: 12, top: 0)))
  }

  @Test func emptyListsAreLeftOut() {
    #expect(Set(json[4].keys) == ["banners", "id", "place_type", "title", "ui_settings"])
    #expect(Set(json[1].keys) == ["banners", "id", "place_type", "ui_settings"])
  }
}
