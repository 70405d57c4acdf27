import Foundation
import MeowlsAPI

extension CatalogueImport {
  /// Imports a CSV price and stock list (`PriceListReader`): each row names a variant by article (else barcode) and
  /// sets its price, old price (`0` removes it; an empty cell leaves a value as it is) and stock at the import's
  /// location. The report of what changed, or would on a dry run.
  public func importPrices(_ data: Data, _ options: Options, by actor: AdminActor) throws -> ImportReport {
    guard data.count <= Self.maximumFileBytes else { throw ImportError.unreadable("The file is larger than 64 MB.") }
    let list = try PriceListReader(data)
    if case .shop = options.reach, list.headers[.price] != nil || list.headers[.oldPrice] != nil {
      throw ImportError.pricesNeedAdmin
    }
    return try database.bulkTransaction { connection in
      var report = ImportReport(dryRun: options.dryRun)
      let location = try AdminStock.location(options.location, reach: options.reach, connection)
      let plan = try PriceListPlan(list, location: location, connection, report: &report)
      guard !options.dryRun, !plan.prices.isEmpty || !plan.stock.isEmpty else { return report }
      let seconds = EpochSeconds.from(clock.now())
      for price in plan.prices {
        let original = price.oldPrice?.kopecks ?? price.price.kopecks
        let discount: SQLValue =
          original > price.price.kopecks
          ? .real((Double(original - price.price.kopecks) * 100 / Double(original)).rounded()) : .null
        try connection.execute(
          """
          INSERT INTO variant_prices (variant_id, original_kopecks, price_kopecks, discount_percent)
          VALUES ($1, $2, $3, $4)
          ON CONFLICT (variant_id) DO UPDATE SET original_kopecks = excluded.original_kopecks,
            price_kopecks = excluded.price_kopecks, discount_percent = excluded.discount_percent
          """, [price.variant.sqlValue, original.sqlValue, price.price.kopecks.sqlValue, discount])
      }
      for stock in plan.stock {
        try StockLedger.correct(
          variant: stock.variant, at: location, to: stock.quantity, actor: actor.stock, note: "price list import",
          at: seconds, in: connection)
      }
      if !plan.prices.isEmpty { try CatalogueChange.bumpStructure(connection) }
      report.applied = true
      try AuditLog.record(
        AuditLog.Change(
          action: "catalog.prices", after: report, before: nil, subjectID: "prices", subjectType: "import"),
        by: actor, at: seconds, in: connection)
      return report
    }
  }
}

/// The changes of a price list, checked against the stored variants before anything is written.
struct PriceListPlan {
  struct PriceWrite {
    var oldPrice: Money?
    var price: Money
    var variant: UUID
  }

  struct StockWrite {
    var quantity: Int
    var variant: UUID
  }

  private(set) var prices: [PriceWrite] = []
  private(set) var stock: [StockWrite] = []

  private struct Stored {
    var article: String
    var oldPrice: Money?
    var price: Money?
  }

  init(
    _ list: PriceListReader, location: UUID, _ connection: any DatabaseConnection, report: inout ImportReport
  ) throws {
    var byArticle: [String: UUID] = [:]
    var byBarcode: [String: UUID] = [:]
    var stored: [UUID: Stored] = [:]
    try connection.forEachRow(
      """
      SELECT v.id, v.article, v.barcode, vp.price_kopecks, vp.original_kopecks
      FROM product_variants v LEFT JOIN variant_prices vp ON vp.variant_id = v.id
      """, []
    ) { row in
      let id = try CatalogStorage.uuid(row, 0)
      let article = try row.string(1)
      byArticle[article] = id
      if let barcode = try row.optionalString(2) { byBarcode[barcode] = id }
      let price = try row.optionalInt(3).map { Money(kopecks: Int64($0)) }
      let original = try row.optionalInt(4).map { Money(kopecks: Int64($0)) }
      stored[id] = Stored(
        article: article, oldPrice: original.flatMap { old in price.flatMap { old > $0 ? old : nil } }, price: price)
    }
    var levels: [UUID: Int] = [:]
    try connection.forEachRow(
      "SELECT variant_id, quantity FROM stock_levels WHERE location_id = $1", [location.sqlValue]
    ) { levels[try CatalogStorage.uuid($0, 0)] = try $0.int(1) }
    var problems = ImportProblems()
    var lines: [UUID: Int] = [:]
    let name = { (column: PriceListReader.Column) in list.headers[column] ?? column.rawValue }
    for row in list.rows {
      let article = row.cells[.article] ?? ""
      let barcode = row.cells[.barcode] ?? ""
      let variant: UUID
      if !article.isEmpty {
        guard let found = byArticle[article] else {
          problems.add(
            line: row.line, field: name(.article), "no variant has the article \(ImportNumbers.quoted(article))")
          continue
        }
        variant = found
      } else if !barcode.isEmpty {
        guard let found = byBarcode[barcode] else {
          problems.add(
            line: row.line, field: name(.barcode), "no variant has the barcode \(ImportNumbers.quoted(barcode))")
          continue
        }
        variant = found
      } else {
        problems.add(line: row.line, field: name(.article), "the row names no article or barcode")
        continue
      }
      if let line = lines[variant] {
        problems.add(line: row.line, field: name(.article), "the variant is line \(line)'s too")
        continue
      }
      lines[variant] = row.line
      let before = stored[variant] ?? Stored(article: article)
      let subject = "variant \(before.article)"
      var price = before.price
      if let text = row.cells[.price], !text.isEmpty {
        if let value = ImportNumbers.price(text) {
          price = value
        } else {
          problems.add(line: row.line, field: name(.price), ImportNumbers.priceProblem(text))
        }
      }
      var oldPrice = before.oldPrice
      if let text = row.cells[.oldPrice], !text.isEmpty {
        if ImportNumbers.quantity(text) == 0 {
          oldPrice = nil
        } else if let value = ImportNumbers.price(text) {
          oldPrice = value
        } else {
          problems.add(line: row.line, field: name(.oldPrice), ImportNumbers.priceProblem(text))
        }
      }
      if let old = oldPrice, let price, old <= price, row.cells[.oldPrice]?.isEmpty == false {
        problems.add(
          line: row.line, field: name(.oldPrice), "the old price \(ImportMoney.text(old)) is not above the price")
      } else if let old = oldPrice, let price, old <= price {
        oldPrice = nil
      }
      if let price, price != before.price || oldPrice != before.oldPrice {
        prices.append(PriceWrite(oldPrice: oldPrice, price: price, variant: variant))
        report.prices.updated += 1
        report.variants.updated += 1
        report.note(
          ImportChange(
            line: row.line, subject: subject,
            change: "price \(before.price.map(ImportMoney.text) ?? "none") → \(ImportMoney.text(price))"
              + (oldPrice.map { " (was \(ImportMoney.text($0)))" } ?? "")))
      } else if list.headers[.price] != nil || list.headers[.oldPrice] != nil {
        report.prices.unchanged += 1
        report.variants.unchanged += 1
      }
      if let text = row.cells[.stock], !text.isEmpty {
        guard let quantity = ImportNumbers.quantity(text) else {
          problems.add(line: row.line, field: name(.stock), ImportNumbers.quantityProblem(text))
          continue
        }
        let current = levels[variant]
        if current ?? 0 == quantity {
          report.stock.unchanged += 1
        } else {
          if current == nil { report.stock.created += 1 } else { report.stock.updated += 1 }
          stock.append(StockWrite(quantity: quantity, variant: variant))
          report.note(
            ImportChange(line: row.line, subject: "stock \(before.article)", change: "\(current ?? 0) → \(quantity)"))
        }
      }
    }
    try problems.check()
  }
}
