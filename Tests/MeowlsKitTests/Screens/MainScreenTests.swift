import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct MainScreenTests {
  typealias M = MainScreen
  typealias F = MainFixtures

  static let error = APIError.transport(.notConnected)
  static let fiveSeconds = Duration.milliseconds(5000)

  func step(
    _ state: inout M.State, _ action: M.Action, _ expected: M.State, _ effects: [M.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(M.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func appearingLoadsTheFeedOnceAndStartsTheAutoSlider() {
    var state = M.State()
    var expected = M.State(isVisible: true, phase: .loading)
    step(&state, .viewAppeared, expected, [.fetchBanners, .loadFavorites])
    step(&state, .viewAppeared, expected, [.loadFavorites])
    expected.favorites.starred = [Fixtures.productID(1)]
    step(&state, .favoritesLoaded([Fixtures.productID(1)]), expected, [])
    expected = F.loaded
    expected.favorites.starred = [Fixtures.productID(1)]
    step(&state, .bannersResponse(.success(F.banners)), expected, [.autoSlide(F.id(2), Self.fiveSeconds)])
    step(&state, .bannersResponse(.success([])), expected, [])
  }

  @Test func aFeedLoadedOffScreenStartsItsSlidersWhenItAppears() {
    var state = M.State(phase: .loading)
    var expected = F.loaded
    expected.isVisible = false
    step(&state, .bannersResponse(.success(F.banners)), expected, [])
    step(&state, .slideTimerFired(F.id(2)), expected, [])
    expected.isVisible = true
    step(&state, .viewAppeared, expected, [.loadFavorites, .autoSlide(F.id(2), Self.fiveSeconds)])
    expected.isVisible = false
    step(&state, .viewDisappeared, expected, [])
    step(&state, .slideTimerFired(F.id(2)), expected, [])
  }

  @Test func theAutoSliderWrapsAroundAndWaitsWhileDragged() {
    var state = F.loaded
    var expected = state
    expected.pages[F.id(2)] = 1
    step(&state, .slideTimerFired(F.id(2)), expected, [.autoSlide(F.id(2), Self.fiveSeconds)])
    expected.pages[F.id(2)] = 2
    step(&state, .slideTimerFired(F.id(2)), expected, [.autoSlide(F.id(2), Self.fiveSeconds)])
    expected.pages[F.id(2)] = 0
    step(&state, .slideTimerFired(F.id(2)), expected, [.autoSlide(F.id(2), Self.fiveSeconds)])
    expected.dragging = [F.id(2)]
    step(&state, .sliderDragBegan(F.id(2)), expected, [])
    step(&state, .slideTimerFired(F.id(2)), expected, [])
    expected.dragging = []
    expected.pages[F.id(2)] = 2
    step(&state, .sliderSettled(F.id(2), page: 7), expected, [.autoSlide(F.id(2), Self.fiveSeconds)])
    step(&state, .sliderSettled(F.id(2), page: 1), expected, [])
  }

  @Test func aManualSliderMovesOnlyByHandAndOtherBlocksAreNoSliders() {
    var state = F.loaded
    var expected = state
    step(&state, .slideTimerFired(F.id(6)), expected, [])
    expected.dragging = [F.id(6)]
    step(&state, .sliderDragBegan(F.id(6)), expected, [])
    expected.dragging = []
    expected.pages[F.id(6)] = 1
    step(&state, .sliderSettled(F.id(6), page: 1), expected, [])
    step(&state, .sliderDragBegan(F.id(4)), expected, [])
    step(&state, .slideTimerFired(F.id(4)), expected, [])
    step(&state, .sliderDragBegan(F.id(99)), expected, [])
  }

  @Test func everyBannerTapOpensItsRouteAndACardWithoutOneIsNoButton() {
    var state = F.loaded
    let expected = state
    let taps: [(Int, M.Route)] = [
      (21, .listing(.sale(F.saleID), title: "Royal Canin −20%")),
      (22, .listing(.query("корм для котят"), title: "Котята")),
      (23, .catalogue(F.cats)), (41, .listing(.category(F.dryFood.id), title: "Сухие")), (42, .web(F.web)),
      (44, .product(Fixtures.productID(9))), (5, .sales), (61, .sales),
    ]
    for (card, route) in taps {
      step(&state, .bannerTapped(F.id(card)), expected, [.navigate(route)])
    }
    step(&state, .bannerTapped(F.id(43)), expected, [])
    step(&state, .bannerTapped(F.id(62)), expected, [])
    step(&state, .bannerTapped(F.id(3)), expected, [])
    step(&state, .categoryTapped(F.cats), expected, [.navigate(.catalogue(F.cats))])
    step(
      &state, .categoryTapped(F.dryFood), expected, [.navigate(.listing(.category(F.dryFood.id), title: "Корма сухие"))]
    )
    step(&state, .productTapped(Fixtures.productID(2)), expected, [.navigate(.product(Fixtures.productID(2)))])
    step(&state, .searchTapped, expected, [.navigate(.search)])
  }

  @Test func aFailureIsRetriedOnceAtATimeAndAnEmptyFeedIsItsOwnPhase() {
    var state = M.State(isVisible: true, phase: .loading)
    step(&state, .bannersResponse(.failure(Self.error)), M.State(isVisible: true, phase: .failed(Self.error)), [])
    step(&state, .retryTapped, M.State(isVisible: true, phase: .loading), [.fetchBanners])
    step(&state, .retryTapped, M.State(isVisible: true, phase: .loading), [])
    step(&state, .refreshPulled, M.State(isVisible: true, phase: .loading), [])
    step(&state, .bannersResponse(.success([F.banners[7]])), M.State(isVisible: true, phase: .empty), [])
    step(&state, .retryTapped, M.State(isVisible: true, phase: .empty), [])
    step(
      &state, .refreshPulled, M.State(isRefreshing: true, isVisible: true, phase: .empty),
      [.fetchBanners, .loadFavorites])
    state = M.State(phase: .failed(Self.error))
    step(&state, .refreshPulled, M.State(phase: .loading), [.fetchBanners])
  }

  @Test func aRefreshKeepsTheFeedAndTheSliderPageAndAFailedOneAlerts() {
    var state = F.loaded
    state.pages[F.id(2)] = 2
    state.pages[F.id(6)] = 1
    state.dragging = [F.id(6)]
    var expected = state
    expected.isRefreshing = true
    step(&state, .refreshPulled, expected, [.fetchBanners, .loadFavorites])
    step(&state, .refreshPulled, expected, [])
    expected.isRefreshing = false
    expected.alert = Self.error
    step(&state, .bannersResponse(.failure(Self.error)), expected, [])
    expected.alert = nil
    step(&state, .alertDismissed, expected, [])
    expected.isRefreshing = true
    step(&state, .refreshPulled, expected, [.fetchBanners, .loadFavorites])
    expected.isRefreshing = false
    step(&state, .bannersResponse(.success(F.banners)), expected, [.autoSlide(F.id(2), Self.fiveSeconds)])
    expected.isRefreshing = true
    step(&state, .refreshPulled, expected, [.fetchBanners, .loadFavorites])
    // The second slider is gone and the first one now has one card, so it starts over and stops sliding.
    var first = F.banners[1]
    first.banners = Array(first.banners!.prefix(1))
    expected = M.State(isVisible: true, pages: [F.id(2): 0], phase: .loaded, sections: M.layout([first]))
    step(&state, .bannersResponse(.success([first])), expected, [])
    step(&state, .bannersResponse(.success(F.banners)), expected, [])
  }

  @Test func aStarShowsAtOnceIsSentOnceAndRollsBackWithAnAlert() {
    let one = Fixtures.productID(1)
    let two = Fixtures.productID(2)
    var state = F.loaded
    var expected = state
    expected.favorites.starred = [one]
    expected.favorites.pending = [one]
    step(&state, .favoriteTapped(one), expected, [.toggleFavorite(one)])
    step(&state, .favoriteTapped(one), expected, [])
    step(
      &state, .favoritesLoaded([two]),
      M.State(
        favorites: .init(starred: [one, two], pending: [one]), isVisible: true, pages: expected.pages, phase: .loaded,
        sections: F.sections), [])
    expected.favorites.starred = [two]
    expected.favorites.pending = []
    expected.alert = Self.error
    step(&state, .favoriteResponse(one, .failure(Self.error)), expected, [])
    step(&state, .favoriteResponse(one, .success(true)), expected, [])
    expected.favorites.starred = []
    expected.favorites.pending = [two]
    step(&state, .favoriteTapped(two), expected, [.toggleFavorite(two)])
    expected.favorites.pending = []
    step(&state, .favoriteResponse(two, .success(false)), expected, [])
  }

  @MainActor @Test func theStoreLoadsTheFeedAndSlidesOnTheInjectedClock() async {
    let sleeps = Recorder<Duration>()
    let routes = Recorder<M.Route>()
    let ticks = Counter()
    let store = M.store(
      M.Dependencies(
        banners: { () throws(APIError) in F.banners }, favorites: { [Fixtures.productID(2)] },
        navigate: { routes.append($0) },
        sleep: { duration in
          sleeps.append(duration)
          if ticks.next() > 2 { throw CancellationError() }
        }, toggleFavorite: { _ throws(APIError) in true }))
    store.send(.viewAppeared)
    await store.settle()
    var expected = F.loaded
    expected.favorites.starred = [Fixtures.productID(2)]
    expected.pages[F.id(2)] = 2
    #expect(store.state == expected)
    #expect(sleeps.values == [Self.fiveSeconds, Self.fiveSeconds, Self.fiveSeconds])
    store.send(.favoriteTapped(Fixtures.productID(1)))
    store.send(.bannerTapped(F.id(21)))
    await store.settle()
    expected.favorites.starred = [Fixtures.productID(1), Fixtures.productID(2)]
    #expect(store.state == expected)
    #expect(routes.values == [.listing(.sale(F.saleID), title: "Royal Canin −20%")])
  }
}
