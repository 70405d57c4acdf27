import Foundation
import MeowlsAPI

extension ListingScreen {
  /// Everything the grid shows.
  public struct State: Equatable, Sendable {
    /// The last failed cart or favourite change, shown once as an alert.
    public var alert: APIError?
    /// Articles the cart holds (the button reads "In the cart"), and the adds on their way.
    public var cart: CartMarks
    /// Starred products (hearts) and the stars on their way.
    public var favorites: FavoriteMarks
    /// The filter groups with counts for the current selection.
    public var filters: Filters
    /// The products of the current selection and sort, and the page on its way (a changed selection or sort
    /// starts it anew, so its `request` is a page of `ListingScreen.listing(of:)`).
    public var list: PagedList<Product>
    /// The chosen filter values.
    public var selection: FilterSelection
    /// The chosen order, or the server's default.
    public var sort: ProductSort?
    /// What is listed.
    public var source: Source
    /// How many products match, from the last page.
    public var totalCount: Int?

    /// A grid of `source` that has not appeared yet.
    public init(
      source: Source, alert: APIError? = nil, cart: CartMarks = CartMarks(),
      favorites: FavoriteMarks = FavoriteMarks(), filters: Filters? = nil,
      list: PagedList<Product> = PagedList(), selection: FilterSelection = [:], sort: ProductSort? = nil,
      totalCount: Int? = nil
    ) {
      self.alert = alert
      self.cart = cart
      self.favorites = favorites
      self.filters = filters ?? (source.categoryID == nil ? .unavailable : .idle)
      self.list = list
      self.selection = selection
      self.sort = sort
      self.source = source
      self.totalCount = totalCount
    }

    /// The filter groups to choose values in: the loaded ones without the server's `sort` group, which lists the
    /// orders the sort control offers (choosing one of its values as a filter would match no product).
    public var filterGroups: [FilterGroup] {
      guard case .loaded(let groups) = filters else { return [] }
      return groups.filter { $0.name != "sort" }
    }

    /// The products listed so far, without repeats.
    public var products: [Product] { list.items }
    /// What the grid is doing.
    public var phase: Phase { list.phase }
    /// The request whose answer the grid waits for; any other answer is stale.
    public var request: Request? {
      list.request.map { Request(listing: ListingScreen.listing(of: self), page: $0) }
    }
  }

  /// What is listed.
  public enum Source: Hashable, Sendable {
    case category(Category.ID)
    case collection([Product.ID])
    case query(String)
    case sale(Sale.ID)

    /// The category whose filter groups `GET /filters` lists.
    public var categoryID: Category.ID? {
      if case .category(let id) = self { id } else { nil }
    }

    /// Whether filters and sort apply (the server ignores them for sales and collections).
    public var isFilterable: Bool {
      switch self {
      case .category, .query: true
      case .collection, .sale: false
      }
    }
  }

  /// The filter groups; the phases exclude each other.
  public enum Filters: Equatable, Sendable {
    case failed(APIError)
    case idle
    case loaded([FilterGroup])
    case loading
    /// Sales, collections and queries have no filter groups.
    case unavailable
  }

  /// The grid's phases (`PagedList.Phase`). A refresh reloads the grid from page 1 with a spinner (`loading`: the
  /// old products are gone), so the grid is never `refreshing`.
  public typealias Phase = PagedList<Product>.Phase

  /// One page request; answers carry it so that stale ones are recognised.
  public struct Request: Hashable, Sendable {
    public var listing: ProductListing
    public var page: Int

    public init(listing: ProductListing, page: Int) {
      self.listing = listing
      self.page = page
    }
  }
}
