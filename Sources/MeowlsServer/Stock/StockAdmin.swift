import Foundation
import MeowlsAPI

/// Stock as an operator changes it (a stock-take, goods received), and the check that the books balance. Every
/// change goes through `StockLedger`, one transaction each.
public struct StockAdmin: Sendable {
  let clock: Clock
  let database: any Database

  public init(database: any Database, clock: Clock) {
    self.clock = clock
    self.database = database
  }

  /// A stock-take: `quantity` units of `article` at `location` (the online warehouse when nil), recorded as a
  /// `correction` of the difference.
  ///
  /// - Throws: `StockAdminError` for an unknown article or location.
  public func count(_ article: Article, at location: UUID? = nil, quantity: Int, note: String? = nil) throws {
    try change(article, at: location) { variant, location, seconds, connection in
      try StockLedger.correct(
        variant: variant, at: location, to: max(quantity, 0), actor: .console, note: note, at: seconds, in: connection)
    }
  }

  /// Goods received: `quantity` more units of `article` at `location` (the online warehouse when nil).
  public func receive(_ article: Article, at location: UUID? = nil, quantity: Int, note: String? = nil) throws {
    guard quantity > 0 else { return }
    try change(article, at: location) { variant, location, seconds, connection in
      try StockLedger.put(
        StockMovement(
          actor: .console, delta: quantity, location: location, note: note, order: nil, reason: .receipt,
          variant: variant), at: seconds, in: connection)
    }
  }

  /// The units of `article` at `location` (the online warehouse when nil).
  public func quantity(of article: Article, at location: UUID? = nil) throws -> Int {
    try database.withConnection { connection in
      let (variant, location) = try Self.resolve(article, location, connection)
      return try StockLedger.available(variant: variant, at: location, in: connection)
    }
  }

  /// Every stock counter that differs from the sum of its ledger rows, as text (empty when the books balance).
  public func discrepancies() throws -> [String] {
    try database.withConnection { connection in
      try StockLedger.discrepancies(in: connection).map { "\($0.location) \($0.variant): \($0.counter) ≠ \($0.ledger)" }
    }
  }

  private func change(
    _ article: Article, at location: UUID?, _ body: (UUID, UUID, Int64, any DatabaseConnection) throws -> Void
  ) throws {
    try database.transaction { connection in
      let (variant, location) = try Self.resolve(article, location, connection)
      try body(variant, location, EpochSeconds.from(clock.now()), connection)
    }
  }

  private static func resolve(
    _ article: Article, _ location: UUID?, _ connection: any DatabaseConnection
  ) throws -> (variant: UUID, location: UUID) {
    guard let variant = try CheckoutPlaces.variantIDs(of: [article], in: connection)[article] else {
      throw StockAdminError.unknownArticle(article.rawValue)
    }
    if let location {
      guard try connection.first("SELECT 1 FROM stock_locations WHERE id = $1", [location.sqlValue]) != nil else {
        throw StockAdminError.unknownLocation(location)
      }
      return (variant, location)
    }
    guard let warehouse = try CheckoutPlaces.warehouse(in: connection) else {
      throw StockAdminError.unknownLocation(nil)
    }
    return (variant, warehouse)
  }
}

/// Why a stock change was refused.
public enum StockAdminError: Error, Equatable {
  case unknownArticle(String)
  /// No such location (nil: the catalogue has no online warehouse).
  case unknownLocation(UUID?)
}
