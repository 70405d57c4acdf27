import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct CatalogueScreenTests {
  typealias C = CatalogueScreen

  static let error = APIError.transport(.notConnected)
  static let cats = Category(
    code: "koshki", hasChildren: true, id: Category.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000C1")!),
    name: "Кошки")
  static let dogs = Category(
    code: "sobaki", hasChildren: true, id: Category.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000C2")!),
    name: "Собаки")
  static let dryFood = Category(
    code: "korma_sukhie", hasChildren: false,
    id: Category.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000C3")!), name: "Корма сухие", parent: cats)

  func step(
    _ state: inout C.State, _ action: C.Action, _ expected: C.State, _ effects: [C.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(C.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theRootsLoadOnceAndOpenTheNextLevel() {
    var state = C.State()
    step(&state, .viewAppeared, C.State(phase: .loading), [.fetchCategories(parent: nil)])
    step(&state, .viewAppeared, C.State(phase: .loading), [])
    step(&state, .categoriesResponse(parent: Self.cats.id, .success([Self.dryFood])), C.State(phase: .loading), [])
    let loaded = C.State(categories: [Self.cats, Self.dogs], phase: .loaded)
    step(&state, .categoriesResponse(parent: nil, .success([Self.cats, Self.dogs])), loaded, [])
    step(&state, .viewAppeared, loaded, [])
    step(&state, .categoryTapped(Self.cats), loaded, [.navigate(.category(Self.cats))])
    step(&state, .allProductsTapped, loaded, [])
    #expect(state.title == nil && !state.offersAllProducts)
  }

  @Test func aLeafOpensItsProductsAndAllProductsListsTheWholeLevel() {
    var state = C.State(parent: Self.cats, categories: [Self.dryFood], phase: .loaded)
    let expected = state
    step(
      &state, .categoryTapped(Self.dryFood), expected,
      [.navigate(.products(Self.dryFood))])
    step(&state, .allProductsTapped, expected, [.navigate(.products(Self.cats))])
    step(&state, .searchTapped, expected, [.navigate(.search)])
    #expect(state.title == "Кошки" && state.offersAllProducts)
  }

  @Test func aCategoryWithoutChildrenIsEmptyButKeepsAllProducts() {
    var state = C.State(parent: Self.dryFood, phase: .loading)
    step(
      &state, .categoriesResponse(parent: Self.dryFood.id, .success([])), C.State(parent: Self.dryFood, phase: .empty),
      [])
    step(
      &state, .allProductsTapped, C.State(parent: Self.dryFood, phase: .empty),
      [.navigate(.products(Self.dryFood))])
  }

  @Test func aFailureIsRetriedOnceAtATime() {
    var state = C.State(parent: Self.cats, phase: .loading)
    step(
      &state, .categoriesResponse(parent: Self.cats.id, .failure(Self.error)),
      C.State(parent: Self.cats, phase: .failed(Self.error)), [])
    step(&state, .retryTapped, C.State(parent: Self.cats, phase: .loading), [.fetchCategories(parent: Self.cats.id)])
    step(&state, .retryTapped, C.State(parent: Self.cats, phase: .loading), [])
    step(&state, .refreshPulled, C.State(parent: Self.cats, phase: .loading), [])
    state = C.State(parent: Self.cats, phase: .failed(Self.error))
    step(&state, .refreshPulled, C.State(parent: Self.cats, phase: .loading), [.fetchCategories(parent: Self.cats.id)])
  }

  @Test func aRefreshKeepsTheLevelAndAFailedRefreshKeepsItToo() {
    var state = C.State(categories: [Self.cats], phase: .loaded)
    step(
      &state, .refreshPulled, C.State(categories: [Self.cats], isRefreshing: true, phase: .loaded),
      [.fetchCategories(parent: nil)])
    step(&state, .refreshPulled, C.State(categories: [Self.cats], isRefreshing: true, phase: .loaded), [])
    step(
      &state, .categoriesResponse(parent: nil, .failure(Self.error)), C.State(categories: [Self.cats], phase: .loaded),
      [])
    step(&state, .categoriesResponse(parent: nil, .success([])), C.State(categories: [Self.cats], phase: .loaded), [])
    state.isRefreshing = true
    step(
      &state, .categoriesResponse(parent: nil, .success([Self.cats, Self.dogs])),
      C.State(categories: [Self.cats, Self.dogs], phase: .loaded), [])
  }

  @Test func eachCategoryRoutesByWhetherItHasChildren() {
    #expect(C.route(for: Self.cats) == .category(Self.cats))
    #expect(C.route(for: Self.dryFood) == .products(Self.dryFood))
  }

  @MainActor @Test func theStoreRetriesThenOpensALeafAndAllProducts() async {
    let asked = Recorder<Category.ID?>()
    let routes = Recorder<C.Route>()
    let calls = Counter()
    let store = C.store(
      C.Dependencies(
        categories: { parent throws(APIError) in
          asked.append(parent)
          if calls.next() == 1 { throw Self.error }
          return [Self.dryFood]
        }, navigate: { routes.append($0) }),
      initial: C.State(parent: Self.cats))
    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state == C.State(parent: Self.cats, phase: .failed(Self.error)))
    store.send(.retryTapped)
    await store.settle()
    #expect(store.state == C.State(parent: Self.cats, categories: [Self.dryFood], phase: .loaded))
    store.send(.categoryTapped(Self.dryFood))
    store.send(.allProductsTapped)
    await store.settle()
    #expect(asked.values == [Self.cats.id, Self.cats.id])
    #expect(
      routes.values == [
        .products(Self.dryFood), .products(Self.cats),
      ])
  }
}
