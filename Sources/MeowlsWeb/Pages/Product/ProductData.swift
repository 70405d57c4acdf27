import Foundation
import MeowlsAPI
import MeowlsKit

/// schema.org `Product` data for search engines, one `Offer` per variant: what a product page embeds as
/// `<script type="application/ld+json">` (a data block, which the Content-Security-Policy does not run).
struct ProductData: Encodable {
  struct Offer: Encodable {
    var availability: String
    var price: String
    var priceCurrency = "RUB"
    var sku: String
    var type = "Offer"
    var url: String

    enum CodingKeys: String, CodingKey {
      case availability, price, priceCurrency, sku, url
      case type = "@type"
    }
  }

  var context = "https://schema.org"
  var description: String?
  var image: [String]
  var name: String
  var offers: [Offer]
  var productID: String
  var type = "Product"
  var url: String

  enum CodingKeys: String, CodingKey {
    case description, image, name, offers, productID, url
    case context = "@context"
    case type = "@type"
  }

  init(_ ctx: PageContext, _ product: ProductDetail) {
    let absolute = { (path: String) in path.hasPrefix("/") ? ctx.origin + path : path }
    description = Self.plainText(product.sections.first?.text ?? "").nilIfEmpty
    image = product.images.compactMap { $0.large ?? $0.original ?? $0.medium }.map(absolute)
    name = product.name
    offers = product.variants.map { variant in
      let inStock = variant.availabilityInfo.type != .notAvailable && variant.availabilityInfo.count > 0
      return Offer(
        availability: "https://schema.org/" + (inStock ? "InStock" : "OutOfStock"),
        price: "\(variant.price.price.decimalValue)", sku: variant.article.rawValue,
        url: ctx.absolute(.product(product.id, variant: variant.article)))
    }
    productID = product.code
    url = ctx.absolute(.product(product.id))
  }

  /// The text of a section's little HTML, tags dropped, spaces folded, cut to about 300 characters.
  static func plainText(_ markup: String) -> String {
    let text = markup.replacing(/<[^>]*>/, with: " ").replacing("&nbsp;", with: " ").replacing("&amp;", with: "&")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return text.count > 300 ? String(text.prefix(297)) + "…" : text
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
