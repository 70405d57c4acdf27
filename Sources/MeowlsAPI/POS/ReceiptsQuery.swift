/// `GET /pos/receipts` and `GET /pos/returns`: a page of the shop's receipts (or returns), newest first, narrowed by
/// any of the filters.
public struct ReceiptsQuery: Hashable, Sendable {
  /// Only those rung up by this staff member.
  public var cashierID: User.ID?
  /// Only those of this day, in the shop's time zone.
  public var date: CalendarDate?
  /// Only the one with this number.
  public var number: ReceiptNumber?
  public var page: PageRequest
  /// Only those of this shift.
  public var shiftID: Shift.ID?

  /// A query.
  public init(
    cashierID: User.ID? = nil, date: CalendarDate? = nil, number: ReceiptNumber? = nil,
    page: PageRequest = PageRequest(), shiftID: Shift.ID? = nil
  ) {
    self.cashierID = cashierID
    self.date = date
    self.number = number
    self.page = page
    self.shiftID = shiftID
  }
}

extension ReceiptsQuery {
  /// Reads the query; each malformed value answers 400 naming the parameter and the form it expects.
  init(_ input: RouteInput) throws(RouteMatchError) {
    self.init(
      cashierID: try input.parsed("cashier_id", "a staff id (a UUID)") { User.ID(uuidString: $0) },
      date: try input.parsed("date", "a date as YYYY-MM-DD") { CalendarDate(string: $0) },
      number: try input.parsed("number", "a receipt number (digits)") { ReceiptNumber(pathComponent: $0) },
      page: try input.page(),
      shiftID: try input.parsed("shift_id", "a shift id (a UUID)") { Shift.ID(uuidString: $0) })
  }

  var items: [QueryItem] {
    [
      cashierID.map { QueryItem(name: "cashier_id", value: $0.uuidString) },
      date.map { QueryItem(name: "date", value: $0.string) },
      number.map { QueryItem(name: "number", value: $0.pathComponent) },
      shiftID.map { QueryItem(name: "shift_id", value: $0.uuidString) },
    ].compactMap { $0 } + .page(page)
  }
}
