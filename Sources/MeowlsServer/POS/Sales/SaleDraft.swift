import Foundation
import MeowlsAPI

/// A sale request read against the catalogue before anything is charged or written: the items found, the customer,
/// the promo code and the priced basket.
struct SaleDraft: Sendable {
  var basket: PricedBasket
  var customer: User.ID?
  var promo: POSBasket.Promo?
  var promoCode: String?

  /// - Throws: `SaleError` (line shape, discount shape, unknown customer), `BarcodeError`, `POSBasketError`,
  ///   `PromoCodeError`.
  init(_ request: SaleRequest, now: Date, in connection: any DatabaseConnection) throws {
    var lines: [POSBasket.Line] = []
    for line in request.lines {
      guard (line.code == nil) != (line.variantID == nil), line.count == nil || line.grams == nil else {
        throw SaleError.invalidSaleLine
      }
      var code = line.code ?? ""
      if let variant = line.variantID {
        guard let article = try SaleStore.article(of: variant, in: connection) else {
          throw BarcodeError.notFound(variant.uuidString)
        }
        code = article
      }
      var item = try BarcodeLookup.item(scanned: code, grams: line.grams, in: connection)
      if let count = line.count {
        guard case .pieces = item.quantity else { throw SaleError.invalidSaleLine }
        item.quantity = .pieces(count)
      }
      lines.append(POSBasket.Line(item, discount: try line.discount.map(Self.discount)))
    }
    let customer = try request.customerPhone.map { try Self.customer(phone: $0, in: connection) }
    let promo = try request.promoCode.map { code in
      try POSBasket.Promo.load(
        code: code, products: lines.map(\.item.productID), customer: customer, now: now, in: connection)
    }
    self.customer = customer
    self.promo = promo
    promoCode = request.promoCode?.uppercased()
    basket = try POSBasket(lines: lines, discount: try request.discount.map(Self.discount), promo: promo).priced()
  }

  private static func discount(_ discount: SaleDiscount) throws -> POSDiscount {
    switch (discount.amount, discount.percent) {
    case (let amount?, nil): .amount(amount)
    case (nil, let percent?): .percent(percent)
    default: throw SaleError.invalidDiscount
    }
  }

  private static func customer(phone: String, in connection: any DatabaseConnection) throws -> User.ID {
    guard
      let row = try connection.first(
        "SELECT id FROM users WHERE phone = $1 AND role = 'customer' AND deleted_at IS NULL",
        [PhoneNumber.normalised(phone).sqlValue]),
      let id = User.ID(storedText: try row.string(0))
    else { throw SaleError.customerNotFound }
    return id
  }
}
