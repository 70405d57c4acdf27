import Foundation
import MeowlsAPI

/// The admin API's side of `PromoCodeAdmin`: the wire forms of a code and its terms, and the refusals as answers.
extension PromoCodeListing {
  /// The code as `GET /admin/promo_codes` answers it.
  var wire: AdminPromoCode {
    AdminPromoCode(
      benefit: benefit, code: code, coverage: coverage, minimumTotal: minimumTotal, oncePerUser: oncePerUser,
      redemptions: redemptions, state: state.rawValue, validFrom: validFrom.flatMap(CalendarDate.init(string:)),
      validUntil: validUntil.flatMap(CalendarDate.init(string:)))
  }
}

extension PromoCodeDraft.Terms {
  /// The terms a body gives: exactly one of a percent and an amount; amounts exact to the kopeck.
  init(_ terms: PromoCodeTerms) throws(PromoCodeAdminError) {
    let benefit: PromoCodeDraft.Benefit
    switch (terms.percent, terms.amount) {
    case (let percent?, nil): benefit = .percent(percent)
    case (nil, let amount?): benefit = .fixedAmount(kopecks: amount.kopecks)
    default: throw .invalid("give exactly one of percent and amount")
    }
    self.init(
      benefit: benefit, minimumTotalKopecks: terms.minimumTotal?.kopecks, oncePerUser: terms.oncePerUser ?? false,
      validFrom: terms.validFrom?.string, validUntil: terms.validUntil?.string)
  }
}

extension PromoCodeDraft {
  /// A new code as `POST /admin/promo_codes` gives it: products or categories (not both), else every line.
  init(_ creation: PromoCodeCreation) throws(PromoCodeAdminError) {
    let target: Target
    switch (creation.products, creation.categories) {
    case (let products?, nil): target = .products(products)
    case (nil, let categories?): target = .categories(categories)
    case (nil, nil): target = .everything
    default: throw .invalid("give products or categories, not both")
    }
    self.init(code: creation.code, terms: try Terms(creation.terms), target: target)
  }
}

extension PromoCodeAdminError: ResponseError {
  public var status: HTTPStatus {
    switch self {
    case .ambiguousCategory, .invalid: .badRequest
    case .codeTaken: .conflict
    case .unknownCategory, .unknownCode, .unknownProduct: .notFound
    }
  }

  public var body: ErrorResponse {
    // NB: the reasons are the command's (`--percent must be 1-100`); the API names the body's fields without `--`.
    let reason = description.replacingOccurrences(of: "--min-total", with: "minimum_total")
      .replacingOccurrences(of: "--from", with: "valid_from").replacingOccurrences(of: "--until", with: "valid_until")
      .replacingOccurrences(of: "--", with: "")
    let (code, field, failure): (ErrorCode, String, String?) =
      switch self {
      case .ambiguousCategory(let category, _): (.validationError, "categories", category)
      case .codeTaken(let taken): (.promoCodeTaken, "code", taken)
      case .invalid: (.validationError, "terms", nil)
      case .unknownCategory(let category): (.categoryNotFound, "categories", category)
      case .unknownCode(let unknown): (.promoCodeNotFound, "code", unknown)
      case .unknownProduct(let product): (.productNotFound, "products", product)
      }
    return ErrorResponse(code: code, failures: [ErrorFailure(failure: failure, field: field)], reason: reason)
  }
}
