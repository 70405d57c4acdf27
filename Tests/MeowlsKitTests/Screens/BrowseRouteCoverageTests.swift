import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Every `Route` of the Intro, Region, Main and Catalogue screens is reached by some action (no dead-end taps):
/// each test switches over the screen's routes exhaustively, so a new route does not compile until an action
/// leading to it is named.
@Suite struct BrowseRouteCoverageTests {
  @Test(arguments: IntroScreen.Route.allCases) func introRoute(_ route: IntroScreen.Route) {
    typealias I = IntroScreen
    var state: I.State
    let action: I.Action
    switch route {
    case .main:
      state = I.State(phase: .choosingRegion)
      action = .regionChosen(Fixtures.omsk)
    case .region:
      state = I.State(phase: .waiting(.region))
      action = .delayElapsed(.region)
    }
    #expect(I.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.region) func regionRoute(_ route: RegionScreen.Route) {
    typealias R = RegionScreen
    var state: R.State
    let action: R.Action
    switch route {
    case .chosen(let city):
      state = R.State(cities: [city], choosing: city, phase: .loaded)
      action = .choiceStored(city)
    case .close:
      state = R.State(stored: Fixtures.omsk, cities: [Fixtures.omsk], phase: .loaded)
      action = .closeTapped
    }
    #expect(R.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.main) func mainRoute(_ route: MainScreen.Route) {
    typealias M = MainScreen
    var state = MainFixtures.loaded
    let action: M.Action
    switch route {
    case .catalogue(let category):
      action = .categoryTapped(category)
    case .listing(let source, let title):
      state.sections = [
        M.Section(
          content: .grid([[M.Card(aspectRatio: 1, id: MainFixtures.id(1), route: .listing(source, title: title))]]),
          id: MainFixtures.id(2), spacing: Spacings(bottom: 0, top: 0))
      ]
      action = .bannerTapped(MainFixtures.id(1))
    case .product(let id):
      action = .productTapped(id)
    case .sales:
      action = .bannerTapped(MainFixtures.id(5))
    case .search:
      action = .searchTapped
    case .web(let url):
      state = M.State(
        phase: .loaded,
        sections: M.layout([
          Banner(
            id: MainFixtures.id(1), image: MainFixtures.picture, placeType: .singleBanner,
            redirect: ReducedRedirect(type: .object, url: url.absoluteString))
        ]))
      action = .bannerTapped(MainFixtures.id(1))
    }
    #expect(M.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.catalogue) func catalogueRoute(_ route: CatalogueScreen.Route) {
    typealias C = CatalogueScreen
    var state = C.State(phase: .loaded)
    let action: C.Action
    switch route {
    case .category(let category):
      action = .categoryTapped(category)
    case .products(let category):
      state.parent = category
      action = .allProductsTapped
    case .search:
      action = .searchTapped
    }
    #expect(C.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.sales) func salesRoute(_ route: SalesScreen.Route) {
    typealias S = SalesScreen
    let action: S.Action
    var state: S.State
    switch route {
    case .sale(let id):
      state = S.State(list: PagedList(items: [SalesScreenTests.sale(1)], phase: .loaded))
      state.list.items[0].id = id
      action = .saleTapped(id)
    }
    #expect(S.reduce(&state, action) == [.navigate(route)])
  }
}
