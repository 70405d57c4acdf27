import Foundation
import MeowlsAPI

extension PromoCodeRule {
  /// The longest code `meowls promo add` takes.
  static let maximumCodeLength = 32

  /// A new, active rule from a draft, after checking it.
  ///
  /// - Throws: `PromoCodeAdminError.invalid` naming the first mistake.
  init(_ draft: PromoCodeDraft, id: UUID) throws {
    let code = draft.code.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...Self.maximumCodeLength).contains(code.count),
      code.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    else {
      throw PromoCodeAdminError.invalid(
        "--code must be 1-\(Self.maximumCodeLength) letters, digits, '-' or '_', not '\(draft.code)'")
    }
    let benefit: Benefit
    switch draft.benefit {
    case .fixedAmount(let kopecks):
      guard kopecks > 0 else { throw PromoCodeAdminError.invalid("--amount must be more than 0") }
      benefit = .fixedAmount(Money(kopecks: kopecks))
    case .percent(let percent):
      guard (1...100).contains(percent) else { throw PromoCodeAdminError.invalid("--percent must be 1-100") }
      benefit = .percent(percent)
    }
    for (option, day) in [("from", draft.validFrom), ("until", draft.validUntil)] {
      guard let day else { continue }
      guard let date = CatalogDay.date(day), CatalogDay.text(date) == day else {
        throw PromoCodeAdminError.invalid("--\(option) must be a day written yyyy-MM-dd, not '\(day)'")
      }
    }
    if let from = draft.validFrom, let until = draft.validUntil, from > until {
      throw PromoCodeAdminError.invalid("--from \(from) is after --until \(until)")
    }
    if let minimum = draft.minimumTotalKopecks, minimum < 0 {
      throw PromoCodeAdminError.invalid("--min-total must not be negative")
    }
    let scope: Scope
    switch draft.target {
    case .categories(let categories) where categories.isEmpty, .products(let categories) where categories.isEmpty:
      throw PromoCodeAdminError.invalid("--product and --category need at least one value")
    case .categories: scope = .categories
    case .everything: scope = .everything
    case .products: scope = .products
    }
    self.init(
      benefit: benefit, code: code, id: id, isActive: true,
      minimumTotal: draft.minimumTotalKopecks.map { Money(kopecks: $0) },
      oncePerUser: draft.oncePerUser, scope: scope, validFrom: draft.validFrom, validUntil: draft.validUntil)
  }
}
