/// A value bound to, or read from, a SQL statement. Engine-neutral.
public enum SQLValue: Sendable, Equatable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])
}

/// Types that can be bound as statement parameters.
public protocol SQLBindable {
  var sqlValue: SQLValue { get }
}

extension Int: SQLBindable {
  public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
  public var sqlValue: SQLValue { .integer(self) }
}

extension Double: SQLBindable {
  public var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
  public var sqlValue: SQLValue { .text(self) }
}

extension Bool: SQLBindable {
  public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
  public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}

extension SQLValue: SQLBindable {
  public var sqlValue: SQLValue { self }
}
