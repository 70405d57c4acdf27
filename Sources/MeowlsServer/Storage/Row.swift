/// One result row: values by position, with typed accessors that throw instead of trapping.
public struct Row: Sendable, Equatable {
  public let columns: [String]
  public let values: [SQLValue]

  public init(columns: [String], values: [SQLValue]) {
    self.columns = columns
    self.values = values
  }

  public subscript(_ index: Int) -> SQLValue {
    values.indices.contains(index) ? values[index] : .null
  }

  public subscript(_ name: String) -> SQLValue {
    columns.firstIndex(of: name).map { values[$0] } ?? .null
  }

  public func int(_ column: Int) throws -> Int {
    guard case .integer(let value) = self[column] else {
      throw RowError.type(column: describe(column), expected: "integer")
    }
    return Int(value)
  }

  public func optionalInt(_ column: Int) throws -> Int? {
    if case .null = self[column] { return nil }
    return try int(column)
  }

  public func double(_ column: Int) throws -> Double {
    switch self[column] {
    case .real(let value): return value
    case .integer(let value): return Double(value)
    default: throw RowError.type(column: describe(column), expected: "real")
    }
  }

  public func string(_ column: Int) throws -> String {
    guard case .text(let value) = self[column] else { throw RowError.type(column: describe(column), expected: "text") }
    return value
  }

  public func optionalString(_ column: Int) throws -> String? {
    if case .null = self[column] { return nil }
    return try string(column)
  }

  public func bytes(_ column: Int) throws -> [UInt8] {
    guard case .blob(let value) = self[column] else { throw RowError.type(column: describe(column), expected: "blob") }
    return value
  }

  public func bool(_ column: Int) throws -> Bool {
    try int(column) != 0
  }

  private func describe(_ column: Int) -> String {
    columns.indices.contains(column) ? columns[column] : "#\(column)"
  }
}

/// A row could not be read as the type the code expected (a schema and code mismatch, never a client error).
public enum RowError: Error, Equatable {
  case type(column: String, expected: String)
}

/// A type built from one row; storage code declares how, feature code only asks for `[T]`.
public protocol RowDecodable {
  init(row: Row) throws
}
