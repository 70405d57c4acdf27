import Foundation
import MeowlsAPI

/// What every change of a city or shop does in its own transaction besides its rows: the audit row, and the
/// catalogue revision, so that every server drops what it cached of the places before the change.
///
/// NB: the cities and pick-up points are read from the database on each request, but the listed stock
/// (`availability_info`) is the first open warehouse's: a change of a warehouse leaves the change log without a row
/// for its step, so the servers rebuild their indexes whole; any other change logs an empty step, which only drops
/// the cached pages (`CatalogueChange`).
struct PlacesChange {
  let actor: AdminActor?
  let change: CatalogueChange.ProductChange
  let seconds: Int64

  /// Begins the change: the revision's bump is the transaction's first write.
  static func begin(
    by actor: AdminActor?, at seconds: Int64, _ connection: any DatabaseConnection
  ) throws -> PlacesChange {
    PlacesChange(actor: actor, change: try .begin(connection), seconds: seconds)
  }

  /// Writes the audit row (none without an actor) and ends the change; `rebuild` when stock listings move.
  func end(
    _ action: String, _ subjectType: String, _ subjectID: String, before: (any Encodable)?, after: any Encodable,
    rebuild: Bool = false, _ connection: any DatabaseConnection
  ) throws {
    if let actor {
      let row = AuditLog.Change(
        action: action, after: after, before: before, subjectID: subjectID, subjectType: subjectType)
      try AuditLog.record(row, by: actor, at: seconds, in: connection)
    }
    if !rebuild { try change.log([], connection) }
  }
}
