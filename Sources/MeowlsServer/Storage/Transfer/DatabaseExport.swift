/// `meowls export`: every row of every table of a database into one transfer file (`TransferFormat`).
public enum DatabaseExport {
  public struct Summary: Equatable, Sendable {
    public var tables: Int
    public var rows: Int
    /// The highest schema version of the database.
    public var schemaVersion: Int
  }

  /// Writes `database` to a new file at `path`.
  ///
  /// NB: inside a writing transaction, which both engines give one writer at a time: every table is read from the
  /// same state of the shop while purchases wait (reads go on), and no engine's isolation level needs to be asked.
  public static func write(_ database: any Database, to path: String) throws -> Summary {
    let writer = try TransferLineWriter(path: path)
    let summary = try database.transaction { connection in
      let tables = try connection.tableNames()
      let migrations = try connection.query("SELECT version FROM schema_migrations").map { try $0.int(0) }.sorted()
      try writer.write(
        TransferFormat.line(
          TransferFormat.Header(format: TransferFormat.name, version: TransferFormat.version, migrations: migrations)))
      var rows = 0
      for table in tables {
        let columns = try connection.columnNames(of: table)
        var lines: [[UInt8]] = []
        try connection.forEachRow(
          "SELECT \(columns.map(TransferOrder.quoted).joined(separator: ", ")) FROM \(TransferOrder.quoted(table))", []
        ) { lines.append(TransferFormat.line($0.values)) }
        lines.sort(by: TransferOrder.precedes)
        try writer.write(
          TransferFormat.line(TransferFormat.TableHeader(table: table, columns: columns, rows: lines.count)))
        for line in lines { try writer.write(line) }
        rows += lines.count
      }
      try writer.write(TransferFormat.line(TransferFormat.End(end: .init(tables: tables.count, rows: rows))))
      return Summary(tables: tables.count, rows: rows, schemaVersion: migrations.last ?? 0)
    }
    try writer.finish()
    return summary
  }
}
