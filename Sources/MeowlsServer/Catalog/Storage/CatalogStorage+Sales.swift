import Foundation
import MeowlsAPI

extension CatalogStorage {
  private static let saleColumns = "id, code, sale_type, title, disclaimer, start_date, end_date, image_key"

  /// One page of the sales of `type` whose last day is `today` or later, in catalogue order, and their number.
  func sales(
    type: SaleType, endingOnOrAfter today: String, offset: Int, limit: Int, _ connection: any DatabaseConnection
  ) throws -> (sales: [Sale], total: Int) {
    let binds: [SQLValue] = [.text(type.rawValue), .text(today)]
    let total =
      try connection.first("SELECT COUNT(*) FROM sales WHERE sale_type = $1 AND end_date >= $2", binds)?
      .int(0) ?? 0
    let sales = try connection.query(
      """
      SELECT \(Self.saleColumns) FROM sales WHERE sale_type = $1 AND end_date >= $2
      ORDER BY position LIMIT $3 OFFSET $4
      """, binds + [limit.sqlValue, offset.sqlValue]
    ).map { try sale($0) }
    return (sales, total)
  }

  /// The sale with this id (whatever its dates), without products; nil when unknown.
  func sale(_ id: Sale.ID, _ connection: any DatabaseConnection) throws -> Sale? {
    try connection.first("SELECT \(Self.saleColumns) FROM sales WHERE id = $1", [id.rawValue.sqlValue]).map {
      try sale($0)
    }
  }

  private func sale(_ row: Row) throws -> Sale {
    guard let type = SaleType(rawValue: try row.string(2)), let start = CatalogDay.date(try row.string(5)),
      let end = CatalogDay.date(try row.string(6))
    else { throw RowError.type(column: "sales", expected: "a sale type and yyyy-MM-dd dates") }
    return Sale(
      code: try row.string(1), disclaimer: try row.string(4), endDate: end, id: Sale.ID(try Self.uuid(row, 0)),
      image: try row.optionalString(7).map(images.originalOnly(forKey:)), saleType: type, startDate: start,
      title: try row.string(3))
  }
}
