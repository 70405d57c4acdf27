import MeowlsAPI
import MeowlsKit

/// Which page draws which address, and which page a form posted to an address belongs to.
enum Pages {
  static func get(_ route: WebRoute, _ ctx: PageContext) async -> PageOutcome {
    switch route {
    case .asset: return NotFoundPage.outcome(ctx)
    case .checkout, .checkoutSuggestions, .order, .orderCancel, .orderPlaced, .orders, .page, .profileDelete,
      .profileEdit:
      return await AccountPages.get(route, ctx)
    case .favorites: return await FavoritesPage.get(ctx)
    case .profile: return await ProfilePage.get(ctx)
    case .register: return await RegistrationPage.get(ctx)
    case .cart: return await CartPage.get(ctx)
    case .catalogue(let parent): return await CataloguePage.get(ctx, parent: parent)
    case .city(let query, let next): return await CityPage.get(ctx, query: query, next: next)
    case .collection(let id): return await CollectionPage.get(ctx, id: id, options: ListingOptions())
    case .category(let id, let parent, let options):
      let title = await categoryName(id, parent: parent, ctx.kit) ?? ctx.t(.catalogueTitle)
      return await ListingPage.get(ctx, source: .category(id), options: options, title: title)
    case .login: return await LoginPage.get(ctx)
    case .main: return await MainPage.get(ctx)
    case .product(let id, let variant): return await ProductPage.get(ctx, id: id, variant: variant)
    case .robots: return SearchEngines.robots(ctx)
    case .sale(let id, let options): return await SalePage.get(ctx, id: id, options: options)
    case .sales: return await SalesPage.get(ctx)
    case .search(let text, let options): return await SearchPage.get(ctx, query: text, options: options)
    case .sitemap: return await Sitemap.index(ctx)
    case .sitemapPart(.pages): return await Sitemap.pages(ctx)
    case .sitemapPart(.products(let root, let part)): return await Sitemap.products(ctx, root: root, part: part)
    case .suggestions(let text): return await SearchPage.suggestions(ctx, query: text)
    }
  }

  static func post(_ route: WebRoute, _ form: FormData, _ ctx: PageContext) async -> PostOutcome {
    switch route {
    case .asset, .catalogue, .robots, .sales, .sitemap, .sitemapPart, .suggestions: return .back(nil)
    case .checkout, .checkoutSuggestions, .order, .orderCancel, .orderPlaced, .orders, .page, .profileDelete,
      .profileEdit:
      return await AccountPages.post(route, form, ctx)
    case .favorites: return await FavoritesPage.post(ctx, form: form)
    case .profile: return await ProfilePage.post(ctx, form: form)
    case .register: return await RegistrationPage.post(ctx, form: form)
    case .cart: return await CartPage.post(ctx, form: form)
    case .city(let query, let next): return await CityPage.post(ctx, query: query, next: next, form: form)
    case .collection(let id): return await CollectionPage.post(ctx, id: id, form: form)
    case .category(let id, _, let options):
      return await ListingPage.post(ctx, source: .category(id), options: options, form: form)
    case .login: return await LoginPage.post(ctx, form: form)
    case .main: return await MainPage.post(ctx, form: form)
    case .product(let id, _): return await ProductPage.post(ctx, id: id, form: form)
    case .sale(let id, let options): return await ListingPage.post(ctx, source: .sale(id), options: options, form: form)
    case .search(let text, let options):
      if form["do"] == "clear-history" { return await SearchPage.post(ctx, form: form) }
      return await ListingPage.post(ctx, source: .query(text), options: options, form: form)
    }
  }

  /// The category's name as the level it was chosen on lists it (the roots when the address names no level).
  ///
  /// NB: an address without its level (a banner's, a search suggestion's) is looked for down the tree, a level at a
  /// time, so the page is titled with the category rather than "Catalogue".
  private static func categoryName(_ id: Category.ID, parent: Category.ID?, _ kit: VisitorKit) async -> String? {
    var levels: [Category.ID?] = [parent]
    for _ in 0..<(parent == nil ? 4 : 1) where !levels.isEmpty {
      let found = await withTaskGroup(of: [Category].self) { group in
        for level in levels { group.addTask { await CataloguePage.run(kit, parent: level).state.categories } }
        return await group.reduce(into: []) { $0 += $1 }
      }
      if let category = found.first(where: { $0.id == id }) { return category.name }
      levels = found.filter(\.hasChildren).map(\.id)
    }
    return nil
  }
}
