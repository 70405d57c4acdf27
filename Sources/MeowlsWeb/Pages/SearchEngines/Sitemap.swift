import MeowlsAPI
import MeowlsKit

/// Which sitemap of the index: the pages (main, every catalogue level and category, sales, collections), or one
/// part of a root category's products.
public enum SitemapPart: Hashable, Sendable {
  case pages
  /// Products `(part − 1) × productsPerPart + 1 …` of a root category's listing (which includes its sub-categories').
  case products(root: Category.ID, part: Int)
}

/// `/sitemap.xml`, a sitemap index, and the sitemaps it names, for search engines.
///
/// NB: one file of the whole catalogue cost 10 s and stopped at the protocol's 50,000 addresses, half of a
/// 100,000-product shop. The index asks each root category for its count (one product per request) and names a part
/// per 5,000 of its products; a part reads its 50 pages of 100. A product in two root categories is listed in both,
/// which sitemaps allow. Search engines may keep each file for an hour.
enum Sitemap {
  static let pagesPerPart = 50
  static let productsPerPart = pagesPerPart * PageRequest.maximumPerPage

  static func index(_ ctx: PageContext) async -> PageOutcome {
    let roots = await CataloguePage.run(ctx.kit, parent: nil).state.categories.map(\.id)
    let counts = await withTaskGroup(of: (Category.ID, Int).self) { group in
      for root in roots {
        group.addTask {
          let first = try? await ctx.kit.api.send(.products(.category(root), page: PageRequest(page: 1, perPage: 1)))
          return (root, first?.paginationInfo.totalCount ?? 0)
        }
      }
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    var parts: [WebRoute] = [.sitemapPart(.pages)]
    for root in roots {
      let count = min(counts[root] ?? 0, 10_000_000)
      let number = (count + productsPerPart - 1) / productsPerPart
      parts += (0..<number).map { .sitemapPart(.products(root: root, part: $0 + 1)) }
    }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for part in parts {
      text += "<sitemap><loc>" + HTML.escape(ctx.absolute(part), quotes: true) + "</loc></sitemap>\n"
    }
    return file(text + "</sitemapindex>\n")
  }

  static func pages(_ ctx: PageContext) async -> PageOutcome {
    async let categories = categoryRoutes(ctx.kit)
    async let sales = SalesPage.run(ctx.kit)
    async let main = MainPage.run(ctx.kit)
    let (tree, saleList, mainPage) = await (categories, sales, main)
    var routes: [WebRoute] = [.main, .catalogue(parent: nil), .sales]
    routes += tree
    routes += saleList.state.sales.map { .sale($0.id, options: ListingOptions()) }
    routes += mainPage.state.sections.compactMap { section in
      if case .products = section.content { .collection(section.id) } else { nil }
    }
    return file(xml(ctx, Array(routes.prefix(limit))))
  }

  /// One part of a root category's products; a part past the end is no page.
  static func products(_ ctx: PageContext, root: Category.ID, part: Int) async -> PageOutcome {
    let first = (part - 1) * pagesPerPart + 1
    let pages = await withTaskGroup(of: (Int, [Product.ID]).self) { group in
      for number in first..<(first + pagesPerPart) {
        group.addTask {
          let answer = try? await ctx.kit.api.send(
            .products(.category(root), page: PageRequest(page: number, perPage: PageRequest.maximumPerPage)))
          return (number, answer?.results.map(\.id) ?? [])
        }
      }
      return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    let ids = (first..<(first + pagesPerPart)).flatMap { pages[$0] ?? [] }
    guard !ids.isEmpty else { return NotFoundPage.outcome(ctx) }
    return file(xml(ctx, ids.map { .product($0) }))
  }

  /// The protocol's most addresses in one file.
  static let limit = 50_000

  private static func file(_ text: String) -> PageOutcome {
    .response(.file(text, contentType: "application/xml; charset=utf-8"))
  }

  static func xml(_ ctx: PageContext, _ routes: [WebRoute]) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    text += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for route in routes { text += "<url><loc>" + HTML.escape(ctx.absolute(route), quotes: true) + "</loc></url>\n" }
    return text + "</urlset>\n"
  }

  /// Every level of the catalogue (as `CataloguePage` lists it) and every category's products, breadth first.
  private static func categoryRoutes(_ kit: VisitorKit) async -> [WebRoute] {
    var routes: [WebRoute] = []
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
          routes.append(CataloguePage.link(for: category, parent: parent))
          if category.hasChildren {
            levels.append(category.id)
            routes.append(.category(category.id, parent: parent, options: ListingOptions()))
          }
        }
      }
    }
    return routes
  }
}
