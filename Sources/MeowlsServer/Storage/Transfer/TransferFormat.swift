import Foundation

/// The whole-database file of `meowls export` and `meowls import` (Docs/operations.md §Moving a shop), version 1:
/// JSON lines, UTF-8, engine-neutral.
///
///     {"format":"meowls-export","migrations":[1,2,…],"version":1}
///     {"columns":["<a>","<b>",…],"rows":<count>,"table":"<name>"}
///     [<a>,<b>,…]                                      one line per row, <count> of them
///     …                                                 every table, by name
///     {"end":{"rows":<rows>,"tables":<tables>}}
///
/// A value is `null`, an integer, a string (text), `{"real":"<shortest decimal>"}` or `{"base64":"<bytes>"}`.
/// Tables, columns and rows come in byte order of their names and encoded lines, so two databases holding the same
/// rows write the same bytes, whatever their engine.
public enum TransferFormat {
  public static let name = "meowls-export"
  /// The newest version this MEOWLS reads and the one it writes; a later version is refused.
  public static let version = 1

  /// The first line: what the file is and which migrations its database had applied.
  public struct Header: Codable, Equatable, Sendable {
    public var format: String
    public var version: Int
    public var migrations: [Int]
  }

  /// The line before a table's rows.
  struct TableHeader: Codable, Equatable {
    var table: String
    var columns: [String]
    var rows: Int
  }

  /// The last line: what a complete file holds (a cut-off file has none).
  struct End: Codable, Equatable {
    struct Counts: Codable, Equatable {
      var tables: Int
      var rows: Int
    }
    var end: Counts
  }

  /// One row as its line (without the newline).
  static func line(_ values: [SQLValue]) -> [UInt8] {
    var writer = JSONWriter(capacity: 128)
    writer.byte(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { writer.byte(UInt8(ascii: ",")) }
      switch value {
      case .null: writer.literal("null")
      case .integer(let number): writer.integer(number)
      case .text(let text): writer.string(text)
      case .real(let number):
        // NB: a string, so any double (NaN, infinities, -0) comes back bit for bit through `Double(String)`.
        writer.literal(#"{"real":"#)
        writer.string("\(number)")
        writer.byte(UInt8(ascii: "}"))
      case .blob(let bytes):
        writer.literal(#"{"base64":"#)
        writer.string(Data(bytes).base64EncodedString())
        writer.byte(UInt8(ascii: "}"))
      }
    }
    writer.byte(UInt8(ascii: "]"))
    return writer.output
  }

  /// A line of another kind than a row: JSON of `value`, keys sorted so the bytes never vary.
  static func line<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  /// A value as a row line holds it.
  struct Value: Decodable {
    var sql: SQLValue

    private enum Key: String, CodingKey {
      case real, base64
    }

    init(from decoder: any Decoder) throws {
      if let single = try? decoder.singleValueContainer() {
        if single.decodeNil() {
          sql = .null
          return
        }
        if let number = try? single.decode(Int64.self) {
          sql = .integer(number)
          return
        }
        if let text = try? single.decode(String.self) {
          sql = .text(text)
          return
        }
      }
      let tagged = try decoder.container(keyedBy: Key.self)
      if let text = try tagged.decodeIfPresent(String.self, forKey: .real), let number = Double(text) {
        sql = .real(number)
      } else if let text = try tagged.decodeIfPresent(String.self, forKey: .base64),
        let bytes = Data(base64Encoded: text)
      {
        sql = .blob(Array(bytes))
      } else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "not a value of the export format"))
      }
    }
  }
}
