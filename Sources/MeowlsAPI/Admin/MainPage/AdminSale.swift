/// A sale as the back office sees it (`GET /admin/sales`): ended ones too, with its products by id.
public struct AdminSale: Codable, Hashable, Sendable {
  public var code: String
  public var disclaimer: String
  /// The last day, inclusive.
  public var endDate: CalendarDate
  public var id: Sale.ID
  public var imageKey: String?
  /// The place in `GET /sales`, from 0.
  public var position: Int
  /// Its products in catalogue order.
  public var productIDs: [Product.ID]
  public var saleType: SaleType
  public var startDate: CalendarDate
  public var title: String

  public init(
    code: String, disclaimer: String, endDate: CalendarDate, id: Sale.ID, imageKey: String? = nil, position: Int,
    productIDs: [Product.ID] = [], saleType: SaleType, startDate: CalendarDate, title: String
  ) {
    self.code = code
    self.disclaimer = disclaimer
    self.endDate = endDate
    self.id = id
    self.imageKey = imageKey
    self.position = position
    self.productIDs = productIDs
    self.saleType = saleType
    self.startDate = startDate
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case code
    case disclaimer
    case endDate = "end_date"
    case id
    case imageKey = "image_key"
    case position
    case productIDs = "product_ids"
    case saleType = "sale_type"
    case startDate = "start_date"
    case title
  }
}

/// The body of `POST /admin/sales` and `POST /admin/sales/{id}` (the whole sale again, its products kept).
public struct AdminSaleDraft: Codable, Hashable, Sendable {
  /// 1–64 lower-case Latin letters, digits, `-`, `_`; no other sale's.
  public var code: String
  public var disclaimer: String?
  public var endDate: CalendarDate
  public var imageKey: String?
  public var saleType: SaleType
  public var startDate: CalendarDate
  public var title: String

  public init(
    code: String, disclaimer: String? = nil, endDate: CalendarDate, imageKey: String? = nil, saleType: SaleType,
    startDate: CalendarDate, title: String
  ) {
    self.code = code
    self.disclaimer = disclaimer
    self.endDate = endDate
    self.imageKey = imageKey
    self.saleType = saleType
    self.startDate = startDate
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case code
    case disclaimer
    case endDate = "end_date"
    case imageKey = "image_key"
    case saleType = "sale_type"
    case startDate = "start_date"
    case title
  }
}

/// The body of `POST /admin/sales/order`: every sale, each once, in the order `GET /sales` lists them.
public struct AdminSaleOrder: Codable, Hashable, Sendable {
  public var saleIDs: [Sale.ID]

  public init(saleIDs: [Sale.ID]) {
    self.saleIDs = saleIDs
  }

  enum CodingKeys: String, CodingKey {
    case saleIDs = "sale_ids"
  }
}

/// The body of `POST /admin/sales/{id}/products`: exactly these products,
/// in this order (a product is in one sale at a time, so it leaves any other).
public struct ProductSelection: Codable, Hashable, Sendable {
  public var productIDs: [Product.ID]

  public init(productIDs: [Product.ID]) {
    self.productIDs = productIDs
  }

  enum CodingKeys: String, CodingKey {
    case productIDs = "product_ids"
  }
}
