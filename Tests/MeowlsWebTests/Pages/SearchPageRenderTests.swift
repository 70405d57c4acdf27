import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// The search page and the suggestions fragment drawn from known `SearchScreen` states, and the sales list.
@Suite struct SearchPageRenderTests {
  static let category = WebFixtures.category(3, name: "Корма сухие")

  static func suggestion(_ text: String, to redirect: Redirect, highlighted: [String] = [], note: String? = nil)
    -> SearchSuggestion
  {
    SearchSuggestion(additionalText: note, highlightedTexts: highlighted, redirect: redirect, text: text)
  }

  static let toCategory = Redirect(
    productsSet: ProductsSet(category: category, name: "Корма"), type: .productsCollection)
  static let toProduct = Redirect(objectID: WebFixtures.id(4), objectType: .product, type: .object)
  static let toSale = Redirect(objectID: WebFixtures.id(5), objectType: .sale, type: .object)

  @Test func beforeTypingTheSearchPageShowsTheHistoryAndThePopularSearches() {
    let ctx = WebFixtures.context(.search("", options: ListingOptions()))
    let state = SearchScreen.State(
      history: [WebFixtures.hostile],
      popular: .loaded([
        Self.suggestion("Royal Canin", to: Self.toProduct), Self.suggestion("Корма", to: Self.toCategory),
      ]))
    let html = WebFixtures.markup(SearchPage.render(ctx, state))
    #expect(html.contains("<h2>Популярные запросы</h2>"))
    #expect(html.contains("href=\"/product/\(WebFixtures.id(4).uuidString)\" class=\"search-row\">Royal Canin</a>"))
    #expect(html.contains("href=\"/category/\(Self.category.id.uuidString)\" class=\"search-row\">Корма</a>"))
    #expect(html.contains("<h2>Вы искали</h2>") && html.contains("name=\"do\" value=\"clear-history\""))
    #expect(html.contains("&lt;script&gt;") && !html.contains("<script>"))
    #expect(html.contains("<h1>Поиск</h1>"))
  }

  @Test func theSuggestionsFragmentBoldsWhatMatchedAndOffersAllResults() {
    let ctx = WebFixtures.context(.suggestions("rjhv"))
    let state = SearchScreen.State(
      phase: .suggestions(
        "rjhv",
        [
          Self.suggestion("Корма сухие", to: Self.toCategory, highlighted: ["Корма"], note: "Кошки"),
          Self.suggestion(WebFixtures.hostile + " корм", to: Self.toProduct, highlighted: ["корм", "<script>"]),
        ]), query: "rjhv")
    let html = SearchPage.fragment(ctx, state).markup
    #expect(html.contains("class=\"suggest-item\"><b>Корма</b> сухие<span class=\"chip-note\">Кошки</span></a>"))
    #expect(html.contains("<b>&lt;script&gt;</b>alert") && html.contains("<b>корм</b>"))
    #expect(!html.contains("<script>"))
    #expect(html.contains("href=\"/search?q=rjhv\" class=\"suggest-item all\">Все результаты по запросу «rjhv»</a>"))
    let nothing = SearchPage.fragment(ctx, SearchScreen.State(phase: .nothingFound("zzz"), query: "zzz")).markup
    #expect(nothing.contains("Ничего не найдено"))
  }

  @Test func aSuggestionLeadsWhereTheScreenSays() {
    #expect(
      SearchPage.link(for: Self.suggestion("К", to: Self.toCategory))
        == .category(
          Self.category.id, parent: nil, options: ListingOptions()))
    #expect(
      SearchPage.link(for: Self.suggestion("К", to: Self.toSale))
        == .sale(
          Sale.ID(WebFixtures.id(5)), options: ListingOptions()))
    #expect(
      SearchPage.link(for: Self.suggestion("лакомства", to: Redirect(type: .object)))
        == .search(
          "лакомства", options: ListingOptions()))
  }

  @Test func theSalesListLinksEachSaleToItsProductsWithItsLastDay() {
    let sale = Sale(
      code: "s", disclaimer: "", endDate: Date(timeIntervalSince1970: 1_797_000_000), id: Sale.ID(WebFixtures.id(6)),
      image: Image(large: "/static/catalog/s.svg"), saleType: .online, startDate: WebFixtures.start,
      title: WebFixtures.hostile)
    let ctx = WebFixtures.context(.sales)
    let html = WebFixtures.markup(
      SalesPage.render(ctx, SalesScreen.State(list: PagedList(items: [sale], phase: .loaded))))
    #expect(html.contains("<h1>Акции</h1>"))
    #expect(html.contains("href=\"/sale/\(sale.id.uuidString)\" class=\"sale-card\""))
    #expect(html.contains("&lt;script&gt;") && !html.contains("<script>"))
    #expect(html.contains("до 11 декабря 2026"))
    let empty = WebFixtures.markup(SalesPage.render(ctx, SalesScreen.State(list: PagedList(phase: .empty))))
    #expect(empty.contains("Сейчас акций нет"))
  }
}
