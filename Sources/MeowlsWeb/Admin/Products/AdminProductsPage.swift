import MeowlsAPI
import MeowlsKit

/// `products?query&archived&category&page`: the product list (`AdminProductsScreen`) with its search form (a name,
/// an article or a barcode; on sale, archived too or archived only; a category) and its pages.
enum AdminProductsPage {
  typealias Run = ScreenRun<AdminProductsScreen.State, AdminProductsScreen.Action, AdminProductsScreen.Effect, Never>

  static func get(
    _ ctx: AdminContext, query: String, archived: AdminProductQuery.Archived, category: Category.ID?, page: Int
  ) async -> AdminOutcome {
    let dependencies = AdminProductsScreen.Dependencies.live(api: ctx.api)
    var run = Run(
      AdminProductsScreen.State(), reduce: AdminProductsScreen.reduce, route: { _ in nil },
      perform: { await AdminProductsScreen.perform($0, with: dependencies) })
    async let tree = try? ctx.api.send(.adminCategories)
    await run.send(.searchSubmitted(query, archived, category))
    if page > 1 { await run.send(.pageTapped(page)) }
    return draw(ctx, run.state, categories: await tree ?? [], text: query)
  }

  private static func draw(
    _ ctx: AdminContext, _ state: AdminProductsScreen.State, categories: [AdminCategory], text: String
  ) -> AdminOutcome {
    let title = ctx.t(.navProducts)
    let content = el("section") {
      el("div", .class("heading")) {
        el("h1") { title }
        if ctx.isAdmin { el("a", AdminLayout.href(ctx, .newProduct), .class("button primary")) { ctx.t(.productNew) } }
      }
      AdminForms.search(ctx, .productList) {
        AdminForms.field(
          "query", label: ctx.t(.productsSearch), value: text, type: "search", maxlength: 100,
          placeholder: ctx.t(.productsSearchHint))
        AdminForms.select(
          "archived", label: ctx.t(.productsShown),
          options: [
            ("false", ctx.t(.productsOnSale)), ("true", ctx.t(.productsWithArchived)),
            ("only", ctx.t(.productsArchivedOnly)),
          ], selected: state.query.archived.rawValue)
        AdminForms.select(
          "category", label: ctx.t(.productsCategory),
          options: [("", ctx.t(.productsAnyCategory))] + AdminCategoryNames.options(categories),
          selected: state.query.categoryID?.uuidString ?? "")
        AdminForms.button(ctx.t(.productsFind), class: "button primary")
      }
      switch state.phase {
      case .idle, .loading: el("p") { ctx.t(.loading) }
      case .failed(let error): AdminForms.refusal(ctx, error)
      case .loaded(let page) where page.results.isEmpty: el("p", .class("empty")) { ctx.t(.productsNone) }
      case .loaded(let page):
        el("p", .class("count")) { ctx.t(.productsCount, String(page.paginationInfo.totalCount)) }
        table(ctx, page.results, names: AdminCategoryNames(categories))
        AdminForms.pager(ctx, ctx.route, page: state.page, count: state.pageCount)
      }
    }
    return .page(title: title, content: content)
  }

  private static func table(_ ctx: AdminContext, _ rows: [AdminProductSummary], names: AdminCategoryNames) -> HTML {
    el("table", .class("list")) {
      el("caption", .class("visually-hidden")) { ctx.t(.navProducts) }
      el("thead") {
        el("tr") {
          el("th", Attribute("scope", "col")) { el("span", .class("visually-hidden")) { ctx.t(.productPicture) } }
          el("th", Attribute("scope", "col")) { ctx.t(.productName) }
          el("th", Attribute("scope", "col")) { ctx.t(.productArticle) }
          el("th", Attribute("scope", "col")) { ctx.t(.productsCategory) }
          el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.productPrice) }
          el("th", Attribute("scope", "col")) { ctx.t(.productsState) }
        }
      }
      el("tbody") {
        for row in rows {
          el("tr", .class(row.archived ? "archived" : "")) {
            el("td", .class("thumb")) {
              if let small = row.image?.small ?? row.image?.original {
                void(
                  "img", .safeURL("src", small), Attribute("alt", ""), Attribute("width", "48"),
                  Attribute("height", "50"), Attribute("loading", "lazy"))
              }
            }
            el("td") { el("a", AdminLayout.href(ctx, .product(row.id))) { row.name } }
            el("td") { el("code") { row.article.rawValue } }
            el("td") { row.categoryIDs.compactMap { names.name($0) }.joined(separator: ", ") }
            el("td", .class("num")) { ctx.money(row.price) }
            el("td") { row.archived ? ctx.t(.productArchived) : ctx.t(.productOnSale) }
          }
        }
      }
    }
  }
}

/// Categories named by their path (`Кошки › Корма`), for choices and lists.
struct AdminCategoryNames {
  private var paths: [Category.ID: String] = [:]

  init(_ tree: [AdminCategory]) {
    let byID = Dictionary(tree.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for category in tree {
      var names = [category.name]
      var parent = category.parentID
      var depth = 0
      while let id = parent, let next = byID[id], depth < 20 {
        names.insert(next.name, at: 0)
        parent = next.parentID
        depth += 1
      }
      paths[category.id] = names.joined(separator: " › ")
    }
  }

  func name(_ id: Category.ID) -> String? { paths[id] }

  /// The `choices` that are not archived (by default every category of `tree`) as choices, by their paths.
  static func options(_ tree: [AdminCategory], choices: [AdminCategory]? = nil) -> [(String, String)] {
    let names = AdminCategoryNames(tree)
    return (choices ?? tree).filter { !$0.archived }
      .compactMap { category in names.name(category.id).map { (category.id.uuidString, $0) } }
      .sorted { $0.1.localizedStandardCompare($1.1) == .orderedAscending }
  }
}
