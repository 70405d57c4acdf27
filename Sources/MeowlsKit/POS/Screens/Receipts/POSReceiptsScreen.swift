import MeowlsAPI

/// The shop's receipts (`GET /pos/receipts`), newest first, paged (`PagedList`), optionally of one shift or one
/// number; a receipt opens, is printed again through its HTML page, or is taken back (the return screen).
public enum POSReceiptsScreen {
  /// Everything the receipts list shows.
  public struct State: Equatable, Sendable {
    /// The receipts, and the page on its way.
    public var list: PagedList<Receipt>
    /// The number typed to find one receipt.
    public var number: String
    /// The receipt opened.
    public var selected: ReceiptNumber?
    /// Only this shift's receipts (nil: every receipt of the shop).
    public var shift: Shift.ID?

    /// A list that has not appeared yet.
    public init(
      list: PagedList<Receipt> = PagedList(), number: String = "", selected: ReceiptNumber? = nil,
      shift: Shift.ID? = nil
    ) {
      self.list = list
      self.number = number
      self.selected = selected
      self.shift = shift
    }

    /// What the list is doing.
    public var phase: Phase { list.phase }
    /// The receipt opened, as listed.
    public var selectedReceipt: Receipt? { list.items.first { $0.number == selected } }

    /// The query of `page` with the filters.
    func query(page: Int) -> ReceiptsQuery {
      let digits = number.trimmingCharacters(in: .whitespaces)
      let number = digits.count <= 12 && digits.allSatisfy(\.isASCIIDigit) ? Int(digits).map { ReceiptNumber($0) } : nil
      return ReceiptsQuery(
        number: number, page: PageRequest(page: page, perPage: Paginator<Order>.defaultPageSize), shiftID: shift)
    }
  }

  /// The list's phases (`PagedList.Phase`).
  public typealias Phase = PagedList<Receipt>.Phase

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case numberChanged(String)
    case numberSubmitted
    case pageResponse(Int, Result<Page<Receipt>, APIError>)
    case receiptAppeared(Receipt.ID)
    case receiptDismissed
    case receiptTapped(ReceiptNumber)
    case refreshPulled
    case reprintTapped(ReceiptNumber)
    case retryTapped
    case returnTapped(ReceiptNumber)
    case viewAppeared
  }

  /// Where the list sends the cashier.
  public enum Route: Equatable, Sendable {
    /// The receipt's printable page (`GET /pos/receipts/{number}.html`).
    case print(ReceiptNumber)
    /// The return screen with this receipt.
    case returnGoods(ReceiptNumber)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchPage(ReceiptsQuery)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .numberChanged(let text):
      state.number = text
      return []
    case .numberSubmitted:
      state.selected = nil
      return [.fetchPage(state.query(page: state.list.reload()))]
    case .pageResponse(let page, let result):
      state.list.receive(page: page, result)
      return []
    case .receiptAppeared(let id):
      return fetch(state, state.list.itemAppeared(id))
    case .receiptDismissed:
      state.selected = nil
      return []
    case .receiptTapped(let number):
      guard state.list.items.contains(where: { $0.number == number }) else { return [] }
      state.selected = number
      return []
    case .refreshPulled, .viewAppeared:
      return fetch(state, state.list.refresh())
    case .reprintTapped(let number):
      guard state.list.items.contains(where: { $0.number == number }) else { return [] }
      return [.navigate(.print(number))]
    case .retryTapped:
      return fetch(state, state.list.retry())
    case .returnTapped(let number):
      guard state.list.items.contains(where: { $0.number == number }) else { return [] }
      return [.navigate(.returnGoods(number))]
    }
  }

  private static func fetch(_ state: State, _ page: Int?) -> [Effect] {
    page.map { [.fetchPage(state.query(page: $0))] } ?? []
  }
}
