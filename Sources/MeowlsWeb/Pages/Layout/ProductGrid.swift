import MeowlsAPI
import MeowlsKit

/// A grid of product tiles with their cart and heart marks, and the two taps its forms post, shared by the pages
/// whose screens list products (Listing, Favorites).
enum ProductGrid {
  /// A posted tap on one of the grid's products.
  enum Tap {
    case add(Product)
    case star(Product.ID)

    /// The tap a form posts, on a product the grid lists; nil for anything else.
    init?(_ form: FormData, in products: [Product]) {
      guard let id = form["product"].flatMap(Product.ID.init(uuidString:)),
        let product = products.first(where: { $0.id == id })
      else { return nil }
      switch form["do"] {
      case "add-to-cart": self = .add(product)
      case "favorite": self = .star(id)
      default: return nil
      }
    }

    var productID: Product.ID {
      switch self {
      case .add(let product): product.id
      case .star(let id): id
      }
    }

    /// Where the answer goes: the card when the screen opened it (a variant to choose), otherwise back to the
    /// product in the grid, with the screen's alert.
    func outcome(_ ctx: PageContext, opened product: Product.ID?, alert: APIError?) -> PostOutcome {
      if let product { return .go(.product(product)) }
      return .back(alert.map(ctx.localizer.message(for:)), anchor: "p-" + productID.uuidString)
    }
  }

  static func grid(_ ctx: PageContext, _ products: [Product], cart: CartMarks, favorites: FavoriteMarks) -> HTML {
    el("ul", .class("grid")) {
      for product in products {
        ProductTile.tile(
          ctx, product,
          marks: ProductTile.Marks(
            inCart: CartMarks.quickBuyArticle(of: product).map(cart.articles.contains) ?? false,
            starred: favorites.contains(product.id)))
      }
    }
  }
}
