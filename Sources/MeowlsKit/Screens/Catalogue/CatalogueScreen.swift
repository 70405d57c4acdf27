import Foundation
import MeowlsAPI

/// The catalogue tab (README: "Catalogue (by category or all products)"): one level of the category tree, the roots
/// or the children of a category; a category with sub-categories opens the next level, a leaf its products, and
/// "all products" lists the whole category being shown.
public enum CatalogueScreen {
  /// Everything one level shows.
  public struct State: Equatable, Sendable {
    /// The categories of this level, in the server's order.
    public var categories: [Category]
    /// Whether a reload of a listed level is on its way (pull to refresh).
    public var isRefreshing: Bool
    /// The category whose children are shown; nil for the roots.
    public var parent: Category?
    /// What the level is doing.
    public var phase: Phase

    /// A level that has not appeared yet: the roots, or the children of `parent`.
    public init(parent: Category? = nil, categories: [Category] = [], isRefreshing: Bool = false, phase: Phase = .idle)
    {
      self.categories = categories
      self.isRefreshing = isRefreshing
      self.parent = parent
      self.phase = phase
    }

    /// The screen title: the parent's name (the roots take the tab's title).
    public var title: String? { parent?.name }
    /// Whether the "all products" row leads anywhere: only below the roots.
    public var offersAllProducts: Bool { parent != nil }
  }

  /// One level; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The category has no sub-categories (only "all products").
    case empty
    /// The level could not be loaded; a retry button.
    case failed(APIError)
    case idle
    case loaded
    case loading
  }

  /// What happened on the level, alphabetised.
  public enum Action: Equatable, Sendable {
    case allProductsTapped
    case categoriesResponse(parent: Category.ID?, Result<[Category], APIError>)
    case categoryTapped(Category)
    case refreshPulled
    case retryTapped
    case searchTapped
    case viewAppeared
  }

  /// Where the catalogue sends the user.
  public enum Route: Equatable, Sendable {
    /// The next level: a catalogue of this category's children (`State(parent:)`).
    case category(Category)
    /// The product grid of a category (`ListingScreen.State(source: .category(id))`), titled with its name.
    case products(Category)
    /// The search overlay.
    case search
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// `GET /categories` for the children of the category (nil: the roots).
    case fetchCategories(parent: Category.ID?)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .allProductsTapped:
      guard let parent = state.parent else { return [] }
      return [.navigate(.products(parent))]

    case .categoriesResponse(let parent, let result):
      guard parent == state.parent?.id, state.phase == .loading || state.isRefreshing else { return [] }
      state.isRefreshing = false
      switch result {
      case .success(let categories):
        state.categories = categories
        state.phase = categories.isEmpty ? .empty : .loaded
      case .failure(let error) where state.phase == .loading: state.phase = .failed(error)
      case .failure: break
      }
      return []

    case .categoryTapped(let category):
      return [.navigate(route(for: category))]

    case .refreshPulled:
      guard state.phase != .loading, !state.isRefreshing else { return [] }
      if case .failed = state.phase { return load(&state) }
      state.isRefreshing = true
      return [.fetchCategories(parent: state.parent?.id)]

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      return load(&state)

    case .searchTapped:
      return [.navigate(.search)]

    case .viewAppeared:
      guard state.phase == .idle else { return [] }
      return load(&state)
    }
  }

  /// Where a category leads: the next level when it has sub-categories, otherwise its products.
  public static func route(for category: Category) -> Route {
    category.hasChildren ? .category(category) : .products(category)
  }

  private static func load(_ state: inout State) -> [Effect] {
    state.phase = .loading
    return [.fetchCategories(parent: state.parent?.id)]
  }
}
