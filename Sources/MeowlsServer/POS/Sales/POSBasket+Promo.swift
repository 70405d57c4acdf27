import Foundation
import MeowlsAPI

extension POSBasket.Promo {
  /// The promo code spelled `code` (any letter case) for a sale of `products` to `customer` (nil for an anonymous
  /// sale, which a once-per-user code never refuses), on the day `now` falls on (UTC, as the cart).
  ///
  /// - Throws: `PromoCodeError.notFound` for an unknown code; whether it applies is `POSBasket.priced`'s question.
  static func load(
    code: String, products: [Product.ID], customer: User.ID?, now: Date, in connection: any DatabaseConnection
  ) throws -> POSBasket.Promo {
    guard let rule = try PromoCodeStore.rule(code: code, in: connection) else { throw PromoCodeError.notFound }
    let context = PromoCodeContext(
      eligibleProducts: try PromoCodeStore.coveredProducts(by: rule, among: products, in: connection),
      today: CatalogDay.text(now),
      usedByUser: try customer.map { try PromoCodeStore.isRedeemed(rule.id, by: $0, in: connection) } ?? false)
    return POSBasket.Promo(context: context, rule: rule)
  }
}
