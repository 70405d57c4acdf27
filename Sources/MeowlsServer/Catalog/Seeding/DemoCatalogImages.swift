/// The pictures of a demo catalogue: one key and spec for every category, product, sale and banner image.
struct DemoCatalogImages {
  /// Keys in the order the seeder writes them; every key is unique.
  private(set) var specs: [(key: String, spec: CatalogImageSpec)] = []

  init(_ catalog: DemoCatalog) {
    let categories = Dictionary(uniqueKeysWithValues: catalog.categories.map { ($0.id, $0) })
    let products = Dictionary(uniqueKeysWithValues: catalog.products.map { ($0.id, $0) })
    let badges = Dictionary(uniqueKeysWithValues: catalog.badges.map { ($0.id, $0) })
    let sales = Dictionary(uniqueKeysWithValues: catalog.sales.map { ($0.id, $0) })
    for category in catalog.categories {
      specs.append((Self.key(category), Self.spec(category, parent: category.parentID.flatMap { categories[$0] })))
    }
    for product in catalog.products {
      specs.append((Self.key(product), Self.spec(product)))
    }
    for sale in catalog.sales {
      let petKind = sale.productIDs.first.flatMap { products[$0]?.petKind }
      specs.append((Self.key(sale), Self.spec(sale, color: badges[sale.badgeID]?.backgroundColor, petKind: petKind)))
    }
    for banner in catalog.banners {
      guard let name = banner.imageKey else { continue }
      let sale = banner.redirect?.saleID.flatMap { sales[$0] }
      let category = banner.redirect?.productsSet?.categoryID.flatMap { categories[$0] }
      let saleSpec = sale.map {
        Self.spec(
          $0, color: badges[$0.badgeID]?.backgroundColor, petKind: $0.productIDs.first.flatMap { products[$0]?.petKind }
        )
      }
      let spec = CatalogImageSpec(
        color: saleSpec?.color ?? category?.color ?? Self.meowlsColor, kind: .banner,
        petKind: saleSpec?.petKind ?? category?.petKind, subtitle: saleSpec?.subtitle ?? category?.name,
        title: banner.title ?? sale?.title ?? banner.redirect?.productsSet?.name ?? "MEOWLS")
      specs.append((CatalogImageKey.banner(name: name), spec))
    }
  }

  /// The brand colour of MEOWLS, for pictures that have no colour of their own.
  static let meowlsColor = "#F4A259"

  static func key(_ category: DemoCategory) -> String { CatalogImageKey.category(path: category.path) }
  static func key(_ product: DemoProduct) -> String { CatalogImageKey.product(code: product.code) }
  static func key(_ sale: DemoSale) -> String { CatalogImageKey.sale(code: sale.code) }
  static func key(_ banner: DemoBanner) -> String? { banner.imageKey.map(CatalogImageKey.banner(name:)) }

  static func spec(_ category: DemoCategory, parent: DemoCategory?) -> CatalogImageSpec {
    CatalogImageSpec(
      color: category.color, kind: .category, petKind: category.petKind, subtitle: parent?.name, title: category.name)
  }

  static func spec(_ product: DemoProduct) -> CatalogImageSpec {
    CatalogImageSpec(
      color: product.brandColor, kind: .product, petKind: product.petKind, subtitle: product.brand,
      title: product.name)
  }

  static func spec(_ sale: DemoSale, color: String?, petKind: DemoPetKind?) -> CatalogImageSpec {
    CatalogImageSpec(
      color: color ?? meowlsColor, kind: .sale, petKind: petKind, subtitle: "Скидка \(sale.discountPercent)%",
      title: sale.title)
  }
}
