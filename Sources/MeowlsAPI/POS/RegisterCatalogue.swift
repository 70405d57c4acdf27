/// A page of a shop's catalogue for its registers (`GET /pos/catalogue`): what a register needs to sell while the
/// server cannot be reached, whole or as the changes since a revision it holds.
///
/// `{revision, complete, items, removed, next_after?}`. `complete: true`: the pages of this answer (followed by
/// `next_after` without `since`) are the whole catalogue, and whatever the register holds that is not in them is
/// gone. `complete: false`: `items` are the variants that changed since `since` (as they are now) and `removed`
/// those that are gone or can no longer be sold. Either way the register keeps `revision` of the FIRST page and
/// asks `since=<revision>` next time: a change made while it paged is answered again, never lost.
public struct RegisterCatalogue: Codable, Hashable, Sendable {
  /// True when the answer is the whole catalogue (no `since`, or one the server can no longer answer from).
  public var complete: Bool
  /// Variants as the shop sells them now, by variant id.
  public var items: [RegisterCatalogueItem]
  /// The last variant id of this page when more follow: ask again with `after=<next_after>`; nil on the last page.
  public var nextAfter: ProductVariant.ID?
  /// Variants gone since `since` (deleted, or without a price): drop them (always empty when `complete`).
  public var removed: [ProductVariant.ID]
  /// The catalogue's change revision read before this page: ask `since=<revision>` for what changes after it.
  public var revision: Int

  /// A catalogue page.
  public init(
    complete: Bool, items: [RegisterCatalogueItem], nextAfter: ProductVariant.ID? = nil,
    removed: [ProductVariant.ID] = [], revision: Int
  ) {
    self.complete = complete
    self.items = items
    self.nextAfter = nextAfter
    self.removed = removed
    self.revision = revision
  }

  enum CodingKeys: String, CodingKey {
    case complete
    case items
    case nextAfter = "next_after"
    case removed
    case revision
  }
}
