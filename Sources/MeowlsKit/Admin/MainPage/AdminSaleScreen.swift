import MeowlsAPI

/// One sale in the back office: its form (create: `POST /admin/sales`; edit: `POST /admin/sales/{id}`) with its
/// window, and its products (`POST /admin/sales/{id}/products`, the whole list sent again): one added by its
/// article at once, or found by a search and picked; one removed.
public enum AdminSaleScreen {
  /// Everything the sale page shows.
  public struct State: Equatable, Sendable {
    public var form: AdminSaleForm
    /// The sale's products named, in the sale's order (up to `AdminNamedProduct.namedLimit`).
    public var items: [AdminNamedProduct]
    /// The search for a product to add.
    public var lookup: AdminProductLookup
    /// The sales, to find the one edited (there is no route for one sale).
    public var phase: AdminPhase<[AdminSale]>
    public var problems: Set<AdminSaleForm.Problem>
    /// The sale as stored (nil: a new one not saved yet).
    public var sale: AdminSale?
    /// The sale this page edits (nil: a new one).
    public var saleID: Sale.ID?
    public var submission: AdminSubmission

    public init(saleID: Sale.ID? = nil, form: AdminSaleForm = AdminSaleForm()) {
      self.form = form
      self.items = []
      self.lookup = AdminProductLookup()
      self.phase = .idle
      self.problems = []
      self.sale = nil
      self.saleID = saleID
      self.submission = .idle
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case changeResponse(Result<AdminSale, APIError>)
    case formChanged(AdminSaleForm)
    case itemsResponse([AdminNamedProduct])
    /// An article (added at once when exactly one product has it) or words of a name (the products found listed).
    case lookupSubmitted(String)
    case productAdded(Product.ID)
    case productRemoved(Product.ID)
    case salesResponse(Result<[AdminSale], APIError>)
    case saveTapped
    case searchResponse(Result<Page<AdminProductSummary>, APIError>)
  }

  /// Where the page sends the admin.
  public enum Route: Equatable, Sendable {
    /// A new sale was saved: its own page, where its products are added.
    case created(Sale.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case loadItems([Product.ID])
    case loadSales
    case navigate(Route)
    case save(Sale.ID?, AdminSaleDraft)
    case search(AdminProductQuery)
    case setProducts(Sale.ID, ProductSelection)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      guard state.saleID != nil else { return [] }
      state.phase = .loading
      return [.loadSales]

    case .changeResponse(let result):
      let isNew = state.saleID == nil
      guard let sale = state.submission.settle(result) else { return [] }
      show(&state, sale)
      state.lookup.found = nil
      return isNew ? [.navigate(.created(sale.id))] : [.loadItems(sale.productIDs)]

    case .formChanged(let form):
      state.form = form
      state.problems = []
      return []

    case .itemsResponse(let items):
      state.items = items
      return []

    case .lookupSubmitted(let text):
      guard state.sale != nil, let query = state.lookup.submitted(text) else { return [] }
      return [.search(query)]

    case .productAdded(let id):
      guard let sale = state.sale, !sale.productIDs.contains(id) else { return [] }
      return send(&state, .setProducts(sale.id, ProductSelection(productIDs: sale.productIDs + [id])))

    case .productRemoved(let id):
      guard let sale = state.sale, sale.productIDs.contains(id) else { return [] }
      return send(&state, .setProducts(sale.id, ProductSelection(productIDs: sale.productIDs.filter { $0 != id })))

    case .salesResponse(.failure(let error)):
      state.phase = .failed(error)
      return []

    case .salesResponse(.success(let sales)):
      state.phase = .loaded(sales)
      guard let sale = sales.first(where: { $0.id == state.saleID }) else {
        state.phase = .failed(.server(status: 404, ErrorResponse(code: .saleNotFound, reason: "No such sale.")))
        return []
      }
      show(&state, sale)
      return [.loadItems(sale.productIDs)]

    case .saveTapped:
      guard state.submission != .sending, state.phase != .loading else { return [] }
      state.problems = state.form.problems
      guard let draft = state.form.draft else { return [] }
      state.submission = .sending
      return [.save(state.saleID, draft)]

    case .searchResponse(.failure(let error)):
      state.submission = .failed(error)
      return []

    case .searchResponse(.success(let page)):
      guard let id = state.lookup.answered(page, chosen: state.sale?.productIDs ?? []) else { return [] }
      return reduce(&state, .productAdded(id))
    }
  }

  private static func show(_ state: inout State, _ sale: AdminSale) {
    state.sale = sale
    state.saleID = sale.id
    state.form = AdminSaleForm(sale)
  }

  private static func send(_ state: inout State, _ effect: Effect) -> [Effect] {
    guard state.submission != .sending else { return [] }
    state.submission = .sending
    return [effect]
  }
}
