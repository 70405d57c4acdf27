import MeowlsAPI

/// Who made a back-office change, as the audit log and the stock ledger name them: `staff:<id>` or `console`.
public struct AdminActor: Equatable, Sendable, CustomStringConvertible {
  public let description: String
  /// The staff member acting; nil for the console.
  let staffID: User.ID?

  /// A signed-in staff member (an admin or a manager).
  public static func staff(_ id: User.ID) -> AdminActor {
    AdminActor(description: "staff:\(id.uuidString)", staffID: id)
  }
  /// An operator running the `meowls` command.
  public static let console = AdminActor(description: "console", staffID: nil)

  /// The same actor as a stock ledger row's.
  var stock: StockActor { StockActor(description: description) }
}
