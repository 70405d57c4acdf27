/// Which page draws the addresses of checkout, the orders, the profile's own pages and the static pages (kept
/// apart from `Pages` so those pages can grow without touching the shop's other routes).
enum AccountPages {
  static func get(_ route: WebRoute, _ ctx: PageContext) async -> PageOutcome {
    switch route {
    case .checkout: await CheckoutPage.get(ctx)
    case .checkoutSuggestions(let field): await CheckoutSuggestionsPage.get(ctx, field: field)
    case .order(let number): await OrderPage.get(ctx, number)
    case .orderCancel(let number): await OrderPage.get(ctx, number, confirmingCancel: true)
    case .orderPlaced(let number): await OrderPlacedPage.get(ctx, number)
    case .orders(let pages): await OrdersPage.get(ctx, pages: pages)
    case .page(let page): StaticPagePage.get(ctx, page)
    case .profileDelete: await ProfileDeletePage.get(ctx)
    case .profileEdit: await ProfileEditPage.get(ctx)
    default: NotFoundPage.outcome(ctx)
    }
  }

  static func post(_ route: WebRoute, _ form: FormData, _ ctx: PageContext) async -> PostOutcome {
    switch route {
    case .checkout: await CheckoutPage.post(ctx, form: form)
    case .checkoutSuggestions(let field): await CheckoutSuggestionsPage.post(ctx, field: field, form: form)
    case .order(let number), .orderCancel(let number): await OrderPage.post(ctx, number, form: form)
    case .profileDelete: await ProfileDeletePage.post(ctx, form: form)
    case .profileEdit: await ProfileEditPage.post(ctx, form: form)
    default: .back(nil)
    }
  }
}
