import Foundation
import MeowlsAPI

/// What a cart request says about the promo code (its `promo_code`).
enum PromoChoice: Equatable, Sendable {
  /// `{code}` or `{code, is_active: true}`: apply this code, replacing the cart's (or fail with its 400).
  case apply(String)
  /// No `promo_code`: keep the cart's code while it applies.
  case keep
  /// `{code, is_active: false}` or an empty code: remove the cart's code.
  case remove

  init(_ promoCode: PromoCode?) {
    guard let promoCode else {
      self = .keep
      return
    }
    let code = promoCode.code.trimmingCharacters(in: .whitespacesAndNewlines)
    self = promoCode.isActive == false || code.isEmpty ? .remove : .apply(code)
  }
}

/// What became of the promo code in a cart answer.
enum PromoOutcome: Equatable, Sendable {
  case applied(PromoCodeRule, discount: Money)
  /// The cart's code no longer applies (expired, disabled, used, or the cart changed): the answer echoes it with
  /// `is_active: false` and the cart forgets it; `because` says why.
  case dropped(PromoCodeRule, because: PromoCodeError)
  case none

  /// The code the cart keeps.
  var keptID: UUID? {
    guard case .applied(let rule, _) = self else { return nil }
    return rule.id
  }

  /// The `PROMO_DISCOUNT` summary's value.
  var discount: Money? {
    guard case .applied(_, let discount) = self else { return nil }
    return discount
  }

  /// The answer's `promo_code`.
  var echo: PromoCode? {
    switch self {
    case .applied(let rule, _): PromoCode(code: rule.code, isActive: true)
    case .dropped(let rule, _): PromoCode(code: rule.code, isActive: false)
    case .none: nil
    }
  }
}

/// Applies promo codes to a cart's lines with what the database knows: the code, the products it covers, and the
/// user's redemptions.
struct CartPromotion: Sendable {
  let clock: Clock

  /// The outcome of `choice` for a cart holding `savedCode` with these `items`; `user` is nil for a guest (who is
  /// never refused a once-per-user code: only an order redeems it).
  ///
  /// - Throws: `PromoCodeError` when a code sent with the request does not apply.
  func outcome(
    _ choice: PromoChoice, savedCode: UUID?, items: [CartItem], user: User.ID?, _ connection: any DatabaseConnection
  ) throws -> PromoOutcome {
    switch choice {
    case .remove:
      return .none
    case .apply(let code):
      guard let rule = try PromoCodeStore.rule(code: code, in: connection) else { throw PromoCodeError.notFound }
      // NB: a client that sends the code its cart already holds (the earlier app sends it with every change) is
      // keeping it, not applying it anew: a change that leaves it inapplicable drops it rather than being refused.
      if rule.id == savedCode { return try outcome(.keep, savedCode: savedCode, items: items, user: user, connection) }
      return .applied(rule, discount: try rule.discount(on: items, try context(rule, items, user, connection)))
    case .keep:
      guard let savedCode, let rule = try PromoCodeStore.rule(id: savedCode, in: connection) else { return .none }
      let context = try context(rule, items, user, connection)
      do {
        return .applied(rule, discount: try rule.discount(on: items, context))
      } catch {
        return .dropped(rule, because: error)
      }
    }
  }

  private func context(
    _ rule: PromoCodeRule, _ items: [CartItem], _ user: User.ID?, _ connection: any DatabaseConnection
  ) throws -> PromoCodeContext {
    PromoCodeContext(
      eligibleProducts: try PromoCodeStore.coveredProducts(by: rule, among: items.map(\.productID), in: connection),
      today: CatalogDay.text(clock.now()),
      usedByUser: try user.map { try PromoCodeStore.isRedeemed(rule.id, by: $0, in: connection) } ?? false)
  }
}
