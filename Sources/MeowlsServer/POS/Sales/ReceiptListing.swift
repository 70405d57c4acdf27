import Foundation
import MeowlsAPI

/// The staff's lists of documents: a shop's receipts and returns by day, number, shift and cashier, and a
/// register's shifts with their reports, newest first, a page at a time. Each row answers the document as stored,
/// so a listed receipt reprints exactly (`GET /pos/receipts/{number}.html`).
struct ReceiptListing: Sendable {
  let database: any Database

  /// The table a listing reads, with its document column and who rang it up.
  enum Table: String {
    case sales = "pos_sales"
    case returns = "pos_returns"

    /// The rows listed: the receipts of sales and of orders' payments, or the returns.
    var source: String { self == .sales ? OrderReceiptStore.listed : rawValue }
    var document: String { self == .sales ? "receipt" : "answer" }
    var number: String { self == .sales ? "receipt_number" : "number" }
    var staff: String { self == .sales ? "cashier_id" : "staff_id" }
  }

  /// The stored documents of `table` for `query`, in the caller's shop (every shop for an admin of none).
  func page(of table: Table, _ query: ReceiptsQuery, for context: StaffContext) throws -> (
    documents: [String], total: Int
  ) {
    if context.shopID == nil, context.role != .admin { throw StaffError.staffNotAssigned }
    return try database.withConnection { connection in
      var conditions: [String] = []
      var binds: [SQLValue] = []
      func add(_ condition: String, _ value: SQLValue) {
        binds.append(value)
        conditions.append(condition.replacingOccurrences(of: "?", with: "$\(binds.count)"))
      }
      if let shop = context.shopID { add("shop_id = ?", shop.sqlValue) }
      if let number = query.number { add("\(table.number) = ?", number.rawValue.sqlValue) }
      if let shift = query.shiftID { add("shift_id = ?", shift.sqlValue) }
      if let cashier = query.cashierID { add("\(table.staff) = ?", cashier.sqlValue) }
      if let date = query.date {
        let zone = try context.shopID.flatMap { try ReportsStore.timeZone(of: $0, in: connection) } ?? .gmt
        let (from, to) = ReportsService.bounds(of: date, in: zone)
        add("created_at >= ?", from.sqlValue)
        add("created_at < ?", to.sqlValue)
      }
      let condition = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
      let total = try connection.first("SELECT COUNT(*) FROM \(table.source) WHERE \(condition)", binds)?.int(0) ?? 0
      let documents = try connection.query(
        """
        SELECT \(table.document) FROM \(table.source) WHERE \(condition)
        ORDER BY created_at DESC, \(table.number) DESC LIMIT \(query.page.limit) OFFSET \(query.page.offset)
        """, binds
      ).map { try $0.string(0) }
      return (documents, total)
    }
  }

  /// A page of `T` decoded from the stored documents.
  func decoded<T: Decodable>(_ type: T.Type, of table: Table, _ query: ReceiptsQuery, for context: StaffContext)
    throws -> Page<T>
  {
    let (documents, total) = try page(of: table, query, for: context)
    let results = try documents.map { try JSONDecoder.meowls.decode(T.self, from: Data($0.utf8)) }
    return query.page.page(results, total: total)
  }
}
