import Foundation

extension DemoCatalogBuilder {
  mutating func buildBanners() throws {
    var takenProducts: Set<Int> = []
    var takenCategories = false
    for (index, data) in files.banners.enumerated() {
      let key = "\(index + 1)"
      let entry = "banner [\(index)] «\(data.title ?? data.placeType?.rawValue ?? "")»"
      func invalid(_ reason: String) -> DemoCatalogError {
        .invalidEntry(file: "banners.json", entry: entry, reason: reason)
      }
      guard let placeType = data.placeType else { throw invalid("a top-level banner needs place_type") }
      let id = DemoIdentifier.uuid("banner", key)
      var categoryIDs: [UUID] = []
      if let categories = data.categories {
        guard categories == "roots", placeType == .categories, !takenCategories else {
          throw invalid("only one `categories` banner may show `roots`")
        }
        takenCategories = true
        categoryIDs = self.categories.filter { $0.parentID == nil }.map(\.id)
      }
      var productIDs: [UUID] = []
      if let selection = data.products {
        guard placeType == .productsCollection else { throw invalid("products need place_type products_collection") }
        let picked = try select(
          selection, key: "banner:\(key)", excluding: takenProducts, file: "banners.json",
          entry: entry)
        takenProducts.formUnion(picked)
        productIDs = picked.map { products[$0].id }
      }
      let children = data.children ?? []
      switch placeType {
      case .categories where categoryIDs.isEmpty: throw invalid("a categories banner needs categories")
      case .productsCollection where productIDs.isEmpty: throw invalid("a products collection needs products")
      case .bannersHorizontal where children.isEmpty, .bannersVertical where children.isEmpty:
        throw invalid("a banner list needs children")
      // NB: a single banner that opens a sale carries it on a child: a top-level redirect has no `object_id`.
      case .singleBanner where data.image == nil && children.isEmpty:
        throw invalid("a single banner needs an image or a child")
      default: break
      }
      banners.append(
        DemoBanner(
          categoryIDs: categoryIDs, id: id, imageKey: data.image, parentID: nil, placeIndex: index + 1,
          placeType: placeType, productIDs: productIDs,
          redirect: try data.redirect.map { try redirect($0, key: key, entry: entry) }, title: data.title,
          uiSettings: data.uiSettings))
      for (childIndex, child) in children.enumerated() {
        let childKey = "\(key).\(childIndex + 1)"
        let childEntry = "\(entry), child [\(childIndex)]"
        guard child.placeType == nil, child.children == nil, child.products == nil, child.categories == nil else {
          throw DemoCatalogError.invalidEntry(
            file: "banners.json", entry: childEntry, reason: "a child has only title, image and redirect")
        }
        banners.append(
          DemoBanner(
            categoryIDs: [], id: DemoIdentifier.uuid("banner", childKey), imageKey: child.image, parentID: id,
            placeIndex: childIndex + 1, placeType: nil, productIDs: [],
            redirect: try child.redirect.map { try redirect($0, key: childKey, entry: childEntry) },
            title: child.title, uiSettings: child.uiSettings))
      }
    }
  }

  private mutating func redirect(_ data: DemoRedirectData, key: String, entry: String) throws -> DemoBannerRedirect {
    func invalid(_ reason: String) -> DemoCatalogError {
      .invalidEntry(file: "banners.json", entry: entry, reason: reason)
    }
    let id = DemoIdentifier.uuid("redirect", key)
    var saleID: UUID?
    if let code = data.sale {
      guard data.type == .object, data.objectType == .sale else { throw invalid("a sale redirect is an object Sale") }
      guard let saleIndex = sales.firstIndex(where: { $0.code == code }) else {
        throw invalid("unknown sale «\(code)»")
      }
      guard sales[saleIndex].redirectID == nil else { throw invalid("sale «\(code)» already has a redirect") }
      sales[saleIndex].redirectID = id
      saleID = sales[saleIndex].id
    }
    var productsSet: DemoProductsSet?
    if let set = data.productsSet {
      guard data.type == .productsCollection else { throw invalid("products_set needs type products_collection") }
      var categoryID: UUID?
      if let path = set.category {
        guard let index = categoryIndex[path] else { throw invalid("unknown category «\(path)»") }
        categoryID = categories[index].id
      }
      guard categoryID != nil || set.query != nil else { throw invalid("products_set needs a category or a query") }
      productsSet = DemoProductsSet(categoryID: categoryID, name: set.name, query: set.query)
    }
    guard saleID != nil || productsSet != nil || data.url != nil else { throw invalid("redirect goes nowhere") }
    return DemoBannerRedirect(
      id: id, objectType: data.objectType, productsSet: productsSet, saleID: saleID, type: data.type, url: data.url)
  }
}
