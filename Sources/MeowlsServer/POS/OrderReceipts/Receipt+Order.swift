import Foundation
import MeowlsAPI

extension Receipt {
  /// The «приход» receipt of a payment `tender` staff took for `order`: the order's lines under their own names, at
  /// the unit price bought, each with `vat(productID)`; the order's promo discount spread over the lines as a
  /// counter sale's is, and its delivery as a line of its own, so the lines add up to what was paid.
  init(order: OrderRecord, tender: Tender, header: ReceiptHeader, vat: (UUID) -> String) {
    let gross = order.lines.map { $0.price.price * $0.count }
    let delivery = order.totals.last { $0.type == .delivery }?.value ?? .zero
    let goods = gross.reduce(Money.zero, +)
    let promo = min(max(goods + delivery - tender.amount, .zero), goods)
    let shares = POSBasket.spread(promo, over: gross)
    var lines = order.lines.enumerated().map { index, line in
      ReceiptLine(
        article: line.article, count: line.count, discount: shares[index], gross: gross[index],
        name: line.variantName.isEmpty ? line.productName : "\(line.productName), \(line.variantName)",
        total: gross[index] - shares[index], unitPrice: line.price.price, vat: vat(line.productID))
    }
    if delivery > .zero {
      lines.append(
        ReceiptLine(
          article: "", count: 1, discount: .zero, gross: delivery, name: "Доставка", total: delivery,
          unitPrice: delivery, vat: VATRate.standard))
    }
    let payment =
      tender.type == .card
      ? ReceiptPayment(amount: tender.amount, authorizationCode: tender.authorizationCode, tender: .card)
      : ReceiptPayment(amount: tender.amount, received: tender.received ?? tender.amount, tender: .cash)
    self.init(
      cashier: header.cashier, change: tender.change ?? .zero,
      discounts: promo > .zero ? [ReceiptDiscount(amount: promo, kind: .promo, title: "Промокод")] : [], id: header.id,
      issuedAt: header.issuedAt, lines: lines, number: header.number, orderNumber: OrderNumber(order.number),
      payments: [payment], register: header.register, shop: header.shop, shopAddress: header.shopAddress,
      subtotal: goods + delivery, total: lines.reduce(Money.zero) { $0 + $1.total },
      vatTotals: VATTotals.of(lines.map { ($0.vat, $0.total) }))
  }
}
