#if canImport(Glibc)
  import Glibc
#endif

/// The one order of names and rows in a whole-database copy: by UTF-8 bytes, as neither engine's collation is
/// asked (a PostgreSQL database may sort by its locale), so both engines write the same file.
enum TransferOrder {
  static func precedes(_ left: String, _ right: String) -> Bool {
    left.utf8.lexicographicallyPrecedes(right.utf8)
  }

  /// NB: `memcmp` rather than `lexicographicallyPrecedes`, which a debug build runs element by element through
  /// generic code: sorting an export's lines that way was 3% of a debug test run.
  static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    left.withUnsafeBufferPointer { left in
      right.withUnsafeBufferPointer { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order != 0 ? order < 0 : left.count < right.count
      }
    }
  }

  /// `name` as an SQL identifier both engines read (catalogue names, never user input).
  static func quoted(_ name: String) -> String {
    "\"" + name.doublingQuotes + "\""
  }
}
