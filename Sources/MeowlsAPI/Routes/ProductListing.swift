/// Which products `GET /products` lists; chosen by the first present and valid parameter, in case order below
/// (`api.md` §5.4, plus `query` from `decisions.md`).
public enum ProductListing: Hashable, Sendable {
  /// `category_id=<UUID>` with optional `filters[...]` and `sort`.
  case category(Category.ID, filters: FilterSelection = [:], sort: ProductSort? = nil)
  /// `products_ids=<uuid>,<uuid>,…`; entries that are not UUIDs are dropped (possibly leaving none).
  case productIDs([Product.ID])
  /// `sale_id=<UUID>`; filters and sort are ignored.
  case sale(Sale.ID)
  /// `query=<text>`: products matching a search, with optional `filters[...]` and `sort` (new in MEOWLS).
  case search(String, filters: FilterSelection = [:], sort: ProductSort? = nil)
}
