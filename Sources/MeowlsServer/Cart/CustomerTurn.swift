import MeowlsAPI

extension Database {
  /// A transaction over one customer's cart, checkout or purchase: it waits only for that customer's others, so
  /// customers buy side by side where the engine allows it (`transaction(turn:_:)`).
  ///
  /// NB: what two customers share is safe side by side: stock is taken by conditional update, order numbers by
  /// `UPDATE … RETURNING`, the catalogue's revision by its counter row; a once-per-customer promo code and the
  /// customer's cart are the customer's own.
  func transaction<T>(of customer: User.ID, _ body: (any DatabaseConnection) throws -> T) throws -> T {
    try transaction(turn: "customer:\(customer.rawValue.uuidString)", body)
  }
}
