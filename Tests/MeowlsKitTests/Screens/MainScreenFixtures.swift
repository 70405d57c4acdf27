import Foundation
import MeowlsAPI
import MeowlsKit

/// A main page with one block of every kind, and the feed it lays out to.
enum MainFixtures {
  typealias M = MainScreen

  static func id(_ n: Int) -> Banner.ID {
    Banner.ID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!
  }

  static let saleID = Sale.ID(UUID(uuidString: "00000000-0000-0000-0000-00000000005A")!)
  static let web = URL(string: "https://static.meowls.test/sale")!
  static let cats = Category(
    code: "koshki", hasChildren: true, id: Category.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000C1")!),
    name: "Кошки")
  static let dryFood = Category(
    code: "korma_sukhie", hasChildren: false,
    id: Category.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000C3")!), name: "Корма сухие")
  static let picture = Image(original: "https://static.meowls.test/banner.png")

  static let saleRedirect = Redirect(objectID: saleID.rawValue, objectType: .sale, type: .object)
  static let queryRedirect = Redirect(
    objectType: .sale, productsSet: ProductsSet(name: "Котята", query: "корм для котят"), type: .productsCollection)
  static let parentRedirect = Redirect(
    objectType: .sale, productsSet: ProductsSet(category: cats, name: "Всё для кошек"), type: .productsCollection)
  static let leafRedirect = Redirect(
    objectType: .sale, productsSet: ProductsSet(category: dryFood, name: "Сухие"), type: .productsCollection)
  static let webRedirect = Redirect(objectType: .sale, type: .object, url: web.absoluteString)
  static let productRedirect = Redirect(objectID: Fixtures.productID(9).rawValue, objectType: .product, type: .object)
  static let bareSaleRedirect = Redirect(objectType: .sale, type: .object)

  static let banners: [Banner] = [
    Banner(
      categories: [cats, dryFood], id: id(1), placeType: .categories, title: "Категории",
      uiSettings: UISettings(backgroundColor: "#FFFFFF", spacings: Spacings(bottom: 12, top: 12))),
    Banner(
      banners: [
        ChildBanner(id: id(21), image: picture, redirect: saleRedirect, title: "Royal Canin −20%"),
        ChildBanner(id: id(22), redirect: queryRedirect, title: "Котята"),
        ChildBanner(id: id(23), redirect: parentRedirect),
      ], id: id(2), placeType: .bannersHorizontal, uiSettings: UISettings(autoSlidingTimeout: 5000)),
    Banner(
      id: id(3), placeType: .productsCollection, products: [Fixtures.product(1), Fixtures.product(2)],
      title: "Хиты продаж", uiSettings: UISettings(metrics: [BannerMetric(width: 0.45)])),
    Banner(
      banners: [
        ChildBanner(id: id(41), redirect: leafRedirect), ChildBanner(id: id(42), redirect: webRedirect),
        ChildBanner(id: id(43)), ChildBanner(id: id(44), redirect: productRedirect),
      ], id: id(4), placeType: .bannersVertical, title: "Мы рекомендуем",
      uiSettings: UISettings(metrics: [1, 0.3, 0.7].map(BannerMetric.init(width:)))),
    Banner(
      id: id(5), image: picture, placeType: .singleBanner, redirect: ReducedRedirect(objectType: .sale, type: .object)),
    Banner(
      banners: [ChildBanner(id: id(61), redirect: bareSaleRedirect), ChildBanner(id: id(62))], id: id(6),
      placeType: .bannersHorizontal, title: "Акции"),
    Banner(id: id(7), placeType: .bannersHorizontal, title: "Пустой слайдер"),
    Banner(id: id(8), title: "Без места"),
    Banner(id: id(9), placeType: .singleBanner),
  ]

  static let sections: [M.Section] = [
    M.Section(
      background: "#FFFFFF", content: .categories([cats, dryFood]), id: id(1), spacing: Spacings(bottom: 12, top: 12),
      title: "Категории"),
    M.Section(
      content: .slider(
        M.Slider(
          cards: [
            M.Card(
              aspectRatio: 1, id: id(21), image: picture, route: .listing(.sale(saleID), title: "Royal Canin −20%"),
              title: "Royal Canin −20%"),
            M.Card(
              aspectRatio: 1, id: id(22), route: .listing(.query("корм для котят"), title: "Котята"), title: "Котята"),
            M.Card(aspectRatio: 1, id: id(23), route: .catalogue(cats)),
          ], interval: .milliseconds(5000))), id: id(2), spacing: Spacings(bottom: 24, top: 4)),
    M.Section(
      content: .products([Fixtures.product(1), Fixtures.product(2)], cardWidth: 0.45), id: id(3),
      spacing: Spacings(bottom: 24, top: 0), title: "Хиты продаж"),
    M.Section(
      content: .grid([
        [M.Card(aspectRatio: M.gridAspectRatio, id: id(41), route: .listing(.category(dryFood.id), title: "Сухие"))],
        [
          M.Card(aspectRatio: M.gridAspectRatio, id: id(42), route: .web(web), width: 0.3),
          M.Card(aspectRatio: M.gridAspectRatio, id: id(43), width: 0.7),
        ],
        [M.Card(aspectRatio: M.gridAspectRatio, id: id(44), route: .product(Fixtures.productID(9)))],
      ]), id: id(4), spacing: Spacings(bottom: 24, top: 0), title: "Мы рекомендуем"),
    M.Section(
      content: .grid([[M.Card(aspectRatio: M.singleBannerAspectRatio, id: id(5), image: picture, route: .sales)]]),
      id: id(5), spacing: Spacings(bottom: 24, top: 4)),
    M.Section(
      content: .slider(
        M.Slider(cards: [M.Card(aspectRatio: 1, id: id(61), route: .sales), M.Card(aspectRatio: 1, id: id(62))])),
      id: id(6), spacing: Spacings(bottom: 24, top: 0), title: "Акции"),
  ]

  /// The feed loaded and on screen, each slider at its first card.
  static var loaded: M.State {
    M.State(isVisible: true, pages: [id(2): 0, id(6): 0], phase: .loaded, sections: sections)
  }
}
