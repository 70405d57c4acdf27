import MeowlsAPI
import MeowlsKit

/// What every paged list of the POS draws around its items (`PagedList`): loading, empty, the first page's failure
/// with "try again", and "more" while further pages exist (posted as the last item appearing, which loads the next
/// page, so the page works without the script).
enum POSList {
  static func state<Item>(
    _ ctx: POSContext, _ list: PagedList<Item>, empty: String, @HTMLBuilder items: () -> HTML
  ) -> HTML {
    switch list.phase {
    case .idle, .loading: el("p", .class("lead")) { ctx.t(.posLoading) }
    case .empty: el("p", .class("basket-empty")) { empty }
    case .failed(let error):
      .join([
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) },
        POSForms.post(ctx, action: "retry") { POSForms.button(ctx.t(.commonTryAgain), class: "button") },
      ])
    case .loaded, .loadingMore, .loadingMoreFailed, .refreshing:
      .join([
        items(),
        more(ctx, list),
      ])
    }
  }

  private static func more<Item>(_ ctx: POSContext, _ list: PagedList<Item>) -> HTML {
    if case .loadingMoreFailed(let error) = list.phase {
      return .join([
        el("p", .class("form-error")) { ctx.message(error) },
        POSForms.post(ctx, action: "retry") { POSForms.button(ctx.t(.commonTryAgain), class: "button") },
      ])
    }
    guard list.nextPage != nil else { return .empty }
    return el("div", .class("pager")) {
      POSForms.post(ctx, action: "more") { POSForms.button(ctx.t(.posMore), class: "button") }
    }
  }
}
