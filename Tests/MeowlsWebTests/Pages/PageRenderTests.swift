import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// Each finished page drawn from a known screen state: its essential content and links, and every hostile text
/// escaped.
@Suite struct PageRenderTests {
  @Test func catalogueListsTheLevelAndLinksLeavesToTheirProducts() {
    let root = WebFixtures.category(1)
    var leaf = WebFixtures.category(2, name: WebFixtures.hostile)
    leaf.parent = root
    let branch = WebFixtures.category(3, children: true)
    let ctx = WebFixtures.context(.catalogue(parent: root.id))
    let state = CatalogueScreen.State(parent: root, categories: [leaf, branch], phase: .loaded)
    let html = WebFixtures.markup(CataloguePage.render(ctx, state))
    #expect(html.contains("<h1>Категория 1</h1>"))
    #expect(html.contains("href=\"/category/\(leaf.id.uuidString)?in=\(root.id.uuidString)\""))
    #expect(html.contains("href=\"/catalog/\(branch.id.uuidString)\""))
    #expect(html.contains("Все товары"))
    #expect(!html.contains("<script>") && html.contains("&lt;script&gt;"))
  }

  @Test func anUnknownCategoryIsTheNotFoundPageAndAFailedOneAnswers503() {
    let category = Category.ID(WebFixtures.id(9))
    let ctx = WebFixtures.context(.category(category, parent: nil, options: ListingOptions()))
    var state = ListingScreen.State(source: .category(category), selection: [:], sort: .index)
    let notFound = ErrorResponse(code: .fetchProductsForCategoryError, reason: "no such category")
    state.list = PagedList(items: [], nextPage: nil, phase: .failed(.server(status: 404, notFound)))
    guard case .page(_, _, _, let status) = ListingPage.render(ctx, state, options: ListingOptions(), title: "К")
    else { Issue.record("not a page"); return }
    #expect(status == 404)
    state.list = PagedList(items: [], nextPage: nil, phase: .failed(.transport(.notConnected)))
    guard case .page(_, _, _, let failed) = ListingPage.render(ctx, state, options: ListingOptions(), title: "К")
    else { Issue.record("not a page"); return }
    #expect(failed == 503)
  }

  @Test func listingShowsProductsFiltersWithCountsSortAndMore() {
    let category = Category.ID(WebFixtures.id(9))
    let options = ListingOptions(selection: ["brand": ["b1"]], sort: .price)
    let route = WebRoute.category(category, parent: nil, options: options)
    let ctx = WebFixtures.context(route)
    let products = [WebFixtures.product(1, name: WebFixtures.hostile, sale: true), WebFixtures.product(2, variants: 2)]
    var state = ListingScreen.State(source: .category(category), selection: options.selection, sort: .price)
    state.list = PagedList(items: products, nextPage: 2, phase: .loaded)
    state.filters = .loaded([
      FilterGroup(
        displayName: "Бренд", name: "brand", type: .multiple,
        values: [
          FilterValue(count: 12, displayName: "Бренд 1", value: "b1"),
          FilterValue(count: 3, displayName: "Бренд 2", value: "b2"),
        ])
    ])
    state.totalCount = 25
    state.cart = CartMarks(articles: ["A1-0"])
    state.favorites = FavoriteMarks(starred: [products[1].id])
    let html = WebFixtures.markup(ListingPage.render(ctx, state, options: options, title: "Корма"))
    #expect(html.contains("Найдено 25 товаров"))
    #expect(
      html.contains("name=\"f.brand\" value=\"b1\" checked") && html.contains("<span class=\"filter-count\">12</span>"))
    #expect(html.contains("<option value=\"price\" selected>Сначала дешевле</option>"))
    #expect(html.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt;&amp;'"))
    #expect(!html.contains("<script>"))
    // The first product is in the cart; the second has two variants, so its card opens to choose one.
    #expect(html.contains("<a href=\"/cart\" class=\"button secondary\">В корзине</a>"))
    #expect(html.contains("href=\"/product/\(products[1].id.uuidString)\" class=\"button secondary\">Выбрать</a>"))
    #expect(html.contains("aria-pressed=\"true\""))
    #expect(html.contains("<s class=\"was\">1\u{202F}500\u{00A0}₽</s>"))
    #expect(html.contains("href=\"/category/\(category.uuidString)?f.brand=b1&amp;sort=price&amp;page=2\""))
    #expect(html.contains("name=\"csrf\" value=\"csrf-token\""))
  }

  @Test func productCardShowsVariantsPriceStockAndTheCartForm() {
    let base = WebFixtures.product(5, variants: 2, sale: true)
    let detail = ProductDetail(
      allowQuickBuy: true, code: "p5", id: base.id, images: base.images, name: WebFixtures.hostile, properties: [],
      sections: [ProductSection(text: "Курица <и рис>", title: "Состав", type: .textExpandable)],
      variants: base.variants)
    let ctx = WebFixtures.context(.product(base.id))
    let state = ProductScreen.State(productID: base.id, phase: .loaded(detail), selectedArticle: "A5-1")
    let html = WebFixtures.markup(ProductPage.render(ctx, state))
    #expect(html.contains("<h1>&lt;script&gt;"))
    #expect(html.contains("href=\"/product/\(base.id.uuidString)?v=A5-1\" class=\"variant chosen\" aria-current"))
    #expect(html.contains("В наличии: 5 шт."))
    #expect(html.contains("name=\"do\" value=\"add-to-cart\"") && html.contains("name=\"v\" value=\"A5-1\""))
    #expect(html.contains("Курица &lt;и рис&gt;"))
    #expect(html.contains("−13%"))
  }

  @Test func cartShowsLinesCountsSummariesAndCheckout() {
    let product = WebFixtures.product(7, name: WebFixtures.hostile)
    let item = CartItem(
      amount: Price(originalPrice: Money(rubles: 2598), price: Money(rubles: 2598)), article: "A7-0",
      availabilityInfo: AvailabilityInfo(count: 2, type: .available), badges: [], count: 2,
      id: CartItem.ID(WebFixtures.id(70)),
      price: product.variants[0].price, productID: product.id, productName: product.name, variantName: "1 кг")
    let cart = Cart(
      id: Cart.ID(WebFixtures.id(71)), items: [item],
      summaries: [Summary(name: "Итого", type: .total, value: Money(rubles: 2598))])
    let ctx = WebFixtures.context(.cart, cartCount: 2)
    let state = CartScreen.State(
      cart: CartState(cart: cart, lines: [CartRequestItem(article: "A7-0", count: 2)]), phase: .loaded)
    let html = WebFixtures.markup(CartPage.render(ctx, state))
    #expect(html.contains("<span class=\"count-value\" aria-label=\"Количество\">2</span>"))
    #expect(html.contains("name=\"count\" value=\"1\"") && html.contains("name=\"count\" value=\"3\""))
    // Two in the cart and two in stock: "one more" is off.
    #expect(html.contains("aria-label=\"Добавить ещё одну\" disabled"))
    #expect(html.contains("<dt>Итого</dt><dd>2\u{202F}598\u{00A0}₽</dd>"))
    #expect(html.contains("Войдите, чтобы оформить заказ"))
    #expect(!html.contains("<script>"))
  }

  @Test func emptyCartOffersTheCatalogue() {
    let html = WebFixtures.markup(CartPage.render(WebFixtures.context(.cart), CartScreen.State(phase: .empty)))
    #expect(html.contains("Корзина пуста") && html.contains("href=\"/catalog\""))
  }

  @Test func mainPageDrawsChipsSlidersAndProductRows() {
    let category = WebFixtures.category(1, name: WebFixtures.hostile)
    let product = WebFixtures.product(2)
    let card = MainScreen.Card(
      aspectRatio: 2, id: Banner.ID(WebFixtures.id(30)), image: Image(large: "javascript:alert(1)"),
      route: .product(product.id), title: "Баннер")
    let state = MainScreen.State(
      phase: .loaded,
      sections: [
        MainScreen.Section(
          content: .categories([category]), id: Banner.ID(WebFixtures.id(31)), spacing: Spacings(bottom: 0, top: 0)),
        MainScreen.Section(
          content: .slider(MainScreen.Slider(cards: [card], interval: .seconds(3))), id: Banner.ID(WebFixtures.id(32)),
          spacing: Spacings(bottom: 0, top: 0)),
        MainScreen.Section(
          content: .products([product], cardWidth: nil), id: Banner.ID(WebFixtures.id(33)),
          spacing: Spacings(bottom: 0, top: 0),
          title: "Хиты"),
      ])
    let html = WebFixtures.markup(MainPage.render(WebFixtures.context(.main), state))
    #expect(html.contains("&lt;script&gt;") && !html.contains("<script>"))
    #expect(html.contains("data-interval=\"3000\""))
    #expect(html.contains("href=\"/product/\(product.id.uuidString)\" class=\"card\""))
    #expect(!html.contains("javascript:"))
    #expect(html.contains("<h2>Хиты</h2>"))
  }

  @Test func aSingleBannerIsSizedByItsPlaceAndASlidersCardByItsPicture() {
    let card = { (id: Int) in
      MainScreen.Card(
        aspectRatio: 2, id: Banner.ID(WebFixtures.id(id)), image: Image(large: "/pictures/b\(id).jpg"), title: "B\(id)")
    }
    let state = MainScreen.State(
      phase: .loaded,
      sections: [
        MainScreen.Section(
          content: .grid([[card(40)]]), id: Banner.ID(WebFixtures.id(41)), spacing: Spacings(bottom: 0, top: 0)),
        MainScreen.Section(
          content: .slider(MainScreen.Slider(cards: [card(42)], interval: nil)), id: Banner.ID(WebFixtures.id(43)),
          spacing: Spacings(bottom: 0, top: 0)),
      ])
    let html = WebFixtures.markup(MainPage.render(WebFixtures.context(.main), state))
    let single = html.range(of: "b40.jpg").map { html[..<$0.lowerBound] } ?? ""
    let slider = html.range(of: "b40.jpg").map { html[$0.upperBound...] } ?? ""
    #expect(single.contains("<svg class=\"sizer\" viewBox=\"0 0 686 343\""))
    #expect(slider.contains("b42.jpg") && !slider.contains("sizer"))
  }

  @Test func documentHasTheHeadTheTabsAndTheLanguageSwitch() {
    let ctx = WebFixtures.context(.search(WebFixtures.hostile, options: ListingOptions()), cartCount: 3, flash: "<b>")
    let html = Layout.document(ctx, title: "T", description: "D", content: .empty).markup
    #expect(html.hasPrefix("<!DOCTYPE html><html lang=\"ru\">"))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"/assets/store.css\">"))
    #expect(html.contains("<script src=\"/assets/store.js\" defer></script>"))
    #expect(html.contains("<span class=\"badge\" aria-label=\"3 товара\">3</span>"))
    #expect(html.contains("value=\"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;\""))
    #expect(html.contains("<p class=\"flash\" role=\"alert\">&lt;b&gt;</p>"))
    #expect(html.contains("name=\"language\" value=\"en\"") && html.contains(">English</button>"))
  }

  @Test func englishPagesTakeTheEnglishTable() {
    let html = WebFixtures.markup(
      CartPage.render(WebFixtures.context(.cart, language: .en), CartScreen.State(phase: .empty)))
    #expect(html.contains("<h1>\(Localizer(language: .en).string(.cartTitle))</h1>"))
    #expect(!html.contains("Корзина"))
  }
}
