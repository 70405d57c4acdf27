import Foundation

/// A large catalogue for benchmarks: the demo shop plus generated products up to `productCount`.
///
/// Each generated product is a variation of a demo product picked at random (so categories, brands and property
/// values keep the demo shop's realistic distribution): same category, brand and property values, its own name,
/// code, articles, prices (±20 %), discount, availability and stock. Deterministic for a given count.
public struct SyntheticCatalog: Sendable {
  public let base: DemoCatalog
  public let productCount: Int
  /// The demo shop's discount badges («Скидка», text `−N%`) with their percent.
  private let discountBadges: [(id: UUID, percent: Int)]
  /// Badges that belong to a price (discounts and sales), which a variation does not inherit.
  private let priceBadgeIDs: Set<UUID>
  private let warehouseID: UUID
  private let shopIDs: [UUID]
  /// Each demo product's section texts split at its own name, to put a variation's name in its place.
  private let sectionParts: [[[Substring]]]

  /// - Throws: `SyntheticCatalogError.tooSmall` when `productCount` is below the demo shop's own product count.
  public init(base: DemoCatalog, productCount: Int) throws {
    guard productCount >= base.products.count else {
      throw SyntheticCatalogError.tooSmall(minimum: base.products.count)
    }
    self.base = base
    self.productCount = productCount
    discountBadges = base.badges.compactMap { badge in
      guard badge.title == "Скидка", let text = badge.text, text.hasPrefix("−"), text.hasSuffix("%"),
        let percent = Int(text.dropFirst().dropLast())
      else { return nil }
      return (badge.id, percent)
    }
    priceBadgeIDs = Set(discountBadges.map(\.id) + base.sales.map(\.badgeID))
    warehouseID = base.warehouse?.id ?? base.locations[0].id
    shopIDs = base.shops.isEmpty ? [warehouseID] : base.shops.map(\.id)
    // NB: splitting once per demo product instead of Foundation's replacing once per variation saved a tenth of
    // the time of seeding 100,000 products.
    sectionParts = base.products.map { product in
      product.sections.map { $0.text.split(separator: product.name, omittingEmptySubsequences: false) }
    }
  }

  /// How many products are generated on top of the demo shop's.
  public var generatedCount: Int { productCount - base.products.count }

  /// The generated product number `number` (0-based, after the demo products) and its stock.
  func product(_ number: Int) -> (product: DemoProduct, stock: [DemoStockLevel]) {
    var random = DemoRandom(key: "synthetic:\(number)")
    let templateIndex = random.int(in: 0...(base.products.count - 1))
    let template = base.products[templateIndex]
    let name = "\(template.name), серия \(number + 1)"
    let discount = random.chance(percent: 15) ? random.element(of: discountBadges) : nil
    var stock: [DemoStockLevel] = []
    let variants = template.variants.enumerated().map { index, variant in
      let key = "\(number)|\(index)"
      let original = max(100, variant.price.originalKopecks * random.int(in: 80...120) / 100 / 100 * 100)
      let availability = Self.availability(&random)
      let id = DemoIdentifier.uuid("synthetic-variant", key)
      stock.append(DemoStockLevel(locationID: warehouseID, quantity: availability.count, variantID: id))
      for shop in Set((0..<2).map { _ in random.element(of: shopIDs) }) {
        stock.append(DemoStockLevel(locationID: shop, quantity: random.int(in: 0...14), variantID: id))
      }
      return DemoVariant(
        article: String(20_000_000 + number * 4 + index), availability: availability,
        badgeIDs: variant.badgeIDs.filter { !priceBadgeIDs.contains($0) } + (discount.map { [$0.id] } ?? []), id: id,
        price: discount.map { .discounted(original, percent: $0.percent) } ?? .regular(original),
        propertyValueIDs: variant.propertyValueIDs, shortName: variant.shortName)
    }
    let product = DemoProduct(
      allowQuickBuy: template.allowQuickBuy, brand: template.brand, brandColor: template.brandColor,
      categoryID: template.categoryID, code: "\(template.code)_\(number + 1)",
      defaultVariantArticle: variants[0].article, id: DemoIdentifier.uuid("synthetic-product", "\(number)"),
      imageKey: "", name: name, petKind: template.petKind, saleID: nil,
      sections: zip(template.sections, sectionParts[templateIndex]).map { section, parts in
        var copy = section
        copy.text = parts.joined(separator: name)
        return copy
      }, variants: variants)
    return (product, stock)
  }

  private static func availability(_ random: inout DemoRandom) -> DemoAvailability {
    let roll = random.int(in: 0...99)
    if roll < 9 { return DemoAvailability(count: 0, deliveryDurationDays: nil, kind: .notAvailable) }
    if roll < 21 {
      return DemoAvailability(
        count: random.int(in: 2...30), deliveryDurationDays: random.int(in: 2...7), kind: .delivery)
    }
    return DemoAvailability(count: random.int(in: 3...60), deliveryDurationDays: nil, kind: .available)
  }
}

/// Why a synthetic catalogue cannot be built.
public enum SyntheticCatalogError: Error, Equatable, CustomStringConvertible {
  /// The demo shop is the core of every synthetic catalogue, so there are at least as many products.
  case tooSmall(minimum: Int)

  public var description: String {
    switch self {
    case .tooSmall(let minimum): "a synthetic catalogue has at least \(minimum) products (the demo shop's own)"
    }
  }
}
