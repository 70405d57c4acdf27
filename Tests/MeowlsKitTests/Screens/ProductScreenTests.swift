import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct ProductScreenTests {
  typealias P = ProductScreen

  static let error = APIError.transport(.notConnected)
  static let id = Fixtures.productID(7)

  static func variant(_ article: Article, count: Int, price: Int64 = 100, original: Int64 = 100) -> ProductVariant {
    ProductVariant(
      article: article,
      availabilityInfo: AvailabilityInfo(count: count, type: count > 0 ? .available : .notAvailable), badges: [],
      id: ProductVariant.ID(uuidString: "00000000-0000-0000-0000-0000000000\(article.rawValue.suffix(2))")!,
      price: Price(originalPrice: Money(rubles: original), price: Money(rubles: price)), shortName: article.rawValue)
  }

  static let product = ProductDetail(
    allowQuickBuy: true, code: "p7", deliveryConditionsURL: "https://static.example/delivery", id: id,
    images: [Image(original: "https://img.example/1.jpg"), Image(original: "https://img.example/2.jpg")],
    name: "Корм", properties: [],
    sections: [
      ProductSection(text: "Описание", title: "Описание", type: .textExpandable),
      ProductSection(text: "Состав", title: "Состав", type: .textModal),
    ],
    variants: [variant("A-10", count: 0), variant("B-20", count: 2, price: 85, original: 100)])

  static func loaded(_ article: Article? = "B-20") -> P.State {
    P.State(productID: id, phase: .loaded(product), selectedArticle: article)
  }

  func step(
    _ state: inout P.State, _ action: P.Action, _ expected: P.State, _ effects: [P.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(P.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theCardLoadsOnceAndChoosesTheFirstVariantInStockWithoutADefault() {
    var state = P.State(productID: Self.id)
    step(
      &state, .viewAppeared, P.State(productID: Self.id, phase: .loading),
      [.fetchProduct(Self.id), .loadMarks(Self.id)])
    step(&state, .viewAppeared, P.State(productID: Self.id, phase: .loading), [.loadMarks(Self.id)])
    step(&state, .productResponse(.success(Self.product)), Self.loaded(), [])
    step(&state, .productResponse(.failure(Self.error)), Self.loaded(), [])
    #expect(state.variant == Self.variant("B-20", count: 2, price: 85, original: 100))
    #expect(state.discountPercent == 15)
    #expect(state.canAddToCart)
  }

  @Test func theDefaultVariantWinsAndAVariantWithoutDiscountShowsNone() {
    var product = Self.product
    product.defaultVariantArticle = "A-10"
    #expect(P.initialArticle(of: product) == "A-10")
    product.defaultVariantArticle = "Z-99"
    #expect(P.initialArticle(of: product) == "B-20")
    let state = Self.loaded("A-10")
    #expect(state.discountPercent == nil)
    #expect(!state.canAddToCart)
  }

  @Test func aFailedLoadIsRetriedOnceAtATime() {
    var state = P.State(productID: Self.id, phase: .loading)
    step(&state, .productResponse(.failure(Self.error)), P.State(productID: Self.id, phase: .failed(Self.error)), [])
    step(&state, .retryTapped, P.State(productID: Self.id, phase: .loading), [.fetchProduct(Self.id)])
    step(&state, .retryTapped, P.State(productID: Self.id, phase: .loading), [])
  }

  @Test func variantsAndImagesAreChosenOnlyAmongTheProducts() {
    var state = Self.loaded()
    step(&state, .variantChosen("Z-99"), Self.loaded(), [])
    step(&state, .variantChosen("A-10"), Self.loaded("A-10"), [])
    var shown = Self.loaded("A-10")
    shown.imageIndex = 1
    step(&state, .imageShown(1), shown, [])
    step(&state, .imageShown(5), shown, [])
    step(&state, .imageTapped, shown, [.navigate(.gallery(Self.product.images, index: 1))])
  }

  @Test func addingSendsTheChosenVariantOnceAndStopsAtTheStock() {
    var state = Self.loaded()
    var pending = Self.loaded()
    pending.cartPending = "B-20"
    step(&state, .addToCartTapped, pending, [.addToCart("B-20")])
    step(&state, .addToCartTapped, pending, [])
    step(&state, .cartResponse("A-10", .success(["A-10": 1])), pending, [])
    var one = Self.loaded()
    one.cartCounts = ["B-20": 1]
    step(&state, .cartResponse("B-20", .success(["B-20": 1])), one, [])
    var two = Self.loaded()
    two.cartCounts = ["B-20": 2]
    state.cartPending = "B-20"
    step(&state, .cartResponse("B-20", .success(["B-20": 2])), two, [])
    step(&state, .addToCartTapped, two, [])
    step(&state, .goToCartTapped, two, [.navigate(.cart)])
  }

  @Test func aRefusedAddShowsAnAlertOnce() {
    var state = Self.loaded()
    state.cartPending = "B-20"
    var failed = Self.loaded()
    failed.alert = Self.error
    step(&state, .cartResponse("B-20", .failure(Self.error)), failed, [])
    step(&state, .alertDismissed, Self.loaded(), [])
  }

  @Test func theStarShowsAtOnceAndRollsBackOnFailure() {
    var state = Self.loaded()
    var starring = Self.loaded()
    starring.favorites = FavoriteMarks(starred: [Self.id], pending: [Self.id])
    step(&state, .favoriteTapped, starring, [.toggleFavorite(Self.id)])
    step(&state, .favoriteTapped, starring, [])
    starring.cartCounts = ["B-20": 1]
    step(&state, .marksLoaded(isFavorite: false, cartCounts: ["B-20": 1]), starring, [])
    var rolledBack = Self.loaded()
    rolledBack.cartCounts = ["B-20": 1]
    rolledBack.alert = Self.error
    step(&state, .favoriteResponse(.failure(Self.error)), rolledBack, [])
    step(&state, .favoriteResponse(.success(true)), rolledBack, [])
  }

  @Test func sectionsExpandInPlaceOrOpenAsASheetAndTheDeliveryLinkOpens() {
    var state = Self.loaded()
    var open = Self.loaded()
    open.expandedSections = [0]
    step(&state, .sectionTapped(0), open, [])
    step(&state, .sectionTapped(1), open, [.navigate(.section(Self.product.sections[1]))])
    step(&state, .sectionTapped(0), Self.loaded(), [])
    step(&state, .sectionTapped(9), Self.loaded(), [])
    step(
      &state, .deliveryConditionsTapped, Self.loaded(),
      [.navigate(.deliveryConditions(URL(string: "https://static.example/delivery")!))])
    var plain = P.State(productID: Self.id, phase: .loading)
    step(&plain, .deliveryConditionsTapped, plain, [])
  }

  @MainActor @Test func theStoreLoadsAddsAndStars() async {
    let routes = Recorder<P.Route>()
    let store = P.store(
      P.Dependencies(
        addToCart: { article throws(APIError) in [article: 1] }, marks: { _ in (false, [:]) },
        navigate: { routes.append($0) }, product: { _ throws(APIError) in Self.product },
        toggleFavorite: { _ throws(APIError) in true }),
      initial: P.State(productID: Self.id))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.addToCartTapped)
    store.send(.favoriteTapped)
    await store.settle()
    store.send(.goToCartTapped)
    await store.settle()
    var expected = Self.loaded()
    expected.cartCounts = ["B-20": 1]
    expected.favorites.starred = [Self.id]
    #expect(store.state == expected)
    #expect(routes.values == [.cart])
  }
}
