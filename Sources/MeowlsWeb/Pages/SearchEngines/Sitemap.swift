import MeowlsAPI
import MeowlsKit

/// `/sitemap.xml`: the main page, the catalogue's every level and category, every product, the current sales and
/// the main page's collections, for search engines.
///
/// NB: no screen lists the whole catalogue, so the products are read a hundred at a time, root category by root
/// category, and the file stops at the protocol's 50,000 addresses; search engines may keep it for an hour.
enum Sitemap {
  static let limit = 50_000

  static func get(_ ctx: PageContext) async -> PageOutcome {
    async let categories = categoryRoutes(ctx.kit)
    async let sales = SalesPage.run(ctx.kit)
    async let main = MainPage.run(ctx.kit)
    let (tree, saleList, mainPage) = await (categories, sales, main)
    var routes: [WebRoute] = [.main, .catalogue(parent: nil), .sales]
    routes += tree.routes
    routes += saleList.state.sales.map { .sale($0.id, options: ListingOptions()) }
    routes += mainPage.state.sections.compactMap { section in
      if case .products = section.content { .collection(section.id) } else { nil }
    }
    routes += await productRoutes(ctx.kit, roots: tree.roots, room: limit - routes.count)
    return .response(.file(xml(ctx, Array(routes.prefix(limit))), contentType: "application/xml; charset=utf-8"))
  }

  static func xml(_ ctx: PageContext, _ routes: [WebRoute]) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for route in routes { text += "<url><loc>" + HTML.escape(ctx.absolute(route), quotes: true) + "</loc></url>\n" }
    return text + "</urlset>\n"
  }

  /// Every level of the catalogue (as `CataloguePage` lists it) and every category's products, breadth first.
  private static func categoryRoutes(_ kit: VisitorKit) async -> (routes: [WebRoute], roots: [Category.ID]) {
    var routes: [WebRoute] = []
    var roots: [Category.ID] = []
    var levels: [Category.ID?] = [nil]
    var seen = Set<Category.ID>()
    while !levels.isEmpty, routes.count < limit {
      let batch = levels
      levels = []
      let answers = await withTaskGroup(of: (Category.ID?, [Category]).self) { group in
        for parent in batch {
          group.addTask { (parent, await CataloguePage.run(kit, parent: parent).state.categories) }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      for (parent, categories) in answers.sorted(by: { ($0.0?.uuidString ?? "") < ($1.0?.uuidString ?? "") }) {
        for category in categories where seen.insert(category.id).inserted {
          if parent == nil { roots.append(category.id) }
          routes.append(CataloguePage.link(for: category, parent: parent))
          if category.hasChildren {
            levels.append(category.id)
            routes.append(.category(category.id, parent: parent, options: ListingOptions()))
          }
        }
      }
    }
    return (routes, roots)
  }

  /// The products of each root category (their listing includes the sub-categories'), each listed once.
  private static func productRoutes(_ kit: VisitorKit, roots: [Category.ID], room: Int) async -> [WebRoute] {
    var routes: [WebRoute] = []
    var seen = Set<Product.ID>()
    for root in roots {
      var page: Int? = 1
      while let number = page, routes.count < room {
        guard
          let answer = try? await kit.api.send(
            .products(.category(root), page: PageRequest(page: number, perPage: PageRequest.maximumPerPage)))
        else { break }
        for product in answer.results where seen.insert(product.id).inserted { routes.append(.product(product.id)) }
        page = answer.paginationInfo.nextPage.flatMap { $0 > number ? $0 : nil }
      }
    }
    return Array(routes.prefix(room))
  }
}
