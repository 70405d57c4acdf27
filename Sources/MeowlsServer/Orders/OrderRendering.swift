import Foundation
import MeowlsAPI

/// Orders as the wire shows them (api.md §11.7): the stored snapshot (names, prices, totals), plus what only the
/// catalogue knows now: pictures, badges, the warehouse stock of each line, and so `repeat_allowed`.
struct OrderRendering: Sendable {
  /// The current catalogue data of the lines' variants, by article.
  let current: [Article: CartVariant]
  let language: Language

  /// Loads the current variants of every line of `orders`.
  init(_ orders: [OrderRecord], catalog: CartCatalog, in language: Language, _ connection: any DatabaseConnection)
    throws
  {
    current = try catalog.variants(orders.flatMap { $0.lines.map(\.article) }, connection)
    self.language = language
  }

  /// The list form (`GET /orders`).
  func order(_ order: OrderRecord) -> Order {
    Order(
      canBePaidOnline: false, cancelable: OrderTransition.isOpen(order.status), id: Order.ID(order.id),
      itemsPreviews: order.lines.map {
        OrderItemPreview(id: CartItem.ID($0.id), image: variant(of: $0)?.product.images.first)
      },
      number: OrderNumber(order.number), orderDate: order.orderDate, paid: order.paid,
      repeatAllowed: repeatAllowed(order), status: OrderTransition.name(order.status, language),
      statusCode: order.status, summaries: CheckoutTotals.summaries(order.totals, in: language))
  }

  /// The detail form (`GET /orders/{number}`).
  func detail(_ order: OrderRecord, client: OrderClient, pickupPoint: PickupPoint?) -> OrderDetail {
    OrderDetail(
      canBePaidOnline: false, cancelable: OrderTransition.isOpen(order.status), client: client,
      comment: order.comment, delivery: delivery(order, pickupPoint: pickupPoint), id: Order.ID(order.id),
      items: order.lines.map(item), number: OrderNumber(order.number), orderDate: order.orderDate, paid: order.paid,
      paymentType: order.paymentType, repeatAllowed: repeatAllowed(order),
      status: OrderTransition.name(order.status, language), statusCode: order.status,
      summaries: CheckoutTotals.summaries(order.totals, in: language))
  }

  /// api.md §11.6: every line's variant still exists and the warehouse holds its count.
  func repeatAllowed(_ order: OrderRecord) -> Bool {
    order.lines.allSatisfy { line in variant(of: line).map { line.count <= $0.variant.availabilityInfo.count } ?? false
    }
  }

  /// A line as a cart item: the name and price paid, the current picture, badges and stock.
  private func item(_ line: OrderLine) -> CartItem {
    let current = variant(of: line)
    return CartItem(
      amount: line.price.times(line.count), article: line.article,
      availabilityInfo: current?.variant.availabilityInfo ?? AvailabilityInfo(count: 0, type: .notAvailable),
      badges: current?.variant.badges ?? [], count: line.count, id: CartItem.ID(line.id),
      image: current?.product.images.first, price: line.price, productID: Product.ID(line.productID),
      productName: line.productName, variantName: line.variantName)
  }

  private func delivery(_ order: OrderRecord, pickupPoint: PickupPoint?) -> OrderDelivery {
    OrderDelivery(
      address: order.address, deliveryDate: order.deliveryDate.map(DeliveryDate.init),
      deliveryTimeInterval: order.interval, pickupPoint: pickupPoint, type: order.deliveryType)
  }

  /// The line's variant as the catalogue has it now; nil once it left the catalogue.
  private func variant(of line: OrderLine) -> CartVariant? {
    guard let found = current[line.article], found.variant.id.rawValue == line.variantID else { return nil }
    return found
  }
}
