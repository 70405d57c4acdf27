import MeowlsAPI

/// The stars (hearts) a screen shows on products, changed optimistically, as a pure value: the Listing, Main,
/// Favorites and Product screens hold one.
///
/// A tap flips the star at once and asks the server; while that change is on its way the product is `pending`: a
/// second tap is ignored, and marks reloaded from the favourites service keep the value the tap showed. The
/// server's answer settles the star; a failure puts it back and hands the error to the screen for its alert.
public struct FavoriteMarks: Equatable, Sendable {
  /// Products whose star is on its way (a second tap is ignored).
  public var pending: Set<Product.ID>
  /// Products shown starred.
  public var starred: Set<Product.ID>

  /// Marks; by default nothing starred and nothing on its way.
  public init(starred: Set<Product.ID> = [], pending: Set<Product.ID> = []) {
    self.pending = pending
    self.starred = starred
  }

  /// Whether `id` is shown starred.
  public func contains(_ id: Product.ID) -> Bool { starred.contains(id) }

  /// A tap on `id`'s star: flips it at once and answers `true` (send the change), or `false` while its change is
  /// still on its way (the tap is ignored).
  public mutating func tap(_ id: Product.ID) -> Bool {
    guard pending.insert(id).inserted else { return false }
    flip(id)
    return true
  }

  /// The server's answer to `id`'s change: whether it is now a favourite, or the error that undoes the tap (put
  /// back, and returned for the screen's alert). An answer for a product not pending is ignored (`nil`).
  public mutating func receive(_ id: Product.ID, _ result: Result<Bool, APIError>) -> APIError? {
    guard pending.remove(id) != nil else { return nil }
    switch result {
    case .success(true): starred.insert(id)
    case .success(false): starred.remove(id)
    case .failure(let error):
      flip(id)
      return error
    }
    return nil
  }

  /// Takes freshly loaded marks; a star still on its way keeps the value the tap showed.
  public mutating func reload(_ favorites: Set<Product.ID>) {
    starred = favorites.subtracting(pending).union(starred.intersection(pending))
  }

  /// Stars the listed `ids` whose change is not on its way (a page of favourites is starred by definition).
  public mutating func star(_ ids: some Sequence<Product.ID>) {
    starred.formUnion(ids.filter { !pending.contains($0) })
  }

  private mutating func flip(_ id: Product.ID) {
    if starred.remove(id) == nil { starred.insert(id) }
  }
}
