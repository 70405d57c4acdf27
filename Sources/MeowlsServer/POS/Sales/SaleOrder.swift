import Foundation
import MeowlsAPI

/// A counter sale to a known customer, written as a completed and paid pick-up order at the shop, so it shows in
/// the customer's order history (`/orders`). Stock is not touched here: the sale took it.
///
/// Lines keep their quantities and unit prices; a weighed line is one item priced at what it cost, named with its
/// weight. The totals: items without discount (the subtotal), the cashier's discounts, the promo code, the total.
enum SaleOrder {
  static func record(
    _ basket: PricedBasket, customer: User.ID, shop: Shop.ID, paidWith payments: [TenderPayment], promoCode: UUID?,
    date: CalendarDate, at seconds: Int64, random: RandomSource, in connection: any DatabaseConnection
  ) throws -> UUID {
    let id = random.uuid()
    let cashierDiscounts = basket.lineDiscounts + basket.basketDiscount
    var totals = [OrderTotal(type: .itemsWithoutDiscount, value: basket.subtotal)]
    if cashierDiscounts > .zero { totals.append(OrderTotal(type: .discount, value: cashierDiscounts)) }
    if basket.promoDiscount > .zero { totals.append(OrderTotal(type: .promoDiscount, value: basket.promoDiscount)) }
    totals.append(OrderTotal(type: .total, value: basket.total))
    let card = payments.contains { if case .card = $0 { true } else { false } }
    try OrderStore.insert(
      OrderRecord(
        address: nil, comment: nil, createdAt: seconds, deliveryDate: nil, deliveryType: .selfPickup, dueAt: seconds,
        id: id, interval: nil, lines: basket.lines.map { line(of: $0, random: random) },
        number: try OrderStore.nextNumber(in: connection), orderDate: date, paid: true,
        paymentType: card ? .card : .cash, promoCodeID: promoCode, status: .completed, stockLocation: shop.rawValue,
        totals: totals, userID: customer), in: connection)
    return id
  }

  private static func line(of line: PricedBasket.Line, random: RandomSource) -> OrderLine {
    let item = line.item
    let (count, price, name): (Int, Money, String) =
      switch item.quantity {
      case .pieces(let pieces): (pieces, item.unitPrice, item.variantName)
      case .grams(let grams): (1, line.gross, "\(grams) г")
      }
    return OrderLine(
      article: item.article, count: count, id: random.uuid(), price: Price(originalPrice: price, price: price),
      productID: item.productID.rawValue, productName: item.productName, variantID: item.variantID.rawValue,
      variantName: name)
  }
}
