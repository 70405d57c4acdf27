import MeowlsAPI

/// Stock across shops (`GET /pos/stock`): a variant found by a scanned or typed barcode (13 digits), an article
/// (1–9 digits) or a product's name (anything else), listed with its units at every warehouse and shop; the
/// variant can be put into the sale.
public enum POSStockScreen {
  /// Everything the stock lookup shows.
  public struct State: Equatable, Sendable {
    /// What the lookup is doing.
    public var phase: Phase
    /// The search field and the wedge scanner's burst.
    public var scanner: WedgeScanner
    /// The member's shop, listed first.
    public var shop: Shop.ID?

    /// A lookup with nothing asked yet.
    public init(phase: Phase = .idle, scanner: WedgeScanner = WedgeScanner(), shop: Shop.ID? = nil) {
      self.phase = phase
      self.scanner = scanner
      self.shop = shop
    }

    /// The levels of the variant found, the member's shop first, then as the server lists them.
    public var levels: [StockLevel] {
      guard case .loaded(let lookup) = phase else { return [] }
      let own = lookup.levels.filter { $0.locationID.rawValue == shop?.rawValue }
      return own + lookup.levels.filter { $0.locationID.rawValue != shop?.rawValue }
    }
  }

  /// The lookup's phases.
  public enum Phase: Equatable, Sendable {
    case failed(StockQuery, APIError)
    case idle
    case loaded(StockLookup)
    case loading(StockQuery)
    /// No variant has that code, article or name.
    case notFound(StockQuery)
  }

  /// What happened on the lookup, alphabetised.
  public enum Action: Equatable, Sendable {
    case addToSaleTapped
    /// A key from the register's keyboard or its wedge scanner.
    case keystroke(Keystroke)
    case lookupResponse(StockQuery, Result<StockLookup, APIError>)
    case queryChanged(String)
    case retryTapped
    case searchTapped
  }

  /// Where the lookup sends the member.
  public enum Route: Equatable, Sendable {
    /// The sale, with the variant's article to add.
    case sale(Article)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case lookup(StockQuery)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .addToSaleTapped:
      guard case .loaded(let lookup) = state.phase else { return [] }
      return [.navigate(.sale(lookup.article))]

    case .keystroke(let keystroke):
      switch state.scanner.receive(keystroke) {
      case .none: return []
      case .scanned(let code), .submitted(let code): return look(&state, code)
      }

    case .lookupResponse(let query, let result):
      guard state.phase == .loading(query) else { return [] }
      switch result {
      case .success(let lookup):
        state.phase = .loaded(lookup)
      case .failure(let error)
      where error.code == .productVariantNotFound || error.code == .barcodeNotFound:
        state.phase = .notFound(query)
      case .failure(let error):
        state.phase = .failed(query, error)
      }
      return []

    case .queryChanged(let text):
      state.scanner.replaceTyped(text)
      return []

    case .retryTapped:
      guard case .failed(let query, _) = state.phase else { return [] }
      state.phase = .loading(query)
      return [.lookup(query)]

    case .searchTapped:
      return look(&state, state.scanner.text)
    }
  }

  /// The query a text asks: 13 digits a barcode, 1–9 digits an article, other text (2–200 characters) a name.
  public static func query(for text: String) -> StockQuery? {
    let text = text.trimmingCharacters(in: .whitespaces)
    if text.allSatisfy(\.isASCIIDigit) {
      if text.count == 13 { return StockQuery(barcode: text) }
      if (1...9).contains(text.count) { return StockQuery(article: Article(rawValue: text)) }
    }
    guard (2...200).contains(text.count) else { return nil }
    return StockQuery(name: text)
  }

  private static func look(_ state: inout State, _ text: String) -> [Effect] {
    guard let query = query(for: text) else { return [] }
    if case .loading(let pending) = state.phase, pending == query { return [] }
    state.scanner = WedgeScanner(typed: text.trimmingCharacters(in: .whitespaces))
    state.phase = .loading(query)
    return [.lookup(query)]
  }
}
