import MeowlsAPI

/// A product's stock in the back office (`GET /admin/products/{id}/stock`): every variant at every location, and
/// the form of a receipt of goods (units received) or a count correction (units counted) at one location.
public enum AdminStockScreen {
  /// What the form records.
  public enum Kind: String, CaseIterable, Equatable, Sendable {
    /// Units counted: the stock becomes the number (0–1,000,000).
    case correction
    /// Units received: added to the stock (1–1,000,000).
    case receipt
  }

  /// The form as submitted.
  public struct Entry: Equatable, Sendable {
    public var kind: Kind
    public var location: StockLevel.LocationID?
    public var note: String
    public var quantity: String
    public var variant: ProductVariant.ID

    public init(
      kind: Kind, variant: ProductVariant.ID, location: StockLevel.LocationID?, quantity: String, note: String = ""
    ) {
      self.kind = kind
      self.location = location
      self.note = note
      self.quantity = quantity
      self.variant = variant
    }

    /// The units typed, when a whole number the kind allows.
    public var units: Int? {
      guard let units = Int(quantity.trimmingCharacters(in: .whitespaces)) else { return nil }
      return (kind == .receipt ? 1 : 0)...1_000_000 ~= units ? units : nil
    }
  }

  /// Everything the stock page shows.
  public struct State: Equatable, Sendable {
    /// The last change recorded, shown until the next one.
    public var lastChange: StockChange?
    public var phase: AdminPhase<AdminProductStock>
    public let productID: Product.ID
    /// The quantity of the last form was not a number the kind allows.
    public var quantityInvalid: Bool
    public var submission: AdminSubmission

    public init(productID: Product.ID) {
      self.lastChange = nil
      self.phase = .idle
      self.productID = productID
      self.quantityInvalid = false
      self.submission = .idle
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case changeResponse(Result<StockChange, APIError>)
    case stockResponse(Result<AdminProductStock, APIError>)
    case submitted(Entry)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load(Product.ID)
    case record(Kind, StockChangeRequest)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load(state.productID)]

    case .changeResponse(let result):
      guard state.submission == .sending else { return [] }
      switch result {
      case .success(let change):
        state.lastChange = change
        state.submission = .done
        return [.load(state.productID)]
      case .failure(let error):
        state.submission = .failed(error)
        return []
      }

    case .stockResponse(let result):
      switch result {
      case .success(let stock): state.phase = .loaded(stock)
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .submitted(let entry):
      guard state.submission != .sending else { return [] }
      guard let units = entry.units else {
        state.quantityInvalid = true
        return []
      }
      state.quantityInvalid = false
      state.submission = .sending
      let note = String(entry.note.trimmingCharacters(in: .whitespaces).prefix(200))
      return [
        .record(
          entry.kind,
          StockChangeRequest(
            locationID: entry.location, note: note.isEmpty ? nil : note, quantity: units, variantID: entry.variant))
      ]
    }
  }
}

extension AdminStockScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var stock: @Sendable (Product.ID) async throws(APIError) -> AdminProductStock
    public var record: @Sendable (Kind, StockChangeRequest) async throws(APIError) -> StockChange

    public init(
      stock: @escaping @Sendable (Product.ID) async throws(APIError) -> AdminProductStock,
      record: @escaping @Sendable (Kind, StockChangeRequest) async throws(APIError) -> StockChange
    ) {
      self.stock = stock
      self.record = record
    }

    public static func live(api: APIClient) -> Self {
      Self(
        stock: { id throws(APIError) in try await api.send(.adminProductStock(id)) },
        record: { kind, request throws(APIError) in
          try await api.send(kind == .receipt ? .receiveStock(request) : .correctStock(request))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load(let id):
      return .stockResponse(await result { () throws(APIError) in try await dependencies.stock(id) })
    case .record(let kind, let request):
      return .changeResponse(await result { () throws(APIError) in try await dependencies.record(kind, request) })
    }
  }
}
