import Foundation
import MeowlsAPI

@testable import MeowlsServer

/// Cart lines for the pure cart and promo code tests.
enum CartFixtures {
  /// The id of test product `number`.
  static func productID(_ number: Int) -> Product.ID {
    Product.ID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!)
  }

  /// `count` units of product `product` at `price` kopecks (before a product discount: `original`), with `stock`.
  static func item(
    product: Int, price: Int64, original: Int64? = nil, count: Int = 1, stock: Int = 100, article: String? = nil
  ) -> CartItem {
    let unit = Price(
      discount: original.map { _ in 10 }, originalPrice: Money(kopecks: original ?? price), price: Money(kopecks: price)
    )
    return CartItem(
      amount: unit.times(count), article: Article(article ?? "A\(product)"),
      availabilityInfo: AvailabilityInfo(count: stock, type: .available), badges: [], count: count,
      id: CartItem.ID(UUID(uuidString: String(format: "10000000-0000-0000-0000-%012d", product))!), price: unit,
      productID: productID(product), productName: "Product \(product)", variantName: "")
  }
}
