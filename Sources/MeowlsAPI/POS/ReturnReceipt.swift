import Foundation

/// The answer of `POST /pos/returns`: `{id, number, receipt_number, issued_at, shop_id, register_id, staff_id,
/// approved_by, lines, refunds, total, reason?, card_refund?}`.
public struct ReturnReceipt: Codable, Hashable, Sendable, Identifiable {
  /// A return's id.
  public typealias ID = Identifier<ReturnReceipt>

  /// The manager who approved it.
  public var approvedBy: User.ID
  /// What the card terminal answered to the card part of the refund (none without one); when declined, the
  /// cashier gives that amount back in cash.
  public var cardRefund: CardRefund?
  /// The fiscal registration of the «возврат прихода»: ФН, ФД, ФП and the QR text (`n=2`).
  public var fiscal: ReceiptFiscal?
  /// The return's id (the register's).
  public var id: ID
  /// When it was recorded.
  public var issuedAt: Date
  /// What came back, by receipt line.
  public var lines: [ReturnedLine]
  /// The return's own number (from the receipts' sequence).
  public var number: ReceiptNumber
  /// Why, as the cashier wrote it.
  public var reason: String?
  /// The sale's receipt.
  public var receiptNumber: ReceiptNumber
  /// What went back to each of the sale's tenders, card first.
  public var refunds: [TenderAmount]
  /// The register that paid it.
  public var registerID: Register.ID
  /// The shop.
  public var shopID: Shop.ID
  /// Who took the return.
  public var staffID: User.ID
  /// The amount refunded.
  public var total: Money
  /// The VAT refunded per rate, as a sale's receipt sums it; absent on returns recorded before it was summed.
  public var vatTotals: [ReceiptVATTotal]?

  /// A return receipt.
  public init(
    approvedBy: User.ID, cardRefund: CardRefund? = nil, fiscal: ReceiptFiscal? = nil, id: ID, issuedAt: Date,
    lines: [ReturnedLine],
    number: ReceiptNumber, reason: String? = nil,
    receiptNumber: ReceiptNumber, refunds: [TenderAmount], registerID: Register.ID, shopID: Shop.ID,
    staffID: User.ID, total: Money, vatTotals: [ReceiptVATTotal]? = nil
  ) {
    self.approvedBy = approvedBy
    self.cardRefund = cardRefund
    self.fiscal = fiscal
    self.id = id
    self.issuedAt = issuedAt
    self.lines = lines
    self.number = number
    self.reason = reason
    self.receiptNumber = receiptNumber
    self.refunds = refunds
    self.registerID = registerID
    self.shopID = shopID
    self.staffID = staffID
    self.total = total
    self.vatTotals = vatTotals
  }

  enum CodingKeys: String, CodingKey {
    case approvedBy = "approved_by"
    case cardRefund = "card_refund"
    case fiscal
    case id
    case issuedAt = "issued_at"
    case lines
    case number
    case reason
    case receiptNumber = "receipt_number"
    case refunds
    case registerID = "register_id"
    case shopID = "shop_id"
    case staffID = "staff_id"
    case total
    case vatTotals = "vat_totals"
  }
}
