import Foundation
import MeowlsAPI

/// Courier tasks: a manager gives a courier order to a courier of the order's city; the courier sees their
/// deliveries and reports each one delivered (taking the payment if unpaid; the order is COMPLETED) or failed with a
/// reason. Only the assigned courier may report, and a task is reported once (a conditional update decides).
struct CourierService: Sendable {
  let clock: Clock
  let database: any Database
  let payments: OrderPayments
  let random: RandomSource
  let receipts: OrderReceipts

  /// `POST /pos/deliveries`: assigns (or re-assigns, unless delivered) an open courier order of the caller's city.
  func assign(
    _ body: DeliveryAssignmentRequest, by context: StaffContext, approval: ManagerApproval?
  ) throws -> DeliveryTask {
    try database.transaction { connection in
      guard let order = try OrderStore.find(number: body.orderNumber.rawValue, in: connection),
        order.deliveryType == .courier, let city = order.address?.city.id,
        try isVisible(city, to: context, connection)
      else { throw CourierError.deliveryNotFound }
      guard order.status == .inProgress else { throw CourierError.deliveryClosed }
      guard let courier = try StaffStore.member(body.courierID, in: connection), courier.role == .courier,
        courier.shop?.cityID == city
      else { throw CourierError.courierNotFound }
      let assigned = try DeliveryTaskStore.assign(
        order.id, to: courier.id, by: context.id, approvedBy: approval?.byPIN == true ? approval?.manager : nil,
        at: EpochSeconds.from(clock.now()), in: connection)
      guard assigned else { throw CourierError.deliveryClosed }
      return try render(order, connection)
    }
  }

  /// `GET /pos/deliveries`: a courier's own tasks; a manager's, the tasks of their shop's couriers (an admin
  /// without a shop: every task).
  func list(_ query: DeliveriesQuery, for context: StaffContext) throws -> Page<DeliveryTask> {
    if context.role == .manager, context.shopID == nil { throw StaffError.staffNotAssigned }
    if query.status == .waiting { return try waiting(query.page, for: context) }
    return try database.withConnection { connection in
      let (ids, total) = try DeliveryTaskStore.page(
        courier: context.role == .courier ? context.id : nil, shop: context.role == .courier ? nil : context.shopID,
        status: query.status, offset: query.page.offset, limit: query.page.limit, in: connection)
      let orders = try ids.compactMap { try OrderStore.find(id: $0, in: connection) }
      return query.page.page(try orders.map { try render($0, connection) }, total: total)
    }
  }

  /// `GET /pos/deliveries?status=waiting`: the open courier orders of the caller's city that no courier has yet,
  /// for a manager to assign; a courier has none to see.
  private func waiting(_ page: PageRequest, for context: StaffContext) throws -> Page<DeliveryTask> {
    guard context.role != .courier else { return page.page([], total: 0) }
    return try database.withConnection { connection in
      let city = try StaffStore.member(context.id, in: connection)?.shop?.cityID
      let (ids, total) = try DeliveryTaskStore.waiting(
        city: city, offset: page.offset, limit: page.limit, in: connection)
      let orders = try ids.compactMap { try OrderStore.find(id: $0, in: connection) }
      return page.page(try orders.map { try render($0, connection) }, total: total)
    }
  }

  /// `POST /pos/deliveries/{number}/delivered`: the order COMPLETED and paid, the payment taken if it was not (a
  /// card through the terminal, see `OrderPayments`) and its receipt printed and registered on the shop's mobile
  /// registrar (`OrderReceipts`).
  func delivered(_ number: OrderNumber?, _ body: DeliveredRequest, by context: StaffContext) throws -> OrderHandOver {
    try payments.settle(body.payment, by: context.id) { connection in
      try ownTask(number, for: context, connection)
    } commit: { order, tender, connection in
      let seconds = EpochSeconds.from(clock.now())
      do {
        try OrderLifecycle.change(
          order, to: .completed, by: .staff(context.id.rawValue), markPaid: true, at: seconds, in: connection)
      } catch is OrderError {
        throw CourierError.deliveryClosed
      }
      guard try DeliveryTaskStore.close(order.id, as: .delivered, reason: nil, at: seconds, in: connection) else {
        throw CourierError.deliveryClosed
      }
      var receipt: ReceiptNumber?
      if let tender {
        try OrderTenders.record(tender, order: order.id, by: context.id, at: seconds, in: connection)
        receipt = try receipts.issue(
          for: order, tender: tender, at: try mobileRegister(of: context, connection), shift: nil, by: context.id,
          date: clock.now(), in: connection)
      }
      return OrderHandOver(
        number: OrderNumber(order.number), paid: true, payment: tender, receiptNumber: receipt, statusCode: .completed)
    }
  }

  /// The mobile registrar of the courier's shop, which registers what they take at the door (54-FZ wants the
  /// receipt where the customer pays). NB: it has no drawer and no shift: the courier's cash reaches a drawer when
  /// they hand it in with a cash-in.
  private func mobileRegister(of context: StaffContext, _ connection: any DatabaseConnection) throws -> Register {
    guard let shop = context.shopID else { throw StaffError.staffNotAssigned }
    return try StaffStore.mobileRegister(of: shop, newID: Register.ID(random.uuid()), in: connection)
  }

  /// `POST /pos/deliveries/{number}/failed`: the task failed with a reason; the order stays open (a manager may
  /// assign it again; the overdue job cancels it after its window).
  func failed(_ number: OrderNumber?, _ body: DeliveryFailureRequest, by context: StaffContext) throws -> DeliveryTask {
    let reason = body.reason.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !reason.isEmpty else { throw CourierError.failureReasonRequired }
    return try database.transaction { connection in
      let order = try ownTask(number, for: context, connection)
      guard
        try DeliveryTaskStore.close(
          order.id, as: .failed, reason: reason, at: EpochSeconds.from(clock.now()), in: connection)
      else { throw CourierError.deliveryClosed }
      return try render(order, connection)
    }
  }

  /// The open task of `number` assigned to the calling courier, with its order.
  private func ownTask(
    _ number: OrderNumber?, for context: StaffContext, _ connection: any DatabaseConnection
  ) throws -> OrderRecord {
    guard let number, let task = try DeliveryTaskStore.task(number: number.rawValue, in: connection),
      let order = try OrderStore.find(id: task.orderID, in: connection)
    else { throw CourierError.deliveryNotFound }
    guard task.courierID == context.id else { throw CourierError.courierNotAssigned }
    guard task.status == .assigned, order.status == .inProgress else { throw CourierError.deliveryClosed }
    return order
  }

  /// Whether orders to `city` are the caller's: their shop is there (an admin without a shop: everywhere).
  private func isVisible(_ city: City.ID, to context: StaffContext, _ connection: any DatabaseConnection) throws -> Bool
  {
    guard context.shopID != nil || context.role != .admin else { return true }
    return try StaffStore.member(context.id, in: connection)?.shop?.cityID == city
  }

  private func render(_ order: OrderRecord, _ connection: any DatabaseConnection) throws -> DeliveryTask {
    // NB: an order no courier has yet renders as `waiting`, without courier or assignment time.
    let task = try DeliveryTaskStore.task(order: order.id, in: connection)
    return DeliveryTask(
      address: order.address?.formatted ?? "", assignedAt: task.map { EpochSeconds.date(Int($0.assignedAt)) },
      courierID: task?.courierID, customer: try StaffOrders.customer(of: order, in: connection),
      deliveryDate: order.deliveryDate.map(DeliveryDate.init), deliveryTimeInterval: order.interval,
      failureReason: task?.failureReason, lines: StaffOrders.lines(of: order), number: OrderNumber(order.number),
      paid: order.paid, paymentType: order.paymentType, status: task?.status ?? .waiting,
      total: StaffOrders.total(of: order))
  }
}
