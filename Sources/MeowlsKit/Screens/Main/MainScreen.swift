import Foundation
import MeowlsAPI

/// The main tab (`app.md` §2.3, §8): a search bar over a feed of blocks laid out from `GET /main_page` and each
/// banner's `ui_settings`: category chips, auto-sliding and manual banner sliders, grids of vertical banners,
/// single banners and product rows with hearts. Every tappable banner resolves to a route; sales are banners that
/// open a sale's products.
public enum MainScreen {
  /// What happened on the main tab, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case bannerTapped(Banner.ID)
    case bannersResponse(Result<[Banner], APIError>)
    case categoryTapped(Category)
    case favoriteResponse(Product.ID, Result<Bool, APIError>)
    case favoriteTapped(Product.ID)
    case favoritesLoaded(Set<Product.ID>)
    case productTapped(Product.ID)
    case refreshPulled
    case retryTapped
    case searchTapped
    case slideTimerFired(Banner.ID)
    case sliderDragBegan(Banner.ID)
    case sliderSettled(Banner.ID, page: Int)
    case viewAppeared
    case viewDisappeared
  }

  /// Where the main tab sends the user.
  public enum Route: Equatable, Sendable {
    /// The catalogue opened at a category with sub-categories (`CatalogueScreen.State(parent:)`).
    case catalogue(Category)
    /// A product grid (`ListingScreen.State(source:)`) titled `title`: a sale, a query or a category's products.
    case listing(ListingScreen.Source, title: String)
    /// A product card.
    case product(Product.ID)
    /// The current promotions (`GET /sales`): a top-level sale banner carries no sale id on the wire.
    case sales
    /// The search overlay.
    case search
    /// A web page.
    case web(URL)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Waits one interval, then answers `slideTimerFired(id)`.
    case autoSlide(Banner.ID, Duration)
    case fetchBanners
    case loadFavorites
    case navigate(Route)
    case toggleFavorite(Product.ID)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .bannerTapped(let id):
      guard let route = state.card(id)?.route else { return [] }
      return [.navigate(route)]

    case .bannersResponse(let result):
      guard state.phase == .loading || state.isRefreshing else { return [] }
      state.isRefreshing = false
      switch result {
      case .success(let banners): return adopt(layout(banners), in: &state)
      case .failure(let error) where state.phase == .loading: state.phase = .failed(error)
      case .failure(let error): state.alert = error
      }
      return []

    case .categoryTapped(let category):
      return [.navigate(route(for: category))]

    case .favoriteResponse(let id, let result):
      if let error = state.favorites.receive(id, result) { state.alert = error }
      return []

    case .favoriteTapped(let id):
      return state.favorites.tap(id) ? [.toggleFavorite(id)] : []

    case .favoritesLoaded(let favorites):
      state.favorites.reload(favorites)
      return []

    case .productTapped(let id):
      return [.navigate(.product(id))]

    case .refreshPulled:
      guard state.phase != .loading, !state.isRefreshing else { return [] }
      guard state.phase == .loaded || state.phase == .empty else { return load(&state) }
      state.isRefreshing = true
      return [.fetchBanners, .loadFavorites]

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      return load(&state)

    case .searchTapped:
      return [.navigate(.search)]

    case .slideTimerFired(let id):
      guard state.isVisible, !state.dragging.contains(id), let slider = state.slider(id),
        let interval = slider.interval
      else { return [] }
      state.pages[id] = ((state.pages[id] ?? 0) + 1) % slider.cards.count
      return [.autoSlide(id, interval)]

    case .sliderDragBegan(let id):
      guard state.slider(id) != nil else { return [] }
      state.dragging.insert(id)
      return []

    case .sliderSettled(let id, let page):
      guard let slider = state.slider(id), state.dragging.remove(id) != nil else { return [] }
      state.pages[id] = min(max(page, 0), slider.cards.count - 1)
      guard state.isVisible, let interval = slider.interval else { return [] }
      return [.autoSlide(id, interval)]

    case .viewAppeared:
      let wasVisible = state.isVisible
      state.isVisible = true
      if state.phase == .idle { return load(&state) + [.loadFavorites] }
      return wasVisible ? [.loadFavorites] : [.loadFavorites] + autoSlides(state)

    case .viewDisappeared:
      state.isVisible = false
      return []
    }
  }

  private static func load(_ state: inout State) -> [Effect] {
    state.phase = .loading
    return [.fetchBanners]
  }

  /// Shows a new feed; a slider still there keeps its card (when it still has it), and auto-sliding starts anew.
  private static func adopt(_ sections: [Section], in state: inout State) -> [Effect] {
    state.sections = sections
    state.phase = sections.isEmpty ? .empty : .loaded
    var pages: [Banner.ID: Int] = [:]
    for section in sections {
      guard case .slider(let slider) = section.content else { continue }
      let page = state.pages[section.id] ?? 0
      pages[section.id] = page < slider.cards.count ? page : 0
    }
    state.pages = pages
    state.dragging = state.dragging.filter { pages[$0] != nil }
    return state.isVisible ? autoSlides(state) : []
  }

  private static func autoSlides(_ state: State) -> [Effect] {
    state.sections.compactMap { section in
      guard case .slider(let slider) = section.content, let interval = slider.interval,
        !state.dragging.contains(section.id)
      else { return nil }
      return .autoSlide(section.id, interval)
    }
  }
}
