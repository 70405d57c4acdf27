import CSQLite

/// A prepared statement with its parameter map and column names, kept across uses.
final class PreparedStatement {
  let handle: OpaquePointer
  let columnNames: [String]
  /// For bind value `i` (the `$i+1` placeholder), the SQLite parameter index.
  private let parameterIndex: [Int32]

  init(handle: OpaquePointer) {
    self.handle = handle
    columnNames = (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }
    let count = sqlite3_bind_parameter_count(handle)
    var map = [Int32](repeating: 0, count: Int(count))
    for index in 0..<count {
      // NB: SQLite numbers `$n` placeholders in order of first appearance, not by n; map n to its index.
      if let name = sqlite3_bind_parameter_name(handle, index + 1), name.pointee == 0x24,
        let number = Int(String(cString: name + 1)), number >= 1, number <= count
      {
        map[number - 1] = index + 1
      } else {
        map[Int(index)] = index + 1
      }
    }
    parameterIndex = map
  }

  func bind(_ values: [SQLValue], connection: SQLiteConnection, sql: String) throws {
    guard values.count == parameterIndex.count else {
      throw DatabaseError.statement(
        sql: sql, message: "expected \(parameterIndex.count) parameters, got \(values.count)")
    }
    for (offset, value) in values.enumerated() {
      let index = parameterIndex[offset]
      let status: Int32
      switch value {
      case .null: status = sqlite3_bind_null(handle, index)
      case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
      case .real(let number): status = sqlite3_bind_double(handle, index, number)
      case .text(let text): status = sqlite3_bind_text(handle, index, text, -1, sqliteTransient)
      case .blob(let bytes):
        status = bytes.withUnsafeBytes {
          sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), sqliteTransient)
        }
      }
      guard status == SQLITE_OK else { throw connection.error(status, sql: sql) }
    }
  }

  func currentValues() -> [SQLValue] {
    (0..<Int32(columnNames.count)).map { column in
      switch sqlite3_column_type(handle, column) {
      case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
      case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, column))
      case SQLITE_TEXT:
        let count = Int(sqlite3_column_bytes(handle, column))
        guard let text = sqlite3_column_text(handle, column) else { return .text("") }
        return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
      case SQLITE_BLOB:
        let count = Int(sqlite3_column_bytes(handle, column))
        guard let blob = sqlite3_column_blob(handle, column) else { return .blob([]) }
        return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
      default: return .null
      }
    }
  }

  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }
}

/// SQLITE_TRANSIENT: SQLite copies the bound bytes before the call returns.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
