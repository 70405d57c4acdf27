import Foundation
import MeowlsAPI

/// The answer of a purchase: the encoded `PurchaseResult`, and whether it is the stored answer of an earlier
/// request with the same `Idempotency-Key`.
struct PurchaseAnswer: Equatable, Sendable {
  var body: [UInt8]
  var replayed: Bool
}

/// `POST /checkout/purchase` (api.md §11.5 with `decisions.md`): one transaction re-prices the saved cart, checks
/// the delivery, takes the stock, numbers and stores the order as a snapshot, empties the cart, redeems the promo
/// code and schedules the simulated payment. Any failure rolls all of it back.
///
/// Never twice: without a key, the purchase empties the cart it bought, so a repeat finds it empty (`cartIsEmpty`);
/// with a key, a repeat gets the first answer back.
struct PurchaseService: Sendable {
  let carts: CartService
  let clock: Clock
  let database: any Database
  let random: RandomSource
  let settings: CheckoutSettings

  /// Purchases the user's cart; with `idempotencyKey`, at most once per key and body.
  ///
  /// - Throws: `CheckoutError`, `PromoCodeError.alreadyUsed`, `IdempotencyError`.
  func purchase(
    _ request: CheckoutRequest, idempotencyKey: String?, by user: User.ID, in language: Language
  ) throws -> PurchaseAnswer {
    guard let key = idempotencyKey else {
      return PurchaseAnswer(
        body: try database.transaction(of: user) { try placeAndEncode(request, by: user, in: language, $0) },
        replayed: false)
    }
    guard (1...255).contains(key.count) else { throw IdempotencyError.invalidKey }
    let hash = try RequestFingerprint.of(request)
    let claimedAt = EpochSeconds.from(clock.now())
    let claim = try database.transaction(of: user) {
      try IdempotencyStore.claim(
        key, of: user, hash: hash, now: claimedAt, lifetime: settings.idempotencyKeyLifetime, in: $0)
    }
    if case .replay(_, let body) = claim { return PurchaseAnswer(body: body, replayed: true) }
    do {
      return PurchaseAnswer(
        body: try database.transaction(of: user) { connection in
          let body = try placeAndEncode(request, by: user, in: language, connection)
          try IdempotencyStore.complete(
            key, of: user, claimedAt: claimedAt, status: 200, body: body, in: connection)
          return body
        }, replayed: false)
    } catch {
      try? database.transaction(of: user) { try IdempotencyStore.release(key, of: user, claimedAt: claimedAt, in: $0) }
      throw error
    }
  }

  private func placeAndEncode(
    _ request: CheckoutRequest, by user: User.ID, in language: Language, _ connection: any DatabaseConnection
  ) throws -> [UInt8] {
    let order = try place(request, by: user, in: language, connection)
    return try JSONBodyEncoder().encode(PurchaseResult(orderNumber: OrderNumber(order.number)))
  }

  /// The purchase itself, on a connection whose transaction the caller holds.
  func place(
    _ request: CheckoutRequest, by user: User.ID, in language: Language, _ connection: any DatabaseConnection
  ) throws -> OrderRecord {
    guard let paymentType = request.paymentType else { throw CheckoutError.paymentTypeRequired }
    let now = clock.now()
    let seconds = EpochSeconds.from(now)
    let fulfilment = try Fulfilment.checked(request.delivery, settings: settings, now: now, in: connection)
    let priced = try carts.priced(savedCartOf: user, in: language, connection)
    let (cart, promo) = (priced.cart, priced.promo)
    guard !cart.items.isEmpty else { throw CheckoutError.cartIsEmpty }
    // NB: a code the cart held that stopped applying (used meanwhile at the counter, expired) refuses the purchase
    // with its reason rather than charging the full price silently; the cart drops it when it is next read.
    if case .dropped(_, let reason) = promo { throw reason }
    if fulfilment.type == .courier, let goods = cart.summaries.first(where: { $0.type == .total })?.value,
      goods < settings.courierMinimum
    {
      throw CheckoutError.belowCourierMinimum(settings.courierMinimum)
    }
    // NB: the back office archived these since they were put in the cart: never sold, whatever stock is left.
    let withdrawn = priced.withdrawn
    guard withdrawn.isEmpty else {
      throw CheckoutError.itemsNotAvailableWithSetCount(
        withdrawn.map { CheckoutError.shortage(productName: $0.productName, available: 0) })
    }
    let orderID = random.uuid()
    let variants = priced.variantIDs
    if case .courier(let address, _, _) = fulfilment.route {
      try UserAddressStore.save(address, of: user, in: connection)
    }
    // NB: the lines bought must be the lines removed; on an engine whose transactions overlap, a concurrent
    // purchase of the same cart finds fewer and rolls back instead of ordering the cart twice.
    guard try CartStore.empty(cart.id, in: connection) >= cart.items.count else { throw CheckoutError.cartIsEmpty }
    if case .applied(let rule, _) = promo {
      try PromoCodeStore.redeem(rule, by: user, order: orderID.uuidString, at: seconds, in: connection)
    }
    try JobStore.schedule(
      .payOrder, subject: orderID.uuidString, id: random.uuid(), at: seconds + settings.paymentDelay, in: connection)
    // NB: the rows every purchase shares come last, so that where purchases overlap (PostgreSQL) each holds them
    // for as short a time as it can: an article's stock until the commit, then the one order number counter.
    try takeStock(
      cart.items, variants: variants, for: orderID, by: user, from: fulfilment.location, seconds, connection)
    let order = OrderRecord(
      cart: cart, variants: variants, id: orderID, number: try OrderStore.nextNumber(in: connection), user: user,
      paymentType: paymentType, comment: request.comment, fulfilment: fulfilment, promo: promo, now: now)
    try OrderStore.insert(order, in: connection)
    return order
  }

  /// Takes every line's units from `location`, in variant order (so two purchases never wait for each other's rows
  /// in opposite orders); throws the lines that fell short, each with what the location holds.
  private func takeStock(
    _ items: [CartItem], variants: [Article: UUID], for order: UUID, by user: User.ID, from location: UUID,
    _ seconds: Int64, _ connection: any DatabaseConnection
  ) throws {
    var short: [CartItem] = []
    for item in items.sorted(by: { (variants[$0.article]?.uuidString ?? "") < (variants[$1.article]?.uuidString ?? "") }
    ) {
      guard let variant = variants[item.article],
        try StockLedger.take(
          item.count,
          StockMovement(
            actor: .user(user.rawValue), delta: -item.count, location: location, note: nil, order: order,
            reason: .order, variant: variant), at: seconds, in: connection)
      else {
        short.append(item)
        continue
      }
    }
    guard !short.isEmpty else { return }
    let stock = try CheckoutPlaces.stock(of: short.compactMap { variants[$0.article] }, at: location, in: connection)
    throw CheckoutError.itemsNotAvailableWithSetCount(
      items.filter { item in short.contains { $0.article == item.article } }.map { item in
        CheckoutError.shortage(
          productName: item.productName, available: variants[item.article].flatMap { stock[$0] } ?? 0)
      })
  }
}
