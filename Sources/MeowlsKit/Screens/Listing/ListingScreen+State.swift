import Foundation
import MeowlsAPI

extension ListingScreen {
  /// Everything the grid shows.
  public struct State: Equatable, Sendable {
    /// The last failed cart or favourite change, shown once as an alert.
    public var alert: APIError?
    /// Articles the cart holds (the button reads "In the cart").
    public var cartArticles: Set<Article>
    /// Products whose add-to-cart is on its way (a second tap is ignored).
    public var cartPending: Set<Product.ID>
    /// Starred products (hearts).
    public var favorites: Set<Product.ID>
    /// Products whose star is on its way (a second tap is ignored).
    public var favoritesPending: Set<Product.ID>
    /// The filter groups with counts for the current selection.
    public var filters: Filters
    /// The page after the last one listed, if any.
    public var nextPage: Int?
    /// What the grid is doing.
    public var phase: Phase
    /// The products listed so far, without repeats.
    public var products: [Product]
    /// The request whose answer the grid waits for; any other answer is stale.
    public var request: Request?
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
      source: Source, alert: APIError? = nil, cartArticles: Set<Article> = [], cartPending: Set<Product.ID> = [],
      favorites: Set<Product.ID> = [], favoritesPending: Set<Product.ID> = [], filters: Filters? = nil,
      nextPage: Int? = nil, phase: Phase = .idle, products: [Product] = [], request: Request? = nil,
      selection: FilterSelection = [:], sort: ProductSort? = nil, totalCount: Int? = nil
    ) {
      self.alert = alert
      self.cartArticles = cartArticles
      self.cartPending = cartPending
      self.favorites = favorites
      self.favoritesPending = favoritesPending
      self.filters = filters ?? (source.categoryID == nil ? .unavailable : .idle)
      self.nextPage = nextPage
      self.phase = phase
      self.products = products
      self.request = request
      self.selection = selection
      self.sort = sort
      self.source = source
      self.totalCount = totalCount
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

  /// The grid; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// Nothing matches.
    case empty
    /// The first page failed; the grid shows the error and a retry button.
    case failed(APIError)
    case idle
    /// Pages are listed; more may follow.
    case loaded
    /// The first page is on its way (the old products are gone).
    case loading
    /// A further page failed; the listed products stay, with a retry row.
    case loadingMoreFailed(APIError)
    /// A further page is on its way.
    case loadingMore
  }

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
