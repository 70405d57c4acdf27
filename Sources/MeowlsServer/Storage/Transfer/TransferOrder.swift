/// The one order of names and rows in a whole-database copy: by UTF-8 bytes, as neither engine's collation is
/// asked (a PostgreSQL database may sort by its locale), so both engines write the same file.
enum TransferOrder {
  static func precedes(_ left: String, _ right: String) -> Bool {
    left.utf8.lexicographicallyPrecedes(right.utf8)
  }

  static func precedes(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    left.lexicographicallyPrecedes(right)
  }

  /// `name` as an SQL identifier both engines read (catalogue names, never user input).
  static func quoted(_ name: String) -> String {
    "\"" + name.doublingQuotes + "\""
  }
}
