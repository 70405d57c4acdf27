import Foundation
import MeowlsAPI

/// One signed-in device. Login and registration start one, refresh replaces it, logout ends it, deleting the account
/// ends them all. A user may hold several at once (`decisions.md`).
public struct Session: Equatable, Sendable, RowDecodable {
  /// A session's id (never the token, which is stored only as a hash).
  public typealias ID = Identifier<Session>

  /// The token stops working at this time…
  public var expiresAt: Date
  public var id: ID
  public var issuedAt: Date
  /// …but `refresh_token` accepts it until this time (30 days after issue).
  public var refreshableUntil: Date
  public var userID: User.ID

  /// The columns `init(row:)` expects, in order.
  static let columns = "id, user_id, issued_at, expires_at, refreshable_until"

  public init(row: Row) throws {
    guard let id = ID(storedText: try row.string(0)), let userID = User.ID(storedText: try row.string(1)) else {
      throw RowError.type(column: "id", expected: "UUID")
    }
    self.id = id
    self.userID = userID
    issuedAt = EpochSeconds.date(try row.int(2))
    expiresAt = EpochSeconds.date(try row.int(3))
    refreshableUntil = EpochSeconds.date(try row.int(4))
  }
}
