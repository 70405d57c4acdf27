/// What copying a whole database (`meowls export` and `meowls import`) needs from its engine beyond statements:
/// the engines name their tables, switch triggers off and number rows each in their own way, so this stays in the
/// storage layer and the copy itself knows no engine and no feature's tables.
public protocol TableCopying {
  /// The tables that hold data, sorted by name; the engine's own bookkeeping (SQLite's `sqlite_*`) left out.
  func tableNames() throws -> [String]
  /// The columns of `table`, sorted by name.
  func columnNames(of table: String) throws -> [String]
  /// Runs `body`, inside a transaction, with the triggers off (a load must not log or count itself: the counters
  /// and logs come from the file) and the foreign keys checked when `body` ends instead of row by row (a file's
  /// rows come in no parent-first order). The triggers are back and every key checked when it returns.
  func loadingRows<T>(_ body: () throws -> T) throws -> T
  /// After rows were loaded with their own keys: numbering that the engine keeps outside the tables (PostgreSQL's
  /// sequences behind `BIGSERIAL`) continues after the largest key.
  func continueNumbering() throws
}
