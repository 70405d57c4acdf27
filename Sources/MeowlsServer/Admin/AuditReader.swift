import MeowlsAPI

/// Reads the back office's audit log for `GET /admin/audit` and `meowls audit list`.
public struct AuditReader: Sendable {
  let database: any Database

  public init(database: any Database) {
    self.database = database
  }

  /// A page of the log, newest first.
  public func page(_ query: AuditQuery) throws -> Page<AuditEntry> {
    try database.withConnection { try AuditLog.page(query, in: $0) }
  }
}
