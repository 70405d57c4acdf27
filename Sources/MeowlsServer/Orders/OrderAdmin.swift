import Foundation
import MeowlsAPI

/// The back office's orders (`Docs/admin.md`): search, detail, status changes through the lifecycle the customer and
/// the POS use (`OrderLifecycle`, `OrderStaffActions.makeReady`), and refunds (`OrderRefunds`). Each change is one
/// transaction with its audit row (`order.status`, `order.refund`) holding the listed order before and after.
///
/// Who sees what: an admin every order; a manager the pick-up orders of their own shop (courier orders leave the
/// online warehouse, which no shop's manager runs); anything else answers 403 `staffNotAssigned`.
struct OrderAdmin: Sendable {
  let clock: Clock
  let database: any Database
  /// How long a pick-up made ready waits to be collected (`CheckoutSettings.pickupHoldingTime`).
  let holdingTime: Int64
  let refunds: OrderRefunds

  /// `GET /admin/orders`.
  func search(_ query: AdminOrderQuery, reach: AdminStock.Reach) throws -> Page<AdminOrder> {
    var shop: Shop.ID?
    if case .shop(let own) = reach {
      if let asked = query.shopID, asked != own { throw StaffError.staffNotAssigned }
      shop = own
    }
    return try database.withConnection { connection in
      let found = try OrderAdminStore.page(query, shop: shop, in: connection)
      return query.page.page(found.orders, total: found.total)
    }
  }

  /// `GET /admin/orders/{id}`.
  func detail(_ id: UUID, reach: AdminStock.Reach) throws -> AdminOrderDetail {
    try database.withConnection { connection in
      try Self.detail(try Self.order(id, reach: reach, connection), in: connection)
    }
  }

  /// `POST /admin/orders/{id}/status`: READY_FOR_PICKUP (with its holding time, as the POS does), COMPLETED (only
  /// an order already paid) or CANCELED (its units back in stock, its promo code free again; money paid stays paid
  /// until refunded).
  func changeStatus(
    _ id: UUID, to status: OrderStatusCode, by actor: AdminActor, reach: AdminStock.Reach
  ) throws -> AdminOrderDetail {
    let seconds = EpochSeconds.from(clock.now())
    return try database.transaction { connection in
      let order = try Self.order(id, reach: reach, connection)
      let before = try OrderAdminStore.order(id, in: connection)
      do {
        try OrderTransition.check(from: order.status, to: status, delivery: order.deliveryType)
        switch status {
        case .readyForPickup:
          try OrderStaffActions.makeReady(
            order, by: actor.stock, holdingTime: holdingTime, at: seconds, in: connection)
        case .completed:
          guard order.paid else { throw OrderAdminError.completionNeedsPayment }
          try OrderLifecycle.change(order, to: .completed, by: actor.stock, at: seconds, in: connection)
        case .canceled, .inProgress:
          try OrderLifecycle.change(order, to: status, by: actor.stock, at: seconds, in: connection)
        }
      } catch let error as OrderError {
        throw OrderAdminError.lifecycle(error)
      }
      try AuditLog.record(
        AuditLog.Change(
          action: "order.status", after: try OrderAdminStore.order(id, in: connection), before: before,
          subjectID: id.uuidString, subjectType: "order"), by: actor, at: seconds, in: connection)
      guard let fresh = try OrderStore.find(id: id, in: connection) else {
        throw OrderAdminError.notFound(id.uuidString)
      }
      return try Self.detail(fresh, in: connection)
    }
  }

  /// `POST /admin/orders/{id}/refund`.
  func refund(
    _ id: UUID, _ request: OrderRefundRequest, by staff: User.ID, reach: AdminStock.Reach
  ) throws -> AdminOrderRefund {
    try refunds.refund(id, request, by: .staff(staff), staff: staff) { try Self.check($0, reach: reach) }
  }

  private static func order(
    _ id: UUID, reach: AdminStock.Reach, _ connection: any DatabaseConnection
  ) throws -> OrderRecord {
    guard let order = try OrderStore.find(id: id, in: connection) else { throw OrderAdminError.notFound(id.uuidString) }
    try check(order, reach: reach)
    return order
  }

  /// A manager's reach is their shop's pick-up orders.
  private static func check(_ order: OrderRecord, reach: AdminStock.Reach) throws {
    guard case .shop(let shop) = reach else { return }
    guard order.deliveryType == .selfPickup, order.stockLocation == shop.rawValue else {
      throw StaffError.staffNotAssigned
    }
  }

  private static func detail(_ order: OrderRecord, in connection: any DatabaseConnection) throws -> AdminOrderDetail {
    guard let listed = try OrderAdminStore.order(order.id, in: connection),
      let owner = try connection.first(
        "SELECT email, name, patronymic, phone, surname FROM users WHERE id = $1", [order.userID.sqlValue])
    else { throw OrderAdminError.notFound(order.id.uuidString) }
    let client = OrderClient(
      email: try owner.optionalString(0), name: try owner.optionalString(1), patronymic: try owner.optionalString(2),
      phone: try owner.string(3), surname: try owner.optionalString(4))
    let pickupPoint =
      order.deliveryType == .selfPickup
      ? try CheckoutPlaces.shop(PickupPoint.ID(order.stockLocation), in: connection) : nil
    let history = try AuditLog.page(
      AuditQuery(page: PageRequest(perPage: 100), subjectID: order.id.uuidString), in: connection)
    let changed = try connection.first("SELECT status_changed_at FROM orders WHERE id = $1", [order.id.sqlValue])
    return AdminOrderDetail(
      client: client, comment: order.comment,
      delivery: OrderDelivery(
        address: order.address, deliveryDate: order.deliveryDate.map(DeliveryDate.init),
        deliveryTimeInterval: order.interval, pickupPoint: pickupPoint, type: order.deliveryType),
      history: history.results,
      lines: order.lines.map { line in
        AdminOrderLine(
          amount: line.price.times(line.count).price, article: line.article, count: line.count,
          price: line.price.price, productID: Product.ID(line.productID), productName: line.productName,
          variantID: line.variantID.map { ProductVariant.ID($0) }, variantName: line.variantName)
      }, order: listed, payment: try OrderAdminStore.payment(of: order, in: connection),
      refunds: try OrderRefunds.refunds(of: order.id, in: connection),
      statusChangedAt: EpochSeconds.date(try changed?.int(0) ?? Int(order.createdAt)),
      summaries: CheckoutTotals.summaries(order.totals, in: .russian))
  }
}
