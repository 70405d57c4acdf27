import Foundation
import MeowlsAPI

/// Click-and-collect at the counter: the shop's pick-up orders, making them ready, and handing them over after
/// checking the customer's phone and taking the payment if the order is unpaid.
///
/// Every change is one transaction through `OrderLifecycle`, whose conditional status update lets exactly one of
/// two racing hand-overs win; the loser reads COMPLETED and answers 409 `orderAlreadyHandedOver` (and gets its
/// card payment back, see `OrderPayments`).
struct PickupService: Sendable {
  let clock: Clock
  let database: any Database
  /// How long a ready order waits to be collected (`CheckoutSettings.pickupHoldingTime`, 3 days).
  let holdingTime: Int64
  let payments: OrderPayments
  let receipts: OrderReceipts

  /// `GET /pos/pickups`: the pick-up orders of the caller's shop (every shop's for an admin without one), oldest
  /// first.
  func list(_ query: PickupQuery, for context: StaffContext) throws -> Page<PickupOrder> {
    if context.shopID == nil, context.role != .admin { throw StaffError.staffNotAssigned }
    return try database.withConnection { connection in
      let (ids, total) = try PickupStore.page(
        shop: context.shopID, status: query.status, offset: query.page.offset, limit: query.page.limit,
        in: connection)
      let orders = try ids.compactMap { try OrderStore.find(id: $0, in: connection) }
      return query.page.page(try orders.map { try render($0, connection) }, total: total)
    }
  }

  /// `POST /pos/pickups/{number}/ready`: IN_PROGRESS → READY_FOR_PICKUP; it goes back to stock unless collected
  /// within the holding time.
  func markReady(_ number: OrderNumber?, by context: StaffContext) throws -> PickupOrder {
    try database.transaction { connection in
      let order = try pickup(number, for: context, connection)
      try OrderStaffActions.makeReady(
        order, by: .staff(context.id.rawValue), holdingTime: holdingTime, at: EpochSeconds.from(clock.now()),
        in: connection)
      return try render(try pickup(number, for: context, connection), connection)
    }
  }

  /// `POST /pos/pickups/{number}/hand_over`: READY_FOR_PICKUP → COMPLETED and paid, when the phone is the
  /// customer's; the payment is taken (a card through the terminal, see `OrderPayments`) and recorded only for an
  /// unpaid order, into the open shift of the register the request names (`OrderDrawer`), and its receipt printed
  /// and registered there (`OrderReceipts`).
  func handOver(_ number: OrderNumber?, _ body: HandOverRequest, by context: StaffContext) throws -> OrderHandOver {
    try payments.settle(body.payment, by: context.id) { connection in
      let order = try handOverable(number, phone: body.phone, for: context, connection)
      _ = try OrderDrawer.shift(for: order, body, in: connection)
      return order
    } commit: { order, tender, connection in
      let seconds = EpochSeconds.from(clock.now())
      do {
        try OrderLifecycle.change(
          order, to: .completed, by: .staff(context.id.rawValue), markPaid: true, at: seconds, in: connection)
      } catch OrderError.transitionNotAllowed(from: .completed, _) {
        throw PickupError.alreadyHandedOver
      }
      var receipt: ReceiptNumber?
      if let tender {
        let shift = try OrderDrawer.shift(for: order, body, in: connection)
        try OrderTenders.record(tender, order: order.id, by: context.id, at: seconds, shift: shift?.id, in: connection)
        if let shift, let register = try StaffStore.register(shift.registerID, in: connection) {
          receipt = try receipts.issue(
            for: order, tender: tender, at: register, shift: shift.id, by: context.id, date: clock.now(),
            in: connection)
        }
      }
      return OrderHandOver(
        number: OrderNumber(order.number), paid: true, payment: tender, receiptNumber: receipt, statusCode: .completed)
    }
  }

  /// The pick-up `number` when it may be handed over to the customer of `phone`: not handed over yet (409), the
  /// customer's phone (400), made ready (409 `orderNotReady` while IN_PROGRESS), READY_FOR_PICKUP (400
  /// `orderStatusTransitionNotAllowed` once cancelled or returned to stock).
  private func handOverable(
    _ number: OrderNumber?, phone: String, for context: StaffContext, _ connection: any DatabaseConnection
  ) throws -> OrderRecord {
    let order = try pickup(number, for: context, connection)
    guard order.status != .completed else { throw PickupError.alreadyHandedOver }
    let customer = try StaffOrders.customer(of: order, in: connection)
    guard PhoneNumber.normalised(phone) == PhoneNumber.normalised(customer.phone) else {
      throw PickupError.phoneMismatch
    }
    if order.status == .inProgress { throw PickupError.notReady(order.number) }
    guard order.status == .readyForPickup else {
      throw OrderError.transitionNotAllowed(from: order.status, to: .completed)
    }
    return order
  }

  /// The pick-up order `number` of a shop the caller works in; 404 `pickupNotFound` for anything else.
  private func pickup(
    _ number: OrderNumber?, for context: StaffContext, _ connection: any DatabaseConnection
  ) throws -> OrderRecord {
    guard let number, let order = try OrderStore.find(number: number.rawValue, in: connection),
      order.deliveryType == .selfPickup,
      (try? context.requireAccess(to: Shop.ID(order.stockLocation))) != nil
    else { throw PickupError.pickupNotFound }
    return order
  }

  private func render(_ order: OrderRecord, _ connection: any DatabaseConnection) throws -> PickupOrder {
    PickupOrder(
      collectBy: order.status == .readyForPickup ? EpochSeconds.date(Int(order.dueAt)) : nil,
      customer: try StaffOrders.customer(of: order, in: connection), lines: StaffOrders.lines(of: order),
      number: OrderNumber(order.number), paid: order.paid, paymentType: order.paymentType, statusCode: order.status,
      total: StaffOrders.total(of: order))
  }
}
