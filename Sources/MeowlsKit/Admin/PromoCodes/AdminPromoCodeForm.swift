import Foundation
import MeowlsAPI

/// The promo code form's fields as typed (texts until they are sent, so a percent typed wrong stays on the form
/// with its message), the fields found wrong before sending, and which field an API refusal belongs to.
public struct AdminPromoCodeForm: Equatable, Sendable {
  /// What the code takes off: a percent of the lines it covers or an amount of money.
  public enum Kind: String, CaseIterable, Sendable {
    case amount
    case percent
  }

  /// A field of the form, to put a message under.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    case code
    /// The products or categories the code covers.
    case coverage
    case minimumTotal
    case validFrom
    case validUntil
    /// The percent or the amount.
    case value
  }

  /// The categories (ids, code paths or unique codes), comma-separated; a new code's only.
  public var categories: String
  public var code: String
  public var kind: Kind
  public var minimumTotal: String
  public var oncePerUser: Bool
  /// The products (ids or product codes), comma-separated; a new code's only.
  public var products: String
  public var validFrom: String
  public var validUntil: String
  public var value: String

  public init(
    categories: String = "", code: String = "", kind: Kind = .percent, minimumTotal: String = "",
    oncePerUser: Bool = false, products: String = "", validFrom: String = "", validUntil: String = "",
    value: String = ""
  ) {
    self.categories = categories
    self.code = code
    self.kind = kind
    self.minimumTotal = minimumTotal
    self.oncePerUser = oncePerUser
    self.products = products
    self.validFrom = validFrom
    self.validUntil = validUntil
    self.value = value
  }

  /// The form of a stored code: its benefit (`10%`, `299.99 ₽`) and minimum read back as typed.
  public init(_ promo: AdminPromoCode) {
    let percent = promo.benefit.hasSuffix("%")
    self.init(
      code: promo.code, kind: percent ? .percent : .amount,
      minimumTotal: promo.minimumTotal.map(Self.amount) ?? "", oncePerUser: promo.oncePerUser,
      validFrom: promo.validFrom?.string ?? "", validUntil: promo.validUntil?.string ?? "",
      value: percent ? String(promo.benefit.dropLast()) : Self.amount(promo.benefit))
  }

  private static func amount(_ text: String) -> String {
    text.replacingOccurrences(of: "₽", with: "").trimmingCharacters(in: .whitespaces)
  }

  /// The fields typed wrong for a new code (`creating`) or an edit (empty: it can be sent; the API checks the rest).
  public func problems(creating: Bool) -> Set<Field> {
    var problems: Set<Field> = []
    let code = trimmed(self.code)
    let codeCharacters = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    if creating,
      code.isEmpty || code.count > 32 || !code.unicodeScalars.allSatisfy({ $0.isASCII && codeCharacters.contains($0) })
    {
      problems.insert(.code)
    }
    if benefit == nil { problems.insert(.value) }
    if !trimmed(minimumTotal).isEmpty, MoneyInput.parse(minimumTotal) == nil { problems.insert(.minimumTotal) }
    let from = day(validFrom)
    let until = day(validUntil)
    if from == nil { problems.insert(.validFrom) }
    if until == nil { problems.insert(.validUntil) }
    if let from = from ?? nil, let until = until ?? nil, until < from { problems.insert(.validUntil) }
    if creating, !list(products).isEmpty, !list(categories).isEmpty { problems.insert(.coverage) }
    return problems
  }

  /// The terms sent, or nil while a field is typed wrong.
  public var terms: PromoCodeTerms? {
    guard problems(creating: false).isEmpty, let benefit else { return nil }
    let minimum = trimmed(minimumTotal).isEmpty ? nil : MoneyInput.parse(minimumTotal)
    return PromoCodeTerms(
      amount: benefit.amount, minimumTotal: minimum, oncePerUser: oncePerUser, percent: benefit.percent,
      validFrom: day(validFrom) ?? nil, validUntil: day(validUntil) ?? nil)
  }

  /// The new code sent, or nil while a field is typed wrong.
  public var creation: PromoCodeCreation? {
    guard problems(creating: true).isEmpty, let terms else { return nil }
    let products = list(products)
    let categories = list(categories)
    return PromoCodeCreation(
      code: trimmed(code), terms: terms, products: products.isEmpty ? nil : products,
      categories: categories.isEmpty ? nil : categories)
  }

  private var benefit: (percent: Int?, amount: Money?)? {
    switch kind {
    case .percent:
      guard let percent = Int(trimmed(value)), (1...100).contains(percent) else { return nil }
      return (percent, nil)
    case .amount:
      guard let amount = MoneyInput.parse(value), amount.kopecks > 0 else { return nil }
      return (nil, amount)
    }
  }

  /// nil: not a day; `.some(nil)`: left empty (none).
  private func day(_ text: String) -> CalendarDate?? {
    let text = trimmed(text)
    guard !text.isEmpty else { return .some(nil) }
    guard let date = CalendarDate(string: text) else { return nil }
    return .some(date)
  }

  private func list(_ text: String) -> [String] {
    text.split(separator: ",").map { trimmed(String($0)) }.filter { !$0.isEmpty }
  }

  private func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }

  /// The field an API refusal names (`promoCodeTaken`: the code; a term the server found wrong: that term), or nil
  /// for one the form shows above its fields.
  public static func field(of error: APIError) -> Field? {
    guard case .server(_, let response) = error else { return nil }
    switch response.code {
    case .promoCodeTaken: return .code
    case .productNotFound, .categoryNotFound: return .coverage
    case .validationError:
      // NB: the server names every term `terms` in its failures; its reason starts with the body's field.
      let reason = response.reason
      if response.failures?.contains(where: { ["categories", "products"].contains($0.field) }) == true {
        return .coverage
      }
      if reason.hasPrefix("give exactly one") { return .value }
      if reason.hasPrefix("give products") { return .coverage }
      switch reason.split(separator: " ").first.map(String.init) {
      case "percent", "amount": return .value
      case "minimum_total": return .minimumTotal
      case "valid_from": return reason.contains(" is after ") ? .validUntil : .validFrom
      case "valid_until": return .validUntil
      case "code": return .code
      default: return nil
      }
    default: return nil
    }
  }
}
