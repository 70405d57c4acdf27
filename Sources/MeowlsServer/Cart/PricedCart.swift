import Foundation
import MeowlsAPI

/// The saved cart as a transaction priced it (`CartService.priced(savedCartOf:in:_:)`), with what the checkout
/// needs of it besides the wire cart.
///
/// NB: the variants are those the prices and stock came from, read in the caller's transaction (`CartCatalog`):
/// a calculation and a purchase take the variant ids, the archived flags and the warehouse stock from here instead
/// of asking the database again (on PostgreSQL each question is a round trip; a purchase cycle made about forty).
struct PricedCart: Sendable {
  var cart: Cart
  var promo: PromoOutcome
  /// The variant of each line's article.
  var variants: [Article: CartVariant]

  /// The variant row of each line's article.
  var variantIDs: [Article: UUID] { variants.mapValues(\.variant.id.rawValue) }

  /// The lines whose product the back office archived since they were put in the cart.
  var withdrawn: [CartItem] { cart.items.filter { variants[$0.article]?.archived ?? true } }

  /// Whether a line asks for more units than the online warehouse held when the cart was priced (an archived
  /// product's variant holds none).
  var isShortInWarehouse: Bool {
    cart.items.contains { item in (variants[item.article]?.variant.availabilityInfo.count ?? 0) < item.count }
  }
}
