import Foundation
import MeowlsAPI

extension POSSaleScreen {
  /// Everything the sale shows.
  public struct State: Equatable, Sendable {
    /// True once the server refused missing stock and a manager accepted selling it.
    public var acceptMissingStock: Bool
    /// A refusal shown as an alert until dismissed.
    public var alert: APIError?
    /// The promo code the basket is priced with (online only).
    public var appliedPromo: String?
    /// A manager or admin at the register approves their own discounts: no PIN is asked.
    public var approvesOwnSales: Bool
    /// The basket's own discount.
    public var basketDiscount: SaleDiscount?
    /// The member ringing the sale up (the front sets whoever is signed in at the register): a sale queued
    /// offline and replayed under someone else still names them on its receipt.
    public var cashier: User.ID?
    /// The register's connection and what waits to be replayed.
    public var connection: RegisterConnection
    /// The customer's phone typed (online only).
    public var customerPhone: String
    /// The basket, in scanning order.
    public var lines: [BasketLine]
    /// The id the next line gets.
    public var nextLineID: Int
    /// The payment typed.
    public var payment: PaymentDraft
    /// Codes sent to be resolved and not answered yet.
    public var pendingCodes: [String]
    /// What the sale is doing.
    public var phase: Phase
    /// The promo code typed.
    public var promoCode: String
    /// The promo code's refusal, under its field until the text changes.
    public var promoError: APIError?
    /// The basket priced at `quoteRevision`.
    public var quote: SaleQuote?
    /// The last pricing failure (not a promo code's), shown above the total.
    public var quoteError: APIError?
    /// The revision `quote` prices.
    public var quoteRevision: Int
    /// The register.
    public var register: Register.ID
    /// Counts every change of the basket; a quote of an older revision is stale.
    public var revision: Int
    /// The sale's own id (idempotent: a lost answer is sent again with it).
    public var saleID: Receipt.ID
    /// The code field and the wedge scanner's burst.
    public var scanner: WedgeScanner
    /// The name search.
    public var search: ItemSearch

    /// An empty sale.
    public init(
      acceptMissingStock: Bool = false, alert: APIError? = nil, appliedPromo: String? = nil,
      approvesOwnSales: Bool = false, basketDiscount: SaleDiscount? = nil, cashier: User.ID? = nil,
      connection: RegisterConnection = RegisterConnection(), customerPhone: String = "", lines: [BasketLine] = [],
      nextLineID: Int = 1, payment: PaymentDraft = PaymentDraft(), pendingCodes: [String] = [],
      phase: Phase = .basket, promoCode: String = "", promoError: APIError? = nil, quote: SaleQuote? = nil,
      quoteError: APIError? = nil, quoteRevision: Int = 0, register: Register.ID, revision: Int = 0,
      saleID: Receipt.ID, scanner: WedgeScanner = WedgeScanner(), search: ItemSearch = ItemSearch()
    ) {
      self.acceptMissingStock = acceptMissingStock
      self.alert = alert
      self.appliedPromo = appliedPromo
      self.approvesOwnSales = approvesOwnSales
      self.basketDiscount = basketDiscount
      self.cashier = cashier
      self.connection = connection
      self.customerPhone = customerPhone
      self.lines = lines
      self.nextLineID = nextLineID
      self.payment = payment
      self.pendingCodes = pendingCodes
      self.phase = phase
      self.promoCode = promoCode
      self.promoError = promoError
      self.quote = quote
      self.quoteError = quoteError
      self.quoteRevision = quoteRevision
      self.register = register
      self.revision = revision
      self.saleID = saleID
      self.scanner = scanner
      self.search = search
    }

    /// The quote when it prices the basket as it is now.
    public var currentQuote: SaleQuote? { quoteRevision == revision ? quote : nil }

    /// Why card payment, the customer and the promo code are off, or nil while online.
    public var offlineReason: String? { connection.offlineReason }

    /// "Pay" is on with a priced basket, nothing left to resolve, in the basket phase.
    public var canPay: Bool {
      phase == .basket && !lines.isEmpty && pendingCodes.isEmpty && currentQuote != nil
    }

    /// The sale as it would be sent with `payment`; offline without the customer and the promo code.
    func request(payment: SalePayment) -> SaleRequest {
      let phone = customerPhone.trimmingCharacters(in: .whitespaces)
      return SaleRequest(
        acceptMissingStock: acceptMissingStock ? true : nil, cashierID: cashier,
        customerPhone: connection.isOnline && !phone.isEmpty ? phone : nil, discount: basketDiscount, id: saleID,
        lines: lines.map(\.request), payment: payment, promoCode: connection.isOnline ? appliedPromo : nil,
        registerID: register)
    }
  }

  /// One line of the basket.
  public struct BasketLine: Codable, Equatable, Sendable, Identifiable {
    /// The code as scanned or typed; nil for an item picked from the name search (sent by variant id).
    public var code: String?
    /// Pieces (1–9,999); 1 for a weighed line.
    public var count: Int
    /// The cashier's discount on this line.
    public var discount: SaleDiscount?
    /// The weight of a loose good's line.
    public var grams: Int?
    /// The line's own id on this register.
    public var id: Int
    /// What the line sells.
    public var item: RegisterItem

    /// A line.
    public init(
      code: String?, count: Int = 1, discount: SaleDiscount? = nil, grams: Int? = nil, id: Int, item: RegisterItem
    ) {
      self.code = code
      self.count = count
      self.discount = discount
      self.grams = grams
      self.id = id
      self.item = item
    }

    /// The line as `POST /pos/sales` takes it.
    var request: SaleLineRequest {
      SaleLineRequest(
        code: code, count: grams == nil ? count : nil, discount: discount, grams: grams,
        variantID: code == nil ? item.id : nil)
    }
  }

  /// The payment typed.
  public struct PaymentDraft: Equatable, Sendable {
    /// The part charged to the card (split only).
    public var card: String
    /// The cash the customer handed over (empty: exactly what cash has to pay).
    public var cash: String
    /// Cash, card or both.
    public var method: PaymentMethod

    /// A payment; by default cash.
    public init(card: String = "", cash: String = "", method: PaymentMethod = .cash) {
      self.card = card
      self.cash = cash
      self.method = method
    }

    /// The tenders for `total`, or nil while what is typed does not pay it (not a number, card above the total,
    /// not enough cash): the cashier cannot confirm yet.
    public func tenders(for total: Money) -> SalePayment? {
      switch method {
      case .card:
        return SalePayment(card: total)
      case .cash:
        guard let cash = cash.isEmpty ? total : MoneyInput.parse(cash), !(cash < total) else { return nil }
        return SalePayment(cash: cash)
      case .split:
        guard let card = MoneyInput.parse(self.card), Money.zero < card, !(total < card) else { return nil }
        let rest = total - card
        guard let cash = cash.isEmpty ? rest : MoneyInput.parse(cash), !(cash < rest) else { return nil }
        return SalePayment(card: card, cash: cash)
      }
    }

    /// The change to give back for `total`, when the payment pays it.
    public func change(for total: Money) -> Money? {
      guard let tenders = tenders(for: total) else { return nil }
      return (tenders.cash ?? .zero) + (tenders.card ?? .zero) - total
    }
  }

  /// The name search: the text, the items found for it, and the text whose answer is awaited.
  public struct ItemSearch: Equatable, Sendable {
    /// The last failure, until the text changes.
    public var error: APIError?
    /// The text typed.
    public var query: String
    /// The text whose answer is awaited; an answer for another text is stale.
    public var request: String?
    /// The items found for `query`, best first.
    public var results: [RegisterItem]

    /// A search.
    public init(error: APIError? = nil, query: String = "", request: String? = nil, results: [RegisterItem] = []) {
      self.error = error
      self.query = query
      self.request = request
      self.results = results
    }
  }
}
