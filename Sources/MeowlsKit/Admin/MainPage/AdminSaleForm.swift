import MeowlsAPI

/// The sale form's fields as typed: the days stay texts until they are sent, so a day typed wrong stays on the
/// form with its message. Whether the window is the right way round, the code free and the title long enough is
/// the API's to say (`invalidSaleWindow`, `saleCodeTaken`, `validationError`).
public struct AdminSaleForm: Equatable, Sendable {
  /// A field typed wrong, found before anything is sent.
  public enum Problem: Hashable, Sendable {
    /// The last day is no `yyyy-MM-dd` day.
    case endDate
    /// The first day is no `yyyy-MM-dd` day.
    case startDate
  }

  public var code: String
  public var disclaimer: String
  public var endDate: String
  public var imageKey: String
  public var saleType: SaleType
  public var startDate: String
  public var title: String

  public init(
    code: String = "", disclaimer: String = "", endDate: String = "", imageKey: String = "",
    saleType: SaleType = .online, startDate: String = "", title: String = ""
  ) {
    self.code = code
    self.disclaimer = disclaimer
    self.endDate = endDate
    self.imageKey = imageKey
    self.saleType = saleType
    self.startDate = startDate
    self.title = title
  }

  /// The form of a stored sale.
  public init(_ sale: AdminSale) {
    self.init(
      code: sale.code, disclaimer: sale.disclaimer, endDate: sale.endDate.string, imageKey: sale.imageKey ?? "",
      saleType: sale.saleType, startDate: sale.startDate.string, title: sale.title)
  }

  /// The fields typed wrong (empty: the draft can be sent; the API checks the rest).
  public var problems: Set<Problem> {
    var problems: Set<Problem> = []
    if CalendarDate(string: trimmed(startDate)) == nil { problems.insert(.startDate) }
    if CalendarDate(string: trimmed(endDate)) == nil { problems.insert(.endDate) }
    return problems
  }

  /// The draft the API is sent, or nil while `problems` is not empty.
  public var draft: AdminSaleDraft? {
    guard let start = CalendarDate(string: trimmed(startDate)), let end = CalendarDate(string: trimmed(endDate))
    else { return nil }
    return AdminSaleDraft(
      code: trimmed(code), disclaimer: trimmed(disclaimer), endDate: end,
      imageKey: trimmed(imageKey).isEmpty ? nil : trimmed(imageKey), saleType: saleType, startDate: start,
      title: trimmed(title))
  }

  private func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }
}
