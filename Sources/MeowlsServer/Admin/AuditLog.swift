import Foundation
import MeowlsAPI

/// The back office's audit log (`admin_audit_log`): one row per change, written in the change's own transaction, so
/// a change and its row are never apart.
enum AuditLog {
  /// What one change wrote: the action and its subject, with the thing before (nil: created) and after.
  struct Change {
    var action: String
    var after: (any Encodable)?
    var before: (any Encodable)?
    var subjectID: String
    var subjectType: String
  }

  /// Appends the row of `change` by `actor` at `seconds`.
  static func record(
    _ change: Change, by actor: AdminActor, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO admin_audit_log (recorded_at, actor, action, subject_type, subject_id, before_json, after_json)
      VALUES ($1, $2, $3, $4, $5, $6, $7)
      """,
      [
        seconds.sqlValue, actor.description.sqlValue, change.action.sqlValue, change.subjectType.sqlValue,
        change.subjectID.sqlValue, try change.before.map { try json($0) }.sqlValue,
        try change.after.map { try json($0) }.sqlValue,
      ])
  }

  /// A page of rows, newest first, narrowed by the query's filters.
  static func page(_ query: AuditQuery, in connection: any DatabaseConnection) throws -> Page<AuditEntry> {
    var conditions: [String] = []
    var binds: [SQLValue] = []
    for (column, value) in [("action", query.action), ("actor", query.actor), ("subject_id", query.subjectID)] {
      guard let value else { continue }
      binds.append(value.sqlValue)
      conditions.append("\(column) = $\(binds.count)")
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let total = try connection.first("SELECT COUNT(*) FROM admin_audit_log \(filter)", binds)?.int(0) ?? 0
    let window = binds + [query.page.limit.sqlValue, query.page.offset.sqlValue]
    let decoder = JSONDecoder()
    let entries = try connection.query(
      """
      SELECT id, recorded_at, actor, action, subject_type, subject_id, before_json, after_json
      FROM admin_audit_log \(filter) ORDER BY id DESC LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)
      """, window
    ).map { row in
      AuditEntry(
        action: try row.string(3), actor: try row.string(2),
        after: try row.optionalString(7).map { try decoder.decode(AuditJSON.self, from: Data($0.utf8)) },
        before: try row.optionalString(6).map { try decoder.decode(AuditJSON.self, from: Data($0.utf8)) },
        id: try row.int(0), recordedAt: EpochSeconds.date(try row.int(1)), subjectID: try row.string(5),
        subjectType: try row.string(4))
    }
    return Page(paginationInfo: query.page.info(total: total), results: entries)
  }

  /// The wire JSON of a value, keys sorted, as the answers write it.
  private static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder.meowls
    encoder.outputFormatting.insert(.sortedKeys)
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
