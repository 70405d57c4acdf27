import Foundation
import MeowlsAPI

extension Receipt {
  /// The receipt of a priced basket paid by `payments` under `plan`; the header facts come from the sale, each
  /// line's VAT rate from `vat` (the product's rate).
  init(
    _ basket: PricedBasket, plan: TenderPlan, payments: [TenderPayment], header: ReceiptHeader,
    promoCode: String? = nil, vat: (Product.ID) -> String = { _ in ProductVAT.standard }
  ) {
    let lines = basket.lines.map { Self.line($0, vat: vat($0.item.productID)) }
    self.init(
      cashier: header.cashier, change: plan.change, discounts: Self.discounts(basket, promoCode: promoCode),
      id: header.id, issuedAt: header.issuedAt, lines: lines, number: header.number,
      payments: payments.map(Self.payment), register: header.register, shop: header.shop,
      shopAddress: header.shopAddress, subtotal: basket.subtotal, total: basket.total,
      vatTotals: VATTotals.of(lines.map { ($0.vat, $0.total) }))
  }

  /// A priced line as the receipt (and the sale's quote) prints it, at the product's VAT rate `vat`.
  static func line(_ line: PricedBasket.Line, vat: String) -> ReceiptLine {
    let item = line.item
    let count: Int?
    let grams: Int?
    switch item.quantity {
    case .pieces(let pieces): (count, grams) = (pieces, nil)
    case .grams(let weight): (count, grams) = (nil, weight)
    }
    return ReceiptLine(
      article: item.article, count: count, discount: line.gross - line.total, grams: grams, gross: line.gross,
      name: item.variantName.isEmpty ? item.productName : "\(item.productName), \(item.variantName)",
      total: line.total, unitPrice: item.unitPrice, vat: vat)
  }

  /// The discounts below the lines, as the receipt (and the sale's quote) lists them.
  static func discounts(_ basket: PricedBasket, promoCode: String?) -> [ReceiptDiscount] {
    var discounts: [ReceiptDiscount] = []
    if basket.lineDiscounts > .zero {
      discounts.append(ReceiptDiscount(amount: basket.lineDiscounts, kind: .line, title: ReceiptDiscount.lineTitle))
    }
    if basket.promoDiscount > .zero {
      let title = promoCode.map { "Промокод \($0)" } ?? "Промокод"
      discounts.append(ReceiptDiscount(amount: basket.promoDiscount, kind: .promo, title: title))
    }
    if basket.basketDiscount > .zero {
      discounts.append(
        ReceiptDiscount(amount: basket.basketDiscount, kind: .basket, title: ReceiptDiscount.basketTitle))
    }
    return discounts
  }

  private static func payment(_ payment: TenderPayment) -> ReceiptPayment {
    switch payment {
    case .card(let amount, let code): ReceiptPayment(amount: amount, authorizationCode: code, tender: .card)
    case .cash(let amount, let received): ReceiptPayment(amount: amount, received: received, tender: .cash)
    }
  }
}

/// The facts of a receipt that come from the sale, not from its basket: who, where, when, which number.
struct ReceiptHeader: Equatable, Sendable {
  var cashier: ReceiptParty<ReceiptCashier>
  var id: Receipt.ID
  var issuedAt: Date
  var number: ReceiptNumber
  var register: ReceiptParty<ReceiptRegister>
  var shop: ReceiptParty<ReceiptShop>
  var shopAddress: String
}
