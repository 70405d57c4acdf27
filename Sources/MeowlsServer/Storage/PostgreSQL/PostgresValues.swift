import CLibPQ

/// How `SQLValue`s travel to PostgreSQL and back: parameters in text format (blobs in binary), results in text
/// format read by their column's type, so a row holds what SQLite's would.
enum PostgresValues {
  /// Runs `body` with libpq's parameter arrays (values, lengths, formats) for `binds`, valid during the call.
  static func withParameters<R>(
    _ binds: [SQLValue],
    _ body: (UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?) -> R
  ) -> R {
    var buffers: [UnsafeMutablePointer<CChar>?] = []
    var lengths: [Int32] = []
    var formats: [Int32] = []
    buffers.reserveCapacity(binds.count)
    defer { for buffer in buffers { buffer?.deallocate() } }
    for value in binds {
      switch value {
      case .null:
        buffers.append(nil)
        lengths.append(0)
        formats.append(0)
      case .blob(let bytes):
        // NB: binary format, so bytes go as they are instead of as bytea's escaped text.
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, bytes.count))
        for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        buffers.append(buffer)
        lengths.append(Int32(bytes.count))
        formats.append(1)
      case .integer, .real, .text:
        let utf8 = Array(text(value).utf8)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
        for (offset, byte) in utf8.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
        buffer[utf8.count] = 0
        buffers.append(buffer)
        lengths.append(Int32(utf8.count))
        formats.append(0)
      }
    }
    let values = buffers.map { $0.map { UnsafePointer($0) } }
    return values.withUnsafeBufferPointer { values in
      lengths.withUnsafeBufferPointer { lengths in
        formats.withUnsafeBufferPointer { formats in
          body(values.baseAddress, lengths.baseAddress, formats.baseAddress)
        }
      }
    }
  }

  static let textType: Oid = 25
  static let byteaType: Oid = 17

  /// The parameter type to declare for `value` when PostgreSQL cannot infer one from the statement (`SELECT $1`).
  static func type(of value: SQLValue) -> Oid {
    switch value {
    case .integer: 20
    case .real: 701
    case .blob: byteaType
    case .null, .text: textType
    }
  }

  private static func text(_ value: SQLValue) -> String {
    switch value {
    case .integer(let number): return String(number)
    case .real(let number):
      if number.isNaN { return "NaN" }
      if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
      return "\(number)"
    case .text(let text): return text
    case .null, .blob: return ""
    }
  }

  /// How a result column's text is read, from its type's OID.
  enum Column {
    case integer, real, numeric, boolean, bytes, text

    init(type: Oid) {
      switch type {
      case 20, 21, 23, 26: self = .integer
      case 700, 701: self = .real
      case 1700: self = .numeric
      case 16: self = .boolean
      case 17: self = .bytes
      default: self = .text
      }
    }

    func value(_ text: UnsafeBufferPointer<UInt8>) -> SQLValue {
      switch self {
      case .integer: return Int64(String(decoding: text, as: UTF8.self)).map(SQLValue.integer) ?? .null
      case .real: return Double(String(decoding: text, as: UTF8.self)).map(SQLValue.real) ?? .null
      case .numeric:
        // NB: SUM of integers is numeric in PostgreSQL and an integer in SQLite; a whole number stays one.
        let string = String(decoding: text, as: UTF8.self)
        if let integer = Int64(string) { return .integer(integer) }
        return Double(string).map(SQLValue.real) ?? .text(string)
      case .boolean: return .integer(text.first == UInt8(ascii: "t") ? 1 : 0)
      case .bytes: return .blob(Self.bytes(fromHex: text))
      case .text: return .text(String(decoding: text, as: UTF8.self))
      }
    }

    /// bytea's text output: `\x` and two hex digits a byte.
    private static func bytes(fromHex text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
      guard text.count >= 2 else { return [] }
      var bytes: [UInt8] = []
      bytes.reserveCapacity((text.count - 2) / 2)
      var index = 2
      while index + 1 < text.count {
        bytes.append(nibble(text[index]) << 4 | nibble(text[index + 1]))
        index += 2
      }
      return bytes
    }

    private static func nibble(_ digit: UInt8) -> UInt8 {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
      default: 0
      }
    }
  }

  /// The values of row `row` of `result`, read as `columns` say.
  static func row(_ row: Int32, of result: OpaquePointer, columns: [Column]) -> [SQLValue] {
    columns.indices.map { index in
      let column = Int32(index)
      if PQgetisnull(result, row, column) != 0 { return .null }
      let length = Int(PQgetlength(result, row, column))
      guard let start = PQgetvalue(result, row, column) else { return .null }
      return start.withMemoryRebound(to: UInt8.self, capacity: length) {
        columns[index].value(UnsafeBufferPointer(start: $0, count: length))
      }
    }
  }
}
