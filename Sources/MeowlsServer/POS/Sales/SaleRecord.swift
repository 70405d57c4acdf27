import Foundation
import MeowlsAPI

/// A committed counter sale as `SaleStore` writes it: the priced basket, who, where, how it was paid, the receipt.
struct SaleRecord: Sendable {
  var approvedBy: User.ID?
  var basket: PricedBasket
  var cashier: User.ID
  var change: Money
  var createdAt: Int64
  var customer: User.ID?
  var id: Receipt.ID
  var order: UUID?
  var payments: [TenderPayment]
  var promoCode: UUID?
  var receipt: String
  var receiptNumber: ReceiptNumber
  var register: Register.ID
  var requestHash: String
  var shift: Shift.ID
  var shop: Shop.ID
}
