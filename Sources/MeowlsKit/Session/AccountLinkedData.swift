import MeowlsAPI

/// What the services that keep guest data (favourites, cart) do when a session starts or ends.
///
/// The `Session` service calls these; `services(favorites:cart:)` wires the real ones, tests script them.
public struct AccountLinkedData: Sendable {
  /// Merges the guest cart into the account (`/cart/merge`).
  public var mergeCart: @Sendable () async -> MergeStatus<[MergeReportEntry]>
  /// Merges the guest favourites into the account (`/favorites/star`).
  public var mergeFavorites: @Sendable () async -> MergeStatus<Int>
  /// A session started with this profile.
  public var signedIn: @Sendable (User) async -> Void
  /// The session ended: back to guest data.
  public var signedOut: @Sendable () async -> Void

  /// Hooks from their closures.
  public init(
    mergeCart: @escaping @Sendable () async -> MergeStatus<[MergeReportEntry]>,
    mergeFavorites: @escaping @Sendable () async -> MergeStatus<Int>,
    signedIn: @escaping @Sendable (User) async -> Void, signedOut: @escaping @Sendable () async -> Void
  ) {
    self.mergeCart = mergeCart
    self.mergeFavorites = mergeFavorites
    self.signedIn = signedIn
    self.signedOut = signedOut
  }

  /// No guest data: the POS staff session.
  public static var none: AccountLinkedData {
    AccountLinkedData(
      mergeCart: { .nothingToMerge }, mergeFavorites: { .nothingToMerge }, signedIn: { _ in }, signedOut: {})
  }

  /// The Store app's favourites and cart.
  public static func services(favorites: FavoritesService, cart: CartService) -> AccountLinkedData {
    AccountLinkedData(
      mergeCart: { await cart.mergeGuestCart() },
      mergeFavorites: { await favorites.mergeGuestFavorites() },
      signedIn: { user in
        await favorites.signedIn(user)
        await cart.signedIn()
      },
      signedOut: {
        await favorites.signedOut()
        await cart.signedOut()
      })
  }
}
