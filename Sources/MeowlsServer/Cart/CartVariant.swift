import MeowlsAPI

/// A variant with its product in list form, as the catalogue renders them: current price, badges and the
/// warehouse stock of the moment it was read.
struct CartVariant: Equatable, Sendable {
  var product: Product
  var variant: ProductVariant
  /// Whether the back office archived the product: never sold, whatever stock is left, so shown with none.
  var archived = false

  /// The variant with `quantity` units in the warehouse (none shown while archived).
  func withStock(_ quantity: Int) -> CartVariant {
    var copy = self
    copy.variant.availabilityInfo.count = archived ? 0 : quantity
    return copy
  }

  /// The cart line (`CartItemDTO`, `api.md` §10.1) of `count` units: current unit price, amount = price × count,
  /// the product's first picture, the variant's badges and stock.
  func item(id: CartItem.ID, count: Int) -> CartItem {
    CartItem(
      amount: variant.price.times(count), article: variant.article, availabilityInfo: variant.availabilityInfo,
      badges: variant.badges, count: count, id: id, image: product.images.first, price: variant.price,
      productID: product.id, productName: product.name, variantName: variant.shortName)
  }
}
