import Foundation

/// Why stock changed: the `reason` of a ledger row (`decisions.md`: sale, order, cancel, return, receipt of goods,
/// count correction; plus the opening balance a location starts with).
enum StockReason: String, CaseIterable, Sendable {
  /// An order returned its units (cancelled before hand-over).
  case cancel
  /// A stock-take found another quantity.
  case correction
  /// The quantity a location started with when the ledger began.
  case opening
  /// A customer order took the units.
  case order
  /// Goods arrived at the location.
  case receipt
  /// A customer brought sold units back.
  case `return`
  /// A sale at the counter (POS).
  case sale
}

/// Who changed stock: the `actor` of a ledger row, as text (`user:<id>`, `staff:<id>`, `job:<name>`, `seed`…).
struct StockActor: Equatable, Sendable, CustomStringConvertible {
  let description: String

  static func user(_ id: UUID) -> StockActor { StockActor(description: "user:\(id.uuidString)") }
  static func staff(_ id: UUID) -> StockActor { StockActor(description: "staff:\(id.uuidString)") }
  static func job(_ name: String) -> StockActor { StockActor(description: "job:\(name)") }
  /// The catalogue seeder (opening balances of a new shop).
  static let seed = StockActor(description: "seed")
  /// An operator at the command line (or a test standing in for one).
  static let console = StockActor(description: "console")
}

/// One change of one variant's stock at one location: a ledger row before it is written.
struct StockMovement: Equatable, Sendable {
  var actor: StockActor
  /// Units added (positive) or taken (negative); never 0.
  var delta: Int
  var location: UUID
  var note: String?
  var order: UUID?
  var reason: StockReason
  var variant: UUID
}
