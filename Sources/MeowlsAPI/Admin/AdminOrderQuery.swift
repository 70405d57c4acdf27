/// `GET /admin/orders`: a page of orders, newest first, narrowed by any of the filters:
/// `?number=&phone=&from=&to=&status=&shop_id=&page=&per_page=`.
public struct AdminOrderQuery: Hashable, Sendable {
  /// Orders placed on this day or later (`yyyy-MM-dd`, the day in the order's city).
  public var from: CalendarDate?
  /// Only the order with this number.
  public var number: Int?
  public var page: PageRequest
  /// Only orders of the customer with this phone, in any spelling registration accepts (`8 913 …`, `+7 913 …`).
  public var phone: String?
  /// Only pick-up orders of this shop (a manager's own shop whatever they send).
  public var shopID: Shop.ID?
  /// Only orders in this status.
  public var status: OrderStatusCode?
  /// Orders placed on this day or earlier.
  public var to: CalendarDate?

  /// A query.
  public init(
    from: CalendarDate? = nil, number: Int? = nil, page: PageRequest = PageRequest(), phone: String? = nil,
    shopID: Shop.ID? = nil, status: OrderStatusCode? = nil, to: CalendarDate? = nil
  ) {
    self.from = from
    self.number = number
    self.page = page
    self.phone = phone
    self.shopID = shopID
    self.status = status
    self.to = to
  }
}

extension AdminOrderQuery {
  /// Reads the query: 400 for a number, a date or a shop id that is not one, or an unknown status; the phone is cut
  /// to 40 characters.
  init(_ input: RouteInput) throws(RouteMatchError) {
    let date = { (text: String) in CalendarDate(string: text) }
    self.init(
      from: try input.parsed("from", "a date as YYYY-MM-DD", date), number: try input.integer("number"),
      page: try input.page(), phone: input.last("phone").map { String($0.prefix(40)) },
      shopID: try input.parsed("shop_id", "a shop id (a UUID)", Shop.ID.init(uuidString:)),
      status: try input.enumeration("status"), to: try input.parsed("to", "a date as YYYY-MM-DD", date))
  }

  var items: [QueryItem] {
    [
      number.map { QueryItem(name: "number", value: String($0)) },
      phone.map { QueryItem(name: "phone", value: $0) },
      from.map { QueryItem(name: "from", value: $0.string) },
      to.map { QueryItem(name: "to", value: $0.string) },
      status.map { QueryItem(name: "status", value: $0.rawValue) },
      shopID.map { QueryItem(name: "shop_id", value: $0.uuidString) },
    ].compactMap { $0 } + .page(page)
  }
}
