import MeowlsAPI

/// How a sale's total is paid: cash, card, or both (split tender). Change is given from cash only.
///
/// `init` checks the arithmetic without side effects; `pay(with:)` then charges the card (first, so a declined
/// card has taken nothing and the cashier can ask for another tender).
struct TenderPlan: Equatable, Sendable {
  /// The amount charged to the card; zero for none.
  var card: Money
  /// The cash that stays in the drawer for this sale: `cashReceived − change`.
  var cashKept: Money { cashReceived - change }
  /// The cash the customer handed over; zero for none.
  var cashReceived: Money
  /// The cash given back: `cashReceived + card − total`, never more than `cashReceived`.
  var change: Money
  /// What is due.
  var total: Money

  /// The plan for paying `total` with `cash` handed over and `card` charged (nil or zero for none).
  ///
  /// - Throws: `TenderError.invalidAmount` for an amount outside `POSAmount.allowed`, `.cardAmountExceedsTotal` when the card alone
  ///   pays more than is due, `.notEnoughCash` when both together fall short.
  init(total: Money, cash: Money? = nil, card: Money? = nil) throws(TenderError) {
    let cash = cash ?? .zero
    let card = card ?? .zero
    for amount in [cash, card] where !POSAmount.allowed.contains(amount) { throw .invalidAmount(amount) }
    guard card <= total else { throw .cardAmountExceedsTotal(card: card, total: total) }
    guard cash + card >= total else { throw .notEnoughCash(missing: total - card - cash) }
    self.card = card
    self.cashReceived = cash
    self.change = cash + card - total
    self.total = total
  }

  /// Charges the card through `terminal` (when the plan has a card part) and returns the payments, card first.
  ///
  /// - Throws: `TenderError.cardDeclined` when the terminal declines; nothing was then charged.
  func pay(with terminal: CardTerminal) async throws(TenderError) -> [TenderPayment] {
    var payments: [TenderPayment] = []
    if card > .zero {
      switch await terminal.authorize(card) {
      case .approved(let code): payments.append(.card(card, authorizationCode: code))
      case .declined(let reason): throw .cardDeclined(reason: reason)
      }
    }
    if cashReceived > .zero {
      payments.append(.cash(cashKept, received: cashReceived))
    }
    return payments
  }
}

/// One payment of a sale, as the receipt prints it and the shift counts it.
enum TenderPayment: Equatable, Hashable, Sendable {
  /// `amount` charged to a card, with the terminal's authorization code.
  case card(Money, authorizationCode: String)
  /// `amount` kept in the drawer out of the `received` cash (the rest was change).
  case cash(Money, received: Money)

  /// What the payment put towards the sale.
  var amount: Money {
    switch self {
    case .card(let amount, _), .cash(let amount, _): amount
    }
  }
}
