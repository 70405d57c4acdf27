extension APIRoute {
  /// `/api/v1/suggestions/...`: address (token) and full-name (public) autocompletion.
  public enum Suggestions: Equatable, Sendable {
    /// `GET /suggestions/addresses/flats?query&street_id` (token) → `[AddressSuggestion]`.
    case flats(HouseSuggestionsQuery)
    /// `POST /suggestions/addresses` (token) with an `Address` → the normalised `Address`.
    case fullAddress(Address)
    /// `GET /suggestions/addresses/houses?query&street_id` (token) → `[AddressSuggestion]`.
    case houses(HouseSuggestionsQuery)
    /// `GET /suggestions/fullname/name?query=` → `[FullNameSuggestion]`.
    case names(query: String)
    /// `GET /suggestions/fullname/patronymic?query=` → `[FullNameSuggestion]`.
    case patronymics(query: String)
    /// `GET /suggestions/addresses/streets?query&city_id` (token) → `[AddressSuggestion]`.
    case streets(StreetSuggestionsQuery)
    /// `GET /suggestions/fullname/surname?query=` → `[FullNameSuggestion]`.
    case surnames(query: String)
  }
}

extension APIRoute.Suggestions {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .flats, .fullAddress, .houses, .streets: .customer
    case .names, .patronymics, .surnames: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .flats(let query): .api(.GET, ["suggestions", "addresses", "flats"], query: Self.items(query))
    case .fullAddress(let address): .api(post: ["suggestions", "addresses"], body: address)
    case .houses(let query): .api(.GET, ["suggestions", "addresses", "houses"], query: Self.items(query))
    case .names(let query):
      .api(.GET, ["suggestions", "fullname", "name"], query: [QueryItem(name: "query", value: query)])
    case .patronymics(let query):
      .api(.GET, ["suggestions", "fullname", "patronymic"], query: [QueryItem(name: "query", value: query)])
    case .streets(let query):
      .api(
        .GET, ["suggestions", "addresses", "streets"],
        query: [QueryItem(name: "query", value: query.query)]
          + (query.cityID.map { [QueryItem(name: "city_id", value: $0)] } ?? []))
    case .surnames(let query):
      .api(.GET, ["suggestions", "fullname", "surname"], query: [QueryItem(name: "query", value: query)])
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["suggestions", "addresses"]: [.POST: { input in .fullAddress(try input.body()) }]
    case ["suggestions", "addresses", "flats"]:
      [.GET: { input in .flats(try houseQuery(input)) }]
    case ["suggestions", "addresses", "houses"]:
      [.GET: { input in .houses(try houseQuery(input)) }]
    case ["suggestions", "addresses", "streets"]:
      [
        .GET: { input in
          .streets(StreetSuggestionsQuery(cityID: input.last("city_id"), query: try input.required("query")))
        }
      ]
    case ["suggestions", "fullname", "name"]:
      [.GET: { input in .names(query: try input.required("query")) }]
    case ["suggestions", "fullname", "patronymic"]:
      [.GET: { input in .patronymics(query: try input.required("query")) }]
    case ["suggestions", "fullname", "surname"]:
      [.GET: { input in .surnames(query: try input.required("query")) }]
    default: [:]
    }
  }

  /// `query` (required) and `street_id`.
  private static func houseQuery(_ input: RouteInput) throws(RouteMatchError) -> HouseSuggestionsQuery {
    HouseSuggestionsQuery(query: try input.required("query"), streetID: input.last("street_id"))
  }

  /// The query items of a house or flat query.
  private static func items(_ query: HouseSuggestionsQuery) -> [QueryItem] {
    [QueryItem(name: "query", value: query.query)]
      + (query.streetID.map { [QueryItem(name: "street_id", value: $0)] } ?? [])
  }
}
