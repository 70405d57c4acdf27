import Foundation
import MeowlsAPI

/// The customer's order routes (api.md §11.8 with `decisions.md`): only the owner sees, cancels or repeats an
/// order; another user's number answers exactly as an unknown one (400 `invalidOrderNumber`).
struct OrderService: Sendable {
  let carts: CartService
  let clock: Clock
  let database: any Database

  /// `GET /orders`: newest first, one page.
  func list(of user: User.ID, page: PageRequest, in language: Language) throws -> Page<Order> {
    try database.withConnection { connection in
      let found = try OrderStore.page(of: user, offset: page.offset, limit: page.limit, in: connection)
      let rendering = try OrderRendering(found.orders, catalog: carts.catalog, in: language, connection)
      return page.page(found.orders.map(rendering.order), total: found.total)
    }
  }

  /// `GET /orders/{number}`.
  func detail(_ number: OrderNumber, of user: User.ID, in language: Language) throws -> OrderDetail {
    try database.withConnection { connection in
      let order = try owned(number, by: user, connection)
      guard let owner = try UserStore.active(id: user, in: connection) else { throw OrderError.invalidOrderNumber }
      let pickupPoint: PickupPoint? =
        order.deliveryType == .selfPickup
        ? try CheckoutPlaces.shop(PickupPoint.ID(order.stockLocation), in: connection) : nil
      let client = OrderClient(
        email: owner.email, name: owner.name, patronymic: owner.patronymic, phone: owner.phone, surname: owner.surname)
      return try OrderRendering([order], catalog: carts.catalog, in: language, connection)
        .detail(order, client: client, pickupPoint: pickupPoint)
    }
  }

  /// `POST /orders/{number}/cancel`: CANCELED, and the units back in stock (exactly once, however many cancels race).
  func cancel(_ number: OrderNumber, of user: User.ID) throws {
    try transaction { connection in
      try OrderLifecycle.change(
        try owned(number, by: user, connection), to: .canceled, by: .user(user.rawValue),
        at: EpochSeconds.from(clock.now()), in: connection)
    }
  }

  /// `POST /orders/{number}/repeat`: the order's lines added to the saved cart, each article's count capped at the
  /// stock, with a `merge_report` for every line that could not be added in full.
  func `repeat`(_ number: OrderNumber, of user: User.ID, in language: Language) throws -> Cart {
    try transaction { connection in
      let order = try owned(number, by: user, connection)
      let lines = CartLine.combined(order.lines.map { CartLine(article: $0.article, count: $0.count) })
      return try carts.merge(lines, promo: .keep, into: user, in: language, connection)
    }
  }

  private func owned(_ number: OrderNumber, by user: User.ID, _ connection: any DatabaseConnection) throws
    -> OrderRecord
  {
    guard let order = try OrderStore.find(number: number.rawValue, of: user, in: connection) else {
      throw OrderError.invalidOrderNumber
    }
    return order
  }

  private func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    try database.transaction(body)
  }
}
