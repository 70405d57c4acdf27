import Foundation

/// Reads a transfer file's tables after its header and inserts their rows, each table emptied first. Every table of
/// the database must be in the file with the same columns, and the file must end with its counts.
struct TableLoader {
  let connection: any DatabaseConnection
  let reader: TransferLineReader
  private let decoder = JSONDecoder()

  init(connection: any DatabaseConnection, reader: TransferLineReader) {
    self.connection = connection
    self.reader = reader
  }

  /// Values bound per INSERT: several rows a statement, well under both engines' limits on parameters.
  static let valuesPerStatement = 900

  func loadAll() throws -> (tables: Int, rows: Int) {
    let tables = try connection.tableNames()
    let known = Set(tables)
    for table in tables { try connection.execute("DELETE FROM \(TransferOrder.quoted(table))", []) }
    var loaded: [String] = []
    var rows = 0
    while true {
      guard let line = reader.next() else { throw TransferError.truncated(line: reader.lineNumber) }
      if let end = try? decoder.decode(TransferFormat.End.self, from: Data(line)) {
        guard end.end == .init(tables: loaded.count, rows: rows) else {
          throw TransferError.malformed(
            line: reader.lineNumber,
            reason: "the file says \(end.end.tables) tables and \(end.end.rows) rows, "
              + "it holds \(loaded.count) and \(rows)")
        }
        break
      }
      let table = try decode(TransferFormat.TableHeader.self, line, what: "a table's first line or the last line")
      guard table.rows >= 0 else {
        throw TransferError.malformed(line: reader.lineNumber, reason: "a negative number of rows")
      }
      guard known.contains(table.table), !loaded.contains(table.table) else {
        throw TransferError.tablesDiffer(onlyInFile: [table.table], onlyInDatabase: [])
      }
      let columns = try connection.columnNames(of: table.table)
      guard columns == table.columns else {
        throw TransferError.columnsDiffer(table: table.table, file: table.columns, database: columns)
      }
      try load(table)
      loaded.append(table.table)
      rows += table.rows
    }
    let missing = tables.filter { !loaded.contains($0) }
    guard missing.isEmpty else { throw TransferError.tablesDiffer(onlyInFile: [], onlyInDatabase: missing) }
    return (loaded.count, rows)
  }

  private func load(_ table: TransferFormat.TableHeader) throws {
    let perStatement = max(1, Self.valuesPerStatement / max(1, table.columns.count))
    var batch: [[SQLValue]] = []
    batch.reserveCapacity(perStatement)
    for _ in 0..<table.rows {
      guard let line = reader.next() else { throw TransferError.truncated(line: reader.lineNumber) }
      let values =
        try TransferRowParser.values(of: line)
        ?? decode([TransferFormat.Value].self, line, what: "a row of \(table.table)").map(\.sql)
      guard values.count == table.columns.count else {
        throw TransferError.malformed(
          line: reader.lineNumber, reason: "\(values.count) values for \(table.columns.count) columns")
      }
      batch.append(values)
      if batch.count == perStatement {
        try insert(batch, into: table)
        batch.removeAll(keepingCapacity: true)
      }
    }
    if !batch.isEmpty { try insert(batch, into: table) }
  }

  private func insert(_ rows: [[SQLValue]], into table: TransferFormat.TableHeader) throws {
    let width = table.columns.count
    let tuples = (0..<rows.count).map { row in
      "(" + (1...width).map { "$\(row * width + $0)" }.joined(separator: ", ") + ")"
    }
    try connection.execute(
      "INSERT INTO \(TransferOrder.quoted(table.table)) (\(table.columns.map(TransferOrder.quoted).joined(separator: ", "))) "
        + "VALUES \(tuples.joined(separator: ", "))", rows.flatMap { $0 })
  }

  private func decode<T: Decodable>(_ type: T.Type, _ line: [UInt8], what: String) throws -> T {
    do {
      return try decoder.decode(type, from: Data(line))
    } catch {
      throw TransferError.malformed(line: reader.lineNumber, reason: "expected \(what)")
    }
  }
}
