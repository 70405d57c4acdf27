import MeowlsAPI

extension Endpoint where Response == [SearchSuggestion] {
  /// `GET /search/popular`.
  public static var popularSearches: Self { Self(.search(.popular)) }
  /// `GET /search/suggestions?query=`.
  public static func searchSuggestions(_ query: String) -> Self { Self(.search(.suggestions(query: query))) }
}
