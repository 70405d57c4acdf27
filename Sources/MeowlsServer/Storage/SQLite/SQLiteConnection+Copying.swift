/// Whole-database copies on SQLite: the tables from `sqlite_master`, triggers dropped and created again around a
/// load (SQLite cannot switch them off; its DDL is transactional, so a failed load brings them back by rolling
/// back), and foreign keys deferred to the end of the load.
extension SQLiteConnection {
  func tableNames() throws -> [String] {
    try query(#"SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\_%' ESCAPE '\'"#)
      .map { try $0.string(0) }.sorted(by: TransferOrder.precedes)
  }

  func columnNames(of table: String) throws -> [String] {
    try query("SELECT name FROM pragma_table_info($1)", [.text(table)]).map { try $0.string(0) }
      .sorted(by: TransferOrder.precedes)
  }

  func loadingRows<T>(_ body: () throws -> T) throws -> T {
    // NB: deferred until COMMIT (SQLite resets the pragma there); `foreign_key_check` below names a broken key
    // before that, with its table.
    try execute("PRAGMA defer_foreign_keys = ON", [])
    let triggers = try query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").map {
      (name: try $0.string(0), sql: try $0.string(1))
    }
    for trigger in triggers { try executeScript("DROP TRIGGER \(TransferOrder.quoted(trigger.name))") }
    let result = try body()
    if let broken = try first("PRAGMA foreign_key_check") {
      throw DatabaseError.constraint(
        message:
          "a row of \((try? broken.string(0)) ?? "?") refers to a missing row of \((try? broken.string(2)) ?? "?")")
    }
    for trigger in triggers { try executeScript(trigger.sql) }
    return result
  }

  /// Nothing to do: a rowid continues after the largest, and `AUTOINCREMENT`'s counter follows the rows inserted.
  func continueNumbering() throws {}
}
