/// A failed statement: its SQLSTATE and message, turned into the engine-neutral `DatabaseError`.
struct PostgresFailure: Equatable {
  var sqlState: String
  var message: String

  func error(sql: String) -> DatabaseError {
    switch sqlState {
    case let state where state.hasPrefix("23"): .constraint(message: message)
    case "40001", "40P01", "55P03": .busy(message: message)
    default: .statement(sql: sql, message: message)
    }
  }
}
