import Foundation
import MeowlsAPI

/// The search overlay (`app.md` §2.4, §12.3): popular queries and recent-query history while the text is empty,
/// suggestions one debounce after the last keystroke, and "show all results" as a listing of the query.
public enum SearchScreen {
  /// Everything the overlay shows.
  public struct State: Equatable, Sendable {
    /// The recent queries, newest first.
    public var history: [String]
    /// What the suggestions area is doing.
    public var phase: Phase
    /// The popular queries shown while the text is empty.
    public var popular: Popular
    /// The text as typed, trimmed.
    public var query: String

    /// An overlay that has not appeared yet.
    public init(history: [String] = [], phase: Phase = .idle, popular: Popular = .idle, query: String = "") {
      self.history = history
      self.phase = phase
      self.popular = popular
      self.query = query
    }
  }

  /// The suggestions area; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// Waiting for the typing to pause on this query.
    case debouncing(String)
    /// No suggestions asked for this query could be loaded.
    case failed(String, APIError)
    /// The text is empty: history and popular queries are shown.
    case idle
    /// Suggestions for this query are on their way.
    case loading(String)
    /// Nothing matches this query.
    case nothingFound(String)
    /// The suggestions for this query.
    case suggestions(String, [SearchSuggestion])
  }

  /// The popular queries block.
  public enum Popular: Equatable, Sendable {
    /// Could not be loaded; the block is hidden.
    case failed(APIError)
    /// Not asked for yet.
    case idle
    /// The popular queries.
    case loaded([SearchSuggestion])
    /// On their way.
    case loading
  }

  /// What happened on the overlay, alphabetised.
  public enum Action: Equatable, Sendable {
    case cancelTapped
    case clearHistoryTapped
    case debounceElapsed(String)
    case historyLoaded([String])
    case historyQueryTapped(String)
    case popularQueryTapped(SearchSuggestion)
    case popularResponse(Result<[SearchSuggestion], APIError>)
    case queryChanged(String)
    case retryTapped
    case showAllResultsTapped
    case suggestionTapped(SearchSuggestion)
    case suggestionsResponse(query: String, Result<[SearchSuggestion], APIError>)
    case viewAppeared
  }

  /// Where the overlay sends the user.
  public enum Route: Equatable, Sendable {
    /// A category's listing.
    case category(Category.ID)
    /// The overlay closes.
    case close
    /// A product card.
    case product(Product.ID)
    /// The listing of every product matching a query.
    case results(String)
    /// A sale's listing.
    case sale(Sale.ID)
  }

  /// Work the runtime performs; values, so tests compare them.
  public enum Effect: Equatable, Sendable {
    case clearHistory
    /// Waits one debounce interval, then answers `debounceElapsed(query)`.
    case debounce(String)
    case fetchPopular
    case fetchSuggestions(String)
    case loadHistory
    case navigate(Route)
    case recordQuery(String)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .cancelTapped:
      return [.navigate(.close)]

    case .clearHistoryTapped:
      guard !state.history.isEmpty else { return [] }
      state.history = []
      return [.clearHistory]

    case .debounceElapsed(let query):
      guard state.phase == .debouncing(query) else { return [] }
      state.phase = .loading(query)
      return [.fetchSuggestions(query)]

    case .historyLoaded(let queries):
      state.history = queries
      return []

    case .historyQueryTapped(let query):
      state.query = query
      state.phase = .loading(query)
      return [.fetchSuggestions(query)]

    case .popularQueryTapped(let suggestion), .suggestionTapped(let suggestion):
      return open(suggestion, in: &state)

    case .popularResponse(.success(let popular)):
      guard state.popular == .loading else { return [] }
      state.popular = .loaded(popular)
      return []

    case .popularResponse(.failure(let error)):
      guard state.popular == .loading else { return [] }
      state.popular = .failed(error)
      return []

    case .queryChanged(let text):
      let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard query != state.query else { return [] }
      state.query = query
      guard !query.isEmpty else {
        state.phase = .idle
        return []
      }
      state.phase = .debouncing(query)
      return [.debounce(query)]

    case .retryTapped:
      guard case .failed(let query, _) = state.phase else { return [] }
      state.phase = .loading(query)
      return [.fetchSuggestions(query)]

    case .showAllResultsTapped:
      guard !state.query.isEmpty else { return [] }
      return record(state.query, in: &state) + [.navigate(.results(state.query))]

    case .suggestionsResponse(let query, let result):
      guard state.phase == .loading(query) else { return [] }
      switch result {
      case .success(let suggestions) where suggestions.isEmpty: state.phase = .nothingFound(query)
      case .success(let suggestions): state.phase = .suggestions(query, suggestions)
      case .failure(let error): state.phase = .failed(query, error)
      }
      return []

    case .viewAppeared:
      guard state.popular == .idle else { return [.loadHistory] }
      state.popular = .loading
      return [.loadHistory, .fetchPopular]
    }
  }

  /// Where a suggestion leads: its category, product or sale, otherwise the listing of its text.
  public static func route(for suggestion: SearchSuggestion) -> Route {
    let redirect = suggestion.redirect
    switch (redirect.type, redirect.objectType, redirect.objectID) {
    case (.object, .product, let id?): return .product(Product.ID(id))
    case (.object, .sale, let id?): return .sale(Sale.ID(id))
    case (.productsCollection, _, _):
      if let category = redirect.productsSet?.category { return .category(category.id) }
      return .results(redirect.productsSet?.query ?? suggestion.text)
    default: return .results(suggestion.text)
    }
  }

  private static func open(_ suggestion: SearchSuggestion, in state: inout State) -> [Effect] {
    let query = state.query.isEmpty ? suggestion.text : state.query
    return record(query, in: &state) + [.navigate(route(for: suggestion))]
  }

  /// Puts `query` first in the history, as `SearchHistory.record` stores it.
  private static func record(_ query: String, in state: inout State) -> [Effect] {
    state.history = Array(
      ([query] + state.history.filter { $0.lowercased() != query.lowercased() }).prefix(SearchHistory.limit))
    return [.recordQuery(query)]
  }
}
