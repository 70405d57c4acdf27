import MeowlsAPI

/// A `DailyReport` as one CSV table (`\r\n` line ends) for spreadsheets, in Russian Excel's form (UTF-8 with a BOM,
/// `;` between fields, `,` decimals: opened with a double click, amounts are numbers) or plain RFC 4180:
/// `section,key,name,count,grams,amount,refunds,net`, with a row per summary figure, tender (its amount the sales;
/// then a `tender_orders` row with what it took for click-and-collect orders; its net both less refunds), cashier
/// and product.
enum DailyReportCSV {
  static let header = ["section", "key", "name", "count", "grams", "amount", "refunds", "net"]

  static func render(_ report: DailyReport, format: DailyCSVFormat = .rfc4180) -> String {
    var rows = [header]
    rows.append(["shop", report.shop.id.uuidString, report.shop.name, "", "", "", "", ""])
    rows.append(["date", report.date.string, "", "", "", "", "", ""])
    rows.append(["summary", "sales", "", String(report.sales.count), "", "\(report.sales.total)", "", ""])
    rows.append(["summary", "returns", "", String(report.returns.count), "", "", "\(report.returns.total)", ""])
    rows.append(["summary", "discounts", "", "", "", "\(report.discounts)", "", ""])
    rows.append(["summary", "net", "", "", "", "", "", "\(report.net)"])
    for tender in report.tenders {
      rows.append([
        "tender", tender.tender.rawValue, "", "", "", "\(tender.sales)", "\(tender.refunds)", "\(tender.net)",
      ])
      rows.append(["tender_orders", tender.tender.rawValue, "", "", "", "\(tender.ordersCollected)", "", ""])
    }
    for cashier in report.cashiers {
      rows.append([
        "cashier", cashier.staffID.uuidString, cashier.name ?? "", String(cashier.sales.count), "",
        "\(cashier.sales.total)", "\(cashier.returns.total)", "\(cashier.sales.total - cashier.returns.total)",
      ])
    }
    for product in report.topProducts {
      rows.append([
        "product", product.article.rawValue, product.name, String(product.count), String(product.grams),
        "\(product.revenue)", "", "",
      ])
    }
    let excel = format == .excel
    let separator: Character = excel ? ";" : ","
    let amountColumns = 5...7
    let lines = rows.map { row in
      row.enumerated().map { column, text in
        // NB: only the amount columns get decimal commas; names and ids are left as they are.
        field(
          excel && amountColumns.contains(column) ? text.replacingOccurrences(of: ".", with: ",") : text,
          separator: separator)
      }.joined(separator: String(separator))
    }
    return (excel ? "\u{FEFF}" : "") + lines.joined(separator: "\r\n") + "\r\n"
  }

  /// A field, quoted when it holds the separator, a quote or a line break (quotes doubled).
  ///
  /// NB: looked for by Unicode scalars: as characters, CR LF is neither CR nor LF, and a separator or a quote
  /// followed by a combining mark is one character with it.
  static func field(_ text: String, separator: Character = ",") -> String {
    let separator = separator.unicodeScalars.first ?? ","
    guard text.unicodeScalars.contains(where: { $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r" })
    else { return text }
    return "\"" + text.doublingQuotes + "\""
  }
}
