import Foundation
import MeowlsAPI

extension OrderRecord {
  /// A new order (IN_PROGRESS, unpaid) from the cart priced in the purchase's transaction: its lines and totals are
  /// the snapshot the order keeps.
  init(
    cart: Cart, variants: [Article: UUID], id: UUID, number: Int, user: User.ID, paymentType: PaymentType,
    comment: String?, fulfilment: Fulfilment, promo: PromoOutcome, now: Date
  ) {
    let lines = cart.items.map { item in
      OrderLine(
        article: item.article, count: item.count, id: item.id.rawValue, price: item.price,
        productID: item.productID.rawValue, productName: item.productName, variantID: variants[item.article],
        variantName: item.variantName)
    }
    var address: Address?
    var date: CalendarDate?
    var interval: DeliveryTimeInterval?
    if case .courier(let courierAddress, let courierDate, let courierInterval) = fulfilment.route {
      address = courierAddress
      date = courierDate
      interval = courierInterval
    }
    let summaries = CheckoutTotals.summaries(of: cart, delivery: fulfilment.cost, in: .russian)
    self.init(
      address: address, comment: comment, createdAt: EpochSeconds.from(now), deliveryDate: date,
      deliveryType: fulfilment.type, dueAt: fulfilment.dueAt, id: id, interval: interval, lines: lines,
      number: number, orderDate: CalendarDate(now, in: fulfilment.city.timeZone), paid: false,
      paymentType: paymentType, promoCodeID: promo.keptID, status: .inProgress, stockLocation: fulfilment.location,
      totals: summaries.map { OrderTotal(type: $0.type, value: $0.value) }, userID: user)
  }
}
