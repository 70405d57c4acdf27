import Foundation

/// A promotion: `{id, code, sale_type, title, image?, start_date, end_date, disclaimer, products?}`.
///
/// `products` is omitted in the `/sales` listing and, when empty, in `/sales/{id}`.
public struct Sale: Codable, Hashable, Sendable, Identifiable {
  /// A sale's id.
  public typealias ID = Identifier<Sale>

  /// The slug.
  public var code: String
  /// The small print.
  public var disclaimer: String
  /// The last day (midnight UTC, ISO-8601).
  public var endDate: Date
  /// The sale id.
  public var id: ID
  /// The sale picture.
  public var image: Image?
  /// The products on sale.
  public var products: [Product]?
  /// Online or in-shop.
  public var saleType: SaleType
  /// The first day (midnight UTC, ISO-8601).
  public var startDate: Date
  /// The headline.
  public var title: String

  /// A sale.
  public init(
    code: String, disclaimer: String, endDate: Date, id: ID, image: Image? = nil, products: [Product]? = nil,
    saleType: SaleType, startDate: Date, title: String
  ) {
    self.code = code
    self.disclaimer = disclaimer
    self.endDate = endDate
    self.id = id
    self.image = image
    self.products = products
    self.saleType = saleType
    self.startDate = startDate
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case code
    case disclaimer
    case endDate = "end_date"
    case id
    case image
    case products
    case saleType = "sale_type"
    case startDate = "start_date"
    case title
  }
}

/// A sale's id.
public typealias SaleID = Sale.ID
