import MeowlsAPI

/// The favourites the app shows: which products have a filled heart, and the badge count.
public struct FavoritesState: Hashable, Sendable {
  /// The favourite products.
  public var ids: Set<Product.ID>
  /// Products whose toggle is on its way to the server (the heart shows progress and ignores taps).
  public var pending: Set<Product.ID>

  /// A state.
  public init(ids: Set<Product.ID> = [], pending: Set<Product.ID> = []) {
    self.ids = ids
    self.pending = pending
  }

  /// The badge number.
  public var count: Int { ids.count }
}
