import Foundation
import MeowlsAPI

/// The cart domain (`api.md` §10 with `decisions.md`): the saved cart of a user, the anonymous calculation and the
/// merge of a guest cart. Handlers parse and encode; this does the work.
///
/// Every request that writes runs in one transaction on one connection: it reads the cart, the variants with
/// their current stock and the promo code, decides, and saves; a failure rolls everything back. The transaction is
/// the customer's turn (`Database.transaction(of:_:)`): two requests on one cart never interleave, while other
/// customers' may, on PostgreSQL; a cart holds no stock, so stock taken meanwhile is found by the purchase.
struct CartService: Sendable {
  let catalog: CartCatalog
  let clock: Clock
  let database: any Database
  let promotion: CartPromotion
  let random: RandomSource

  init(catalog: CatalogStorage, clock: Clock, database: any Database, random: RandomSource) {
    self.catalog = CartCatalog(storage: catalog)
    self.clock = clock
    self.database = database
    promotion = CartPromotion(clock: clock)
    self.random = random
  }

  /// `GET /cart`: the saved cart with current prices and stock. A cart whose code no longer applies forgets it.
  func current(of user: User.ID, in language: Language) throws -> Cart {
    try database.transaction(of: user) { try priced(savedCartOf: user, in: language, $0).cart }
  }

  /// The saved cart priced as `GET /cart` answers it, what became of its code and the variants of its lines, on a
  /// connection whose transaction the caller holds: checkout prices the cart it purchases this way. A code that no
  /// longer applies is dropped (in that transaction).
  func priced(
    savedCartOf user: User.ID, in language: Language, _ connection: any DatabaseConnection
  ) throws -> PricedCart {
    let saved = try savedCart(of: user, connection)
    guard saved.wasUpdated else {
      return PricedCart(
        cart: Cart(id: saved.id, items: [], summaries: CartSummaries.neverUpdated(in: language)), promo: .none,
        variants: [:])
    }
    let variants = try catalog.variants(saved.lines.map(\.line.article), connection)
    let items = saved.lines.compactMap { savedLine in
      variants[savedLine.line.article]?.item(id: savedLine.id, count: savedLine.line.count)
    }
    let promo = try promotion.outcome(.keep, savedCode: saved.promoCodeID, items: items, user: user, connection)
    if case .dropped = promo { try CartStore.dropPromoCode(of: saved.id, in: connection) }
    return PricedCart(cart: cart(saved.id, items, promo, language), promo: promo, variants: variants)
  }

  /// `POST /cart/update`: makes the saved cart equal to the request, or changes nothing and throws.
  ///
  /// - Throws: `CartError` for an unknown article or a line above its stock, `PromoCodeError` for a code sent
  ///   that does not apply.
  func update(_ request: CartRequest, of user: User.ID, in language: Language) throws -> Cart {
    let wanted = CartLine.wanted(request.cart.items)
    return try database.transaction(of: user) { connection in
      let saved = try savedCart(of: user, connection)
      let items = try priced(wanted, keeping: saved.itemIDs, connection)
      let promo = try promotion.outcome(
        PromoChoice(request.promoCode), savedCode: saved.promoCodeID, items: items, user: user, connection)
      try CartStore.save(
        saved.id, items: items, replacing: saved.lines, promoCodeID: promo.keptID, at: now, in: connection)
      return cart(saved.id, items, promo, language)
    }
  }

  /// `POST /cart/merge`: adds the guest's lines to the saved cart, sums the counts of an article and caps every
  /// line at its stock; the answer's `merge_report` names each line it had to change. Unknown articles and missing
  /// stock never fail a merge; only a promo code sent that does not apply does (and then nothing changes).
  func merge(_ request: CartRequest, of user: User.ID, in language: Language) throws -> Cart {
    let guest = CartLine.wanted(request.cart.items)
    return try database.transaction(of: user) { connection in
      try merge(guest, promo: PromoChoice(request.promoCode), into: user, in: language, connection)
    }
  }

  /// The merge of `guest` lines into the saved cart, on a connection whose transaction the caller holds: repeating
  /// an order merges its lines this way.
  func merge(
    _ guest: [CartLine], promo choice: PromoChoice, into user: User.ID, in language: Language,
    _ connection: any DatabaseConnection
  ) throws -> Cart {
    let saved = try savedCart(of: user, connection)
    let savedLines = saved.lines.map(\.line)
    let variants = try catalog.variants((savedLines + guest).map(\.article), connection)
    let merge = CartMerge(
      saved: savedLines, guest: guest, stock: { variants[$0]?.variant.availabilityInfo.count }, language: language)
    let ids = saved.itemIDs
    let items = merge.lines.compactMap { line in
      variants[line.article]?.item(id: ids[line.article] ?? newItemID(), count: line.count)
    }
    let promo = try promotion.outcome(choice, savedCode: saved.promoCodeID, items: items, user: user, connection)
    try CartStore.save(
      saved.id, items: items, replacing: saved.lines, promoCodeID: promo.keptID, at: now, in: connection)
    var answer = cart(saved.id, items, promo, language)
    answer.mergeReport = merge.report
    return answer
  }

  /// `POST /cart` (no token): the cart the request describes, computed in memory with fresh ids; nothing is
  /// written (`decisions.md`).
  func calculate(_ request: CartRequest, in language: Language) throws -> Cart {
    let wanted = CartLine.wanted(request.cart.items)
    let choice = PromoChoice(request.promoCode)
    return try database.withConnection { connection in
      let items = try priced(wanted, keeping: [:], connection)
      let promo = try promotion.outcome(
        choice == .keep ? .remove : choice, savedCode: nil, items: items, user: nil, connection)
      return cart(Cart.ID(random.uuid()), items, promo, language)
    }
  }

  /// The lines of `wanted` priced with their variants; saved articles keep their item ids.
  ///
  /// - Throws: `CartError.productVariantNotFound` for unknown articles, then `CartError.shortage` when a line asks
  ///   for more than its stock.
  private func priced(
    _ wanted: [CartLine], keeping ids: [Article: CartItem.ID], _ connection: any DatabaseConnection
  ) throws -> [CartItem] {
    let variants = try catalog.variants(wanted.map(\.article), connection)
    let unknown = wanted.map(\.article).filter { variants[$0] == nil }
    guard unknown.isEmpty else { throw CartError.productVariantNotFound(unknown) }
    let items = wanted.compactMap { line in
      variants[line.article]?.item(id: ids[line.article] ?? newItemID(), count: line.count)
    }
    if let shortage = CartError.shortage(in: items, alreadyInCart: Set(ids.keys)) { throw shortage }
    return items
  }

  private func cart(_ id: Cart.ID, _ items: [CartItem], _ promo: PromoOutcome, _ language: Language) -> Cart {
    Cart(
      id: id, items: items, promoCode: promo.echo,
      summaries: CartSummaries.of(items, promoDiscount: promo.discount, in: language))
  }

  private func savedCart(of user: User.ID, _ connection: any DatabaseConnection) throws -> SavedCart {
    try CartStore.cart(of: user, newID: random.uuid(), at: now, in: connection)
  }

  private func newItemID() -> CartItem.ID {
    CartItem.ID(random.uuid())
  }

  private var now: Int64 { EpochSeconds.from(clock.now()) }
}
