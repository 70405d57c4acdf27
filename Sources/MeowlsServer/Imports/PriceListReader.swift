import Foundation

/// A CSV price and stock list as accounting systems export it: UTF-8 or Windows-1251 (told apart by whether the
/// bytes are valid UTF-8), `;`, `,` or tab separated (the separator the header line uses most, outside quotes),
/// fields in double quotes where they hold the separator (`""` inside is a quote), a header row naming the columns.
struct PriceListReader {
  /// The columns MEOWLS reads, by the names a header may give them (lower case, `ё` as `е`).
  enum Column: String, CaseIterable {
    case article, barcode, price, oldPrice, stock

    static let names: [String: Column] = [
      "артикул": .article, "article": .article, "sku": .article, "vendorcode": .article, "vendor_code": .article,
      "штрихкод": .barcode, "штрих-код": .barcode, "штрих код": .barcode, "barcode": .barcode, "ean": .barcode,
      "ean13": .barcode, "ean-13": .barcode,
      "цена": .price, "розничная цена": .price, "цена продажи": .price, "price": .price,
      "старая цена": .oldPrice, "цена до скидки": .oldPrice, "old_price": .oldPrice, "old price": .oldPrice,
      "oldprice": .oldPrice,
      "остаток": .stock, "остатки": .stock, "количество": .stock, "кол-во": .stock, "stock": .stock,
      "quantity": .stock, "qty": .stock, "count": .stock,
    ]
  }

  /// One data row: its line and its cells by column.
  struct Row {
    var line: Int
    var cells: [Column: String]
  }

  /// The header's spelling of each column read, for messages (`line 17, field Цена: …`).
  var headers: [Column: String] = [:]
  var rows: [Row] = []
  var encoding = "UTF-8"
  var separator: Character = ";"

  static let maximumRows = 1_000_000

  init(_ data: Data) throws(ImportError) {
    let (text, encoding) = CP1251.text(of: [UInt8](data))
    self.encoding = encoding
    separator = Self.separator(of: text)
    let split = Self.records(text, separator: separator)
    guard let header = split.first(where: { !$0.1.allSatisfy(\.isEmpty) })?.1 else {
      throw .unreadable("The file is empty.")
    }
    var columns: [Int: Column] = [:]
    for (index, name) in header.enumerated() {
      let key = name.lowercased().replacingOccurrences(of: "ё", with: "е").split(separator: " ").joined(separator: " ")
      guard let column = Column.names[key], headers[column] == nil else { continue }
      columns[index] = column
      headers[column] = name
    }
    guard headers[.article] != nil || headers[.barcode] != nil else {
      throw .unreadable("The header row names no article (артикул) or barcode (штрихкод) column.")
    }
    guard headers[.price] != nil || headers[.oldPrice] != nil || headers[.stock] != nil else {
      throw .unreadable("The header row names no price (цена), old price (старая цена) or stock (остаток) column.")
    }
    var seenHeader = false
    for (line, cells) in split {
      if cells.allSatisfy(\.isEmpty) { continue }
      if !seenHeader {
        seenHeader = true
        continue
      }
      guard rows.count < Self.maximumRows else { throw .unreadable("The file has more than 1000000 rows.") }
      var row = Row(line: line, cells: [:])
      for (index, column) in columns where index < cells.count { row.cells[column] = cells[index] }
      rows.append(row)
    }
  }

  /// `;`, `,` or a tab: whichever the first line holds most of outside quotes (`;` on a tie, as Russian Excel writes).
  private static func separator(of text: String) -> Character {
    var counts: [Unicode.Scalar: Int] = [";": 0, ",": 0, "\t": 0]
    var quoted = false
    for scalar in text.unicodeScalars {
      if scalar == "\"" { quoted.toggle() }
      if !quoted, isLineBreak(scalar) { break }
      if !quoted, counts[scalar] != nil { counts[scalar, default: 0] += 1 }
    }
    let best = counts.max { left, right in
      left.value != right.value ? left.value < right.value : left.key != ";"
    }
    return best.map { $0.value > 0 ? Character($0.key) : ";" } ?? ";"
  }

  /// What `Character.isNewline` counts as a line break, one scalar at a time (CR LF is two, read as one break).
  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}": true
    default: false
    }
  }

  /// The records of `text` with the line each starts on, cells trimmed; quoted cells may hold separators, quotes
  /// (doubled) and line breaks.
  ///
  /// NB: read by Unicode scalars, not by characters: a quote or a separator followed by a combining mark is one
  /// character with it, so a quoted cell starting with such a mark was read as unquoted (found by `FuzzPriceList`).
  static func records(_ text: String, separator: Character = ";") -> [(Int, [String])] {
    let separator = separator.unicodeScalars.first ?? ";"
    var records: [(Int, [String])] = []
    var cells: [String] = []
    var cell = String.UnicodeScalarView()
    var quoted = false
    var line = 1
    var start = 1
    var previous: Unicode.Scalar?
    func endCell() {
      cells.append(String(cell).trimmingCharacters(in: .whitespaces))
      cell = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      // NB: the LF of a CR LF: the CR already counted the line (and ended the record outside quotes).
      let secondHalf = scalar == "\n" && previous == "\r"
      if quoted {
        if scalar == "\"" {
          quoted = false
        } else {
          if isLineBreak(scalar) && !secondHalf { line += 1 }
          cell.append(scalar)
        }
      } else if scalar == "\"" {
        if previous == "\"" { cell.append("\"") }
        quoted = true
      } else if scalar == separator {
        endCell()
      } else if isLineBreak(scalar) {
        if !secondHalf {
          endCell()
          records.append((start, cells))
          cells = []
          line += 1
          start = line
        }
      } else {
        cell.append(scalar)
      }
      previous = scalar
    }
    if !cell.isEmpty || !cells.isEmpty {
      endCell()
      records.append((start, cells))
    }
    return records
  }
}
