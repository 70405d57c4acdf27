import Foundation
import MeowlsAPI

/// The offers of the export: each product's variants in order, a product of several variants as a group.
enum YMLExportOffers {
  static func write(
    categories: [UUID: String], location: UUID, images: CatalogImageURLs, into writer: inout YMLWriter,
    _ connection: any DatabaseConnection
  ) throws {
    let offerIDs = try ImportKeys.byLocal("yml.offer", connection)
    let groups = try ImportKeys.byLocal("yml.group", connection)
    var nextGroup = YMLExportIDs.nextNumber(after: groups)
    let pictures = try Self.pictures(images, connection)
    var names: [String: String] = [:]
    try connection.forEachRow("SELECT code, name FROM product_properties", []) {
      names[try $0.string(0)] = try $0.string(1)
    }
    var levels: [String: Int] = [:]
    try connection.forEachRow(
      "SELECT variant_id, quantity FROM stock_levels WHERE location_id = $1", [location.sqlValue]
    ) { levels[try $0.string(0)] = try $0.int(1) }
    let products = try connection.query("SELECT id FROM products WHERE archived = 0 ORDER BY position, id").map {
      try CatalogStorage.uuid($0, 0)
    }
    for id in products {
      // NB: an offer has one categoryId, so a product listed in several categories gives its first variant the
      // first category, its second the second, and so on, and imports back into all of them.
      guard let product = try ProductAdminStore.product(id, in: connection) else { continue }
      let listed = product.categoryIDs.compactMap { categories[$0.rawValue] }
      guard !listed.isEmpty else { continue }
      var group: String?
      if product.variants.count > 1 {
        if let known = groups[id.uuidString] {
          group = known
        } else {
          group = String(nextGroup)
          nextGroup += 1
        }
      }
      for (index, variant) in product.variants.enumerated() {
        let category = listed[min(index, listed.count - 1)]
        let variantID = variant.id?.rawValue.uuidString ?? ""
        writer.open(
          offer: offerIDs[variantID] ?? variant.article.rawValue,
          available: (variant.availability ?? .available) == .available, group: group)
        writer.element("price", ImportMoney.text(variant.price))
        if let old = variant.oldPrice { writer.element("oldprice", ImportMoney.text(old)) }
        writer.element("currencyId", "RUR")
        writer.element("categoryId", category)
        for url in pictures[id] ?? [] { writer.element("picture", url) }
        writer.element(
          "name", YMLNames.offerName(product: product.name, variant: variant.name, variants: product.variants.count))
        let properties = variant.properties ?? []
        if let brand = properties.first(where: { $0.code == "brand" }) { writer.element("vendor", brand.value) }
        writer.element("vendorCode", variant.article.rawValue)
        if let barcode = variant.barcode { writer.element("barcode", barcode) }
        for value in properties where value.code != "brand" {
          writer.element(
            "param", value.value, attributes: " name=\"\(YMLWriter.escape(names[value.code] ?? value.code))\"")
        }
        writer.element("count", String(levels[variantID] ?? 0))
        writer.closeOffer()
      }
    }
  }

  /// Each product's picture URLs: those an import fetched it from (so the feed imports again unchanged), else its
  /// catalogue images' URLs.
  private static func pictures(
    _ images: CatalogImageURLs, _ connection: any DatabaseConnection
  ) throws -> [UUID: [String]] {
    var urls: [UUID: [String]] = [:]
    try connection.forEachRow(
      "SELECT feed_id FROM import_keys WHERE kind = 'yml.picture' ORDER BY feed_id", []
    ) { row in
      let key = try row.string(0)
      guard let space = key.firstIndex(of: " "), let product = UUID(uuidString: String(key[..<space])) else { return }
      urls[product, default: []].append(String(key[key.index(after: space)...]))
    }
    var catalogue: [UUID: [String]] = [:]
    try connection.forEachRow("SELECT product_id, image_key FROM product_images ORDER BY product_id, position", []) {
      row in
      let product = try CatalogStorage.uuid(row, 0)
      guard urls[product] == nil else { return }
      if let url = images.image(forKey: try row.string(1)).original { catalogue[product, default: []].append(url) }
    }
    return urls.merging(catalogue) { fetched, _ in fetched }
  }
}
