import Foundation
import MeowlsAPI

/// Realistic catalogue values for benchmarks: shaped like a category page of the demo shop.
enum BenchmarkFixtures {
  static func productPage(count: Int) -> Page<Product> {
    let products = (0..<count).map { index in product(index) }
    return Page(
      paginationInfo: PaginationInfo(nextPage: 2, page: 1, perPage: count, totalCount: 614), results: products)
  }

  static func product(_ index: Int) -> Product {
    let base = "https://meowls.example/static/catalog"
    let image = Image(
      large: "\(base)/700x700/product-\(index).svg", medium: "\(base)/480x480/product-\(index).svg",
      original: "\(base)/product-\(index).svg", small: "\(base)/192x200/product-\(index).svg")
    let variants = (0..<3).map { variant in
      ProductVariant(
        article: Article("\(1_000_000 + index * 10 + variant)"),
        availabilityInfo: AvailabilityInfo(count: 12 + variant, type: .available),
        badges: variant == 0
          ? [Badge(backgroundColor: "#E53935", tintColor: "#FFFFFF", title: "Скидка")] : [],
        id: ProductVariant.ID(identifier(index * 10 + variant)),
        price: Price(
          discount: variant == 0 ? 31 : nil, originalPrice: Money(kopecks: 389_900),
          price: Money(kopecks: variant == 0 ? 269_031 : 389_900)),
        shortName: ["400 г", "1,5 кг", "10 кг"][variant])
    }
    return Product(
      allowQuickBuy: true, code: "royal_canin_kitten_\(index)", defaultVariantArticle: variants[0].article,
      id: Product.ID(identifier(index)), images: [image],
      name: "Royal Canin Kitten сухой корм для котят от 4 до 12 месяцев, с птицей", variants: variants)
  }

  static func identifier(_ seed: Int) -> UUID {
    UUID(uuidString: String(format: "8DEA00E3-9AAB-4D8E-887C-%012X", seed))!
  }
}
