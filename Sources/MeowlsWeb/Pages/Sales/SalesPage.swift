import Foundation
import MeowlsAPI
import MeowlsKit

/// `/sales`: the current promotions (`SalesScreen`), the page a top-level sale banner opens: each sale's picture,
/// title and last day, leading to its products.
enum SalesPage {
  typealias Run = ScreenRun<SalesScreen.State, SalesScreen.Action, SalesScreen.Effect, SalesScreen.Route>

  /// The most pages of sales one page shows (a shop runs a handful of promotions at a time).
  static let pageLimit = 5

  static func run(_ kit: VisitorKit) async -> Run {
    let dependencies = SalesScreen.Dependencies.live(api: kit.api, navigate: { _ in })
    var run = Run(
      SalesScreen.State(), reduce: SalesScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await SalesScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    var pages = 1
    while run.state.list.nextPage != nil, pages < pageLimit, let last = run.state.sales.last {
      pages += 1
      await run.send(.saleAppeared(last.id))
    }
    return run
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    render(ctx, await run(ctx.kit).state)
  }

  static func render(_ ctx: PageContext, _ state: SalesScreen.State) -> PageOutcome {
    let title = ctx.t(.salesTitle)
    let content = el("section", .class("sales")) {
      el("h1") { title }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty: ErrorBlock.empty(ctx, ctx.t(.salesEmpty))
      default:
        el("ul", .class("sale-list")) {
          for sale in state.sales {
            el("li") {
              el("a", .href(.sale(sale.id, options: ListingOptions())), .class("sale-card")) {
                ProductTile.picture(sale.image, alt: "", size: \.large, box: (686, 343))
                el("span", .class("sale-title")) { sale.title }
                el("span", .class("sale-until")) { ctx.t(.salesUntil, day(sale.endDate, ctx.language)) }
              }
            }
          }
        }
      }
    }
    let status = if case .failed = state.phase { 503 } else { 200 }
    return .page(title: title, description: title + " — " + ctx.t(.webTagline), content: content, status: status)
  }

  /// The sale's last day as a shopper reads it: "31 декабря 2026", "31 December 2026".
  static func day(_ date: Date, _ language: AppLanguage) -> String {
    let style = Date.FormatStyle(
      date: .long, time: .omitted, locale: Locale(identifier: language.rawValue),
      timeZone: TimeZone(identifier: "Europe/Moscow") ?? .gmt)
    return date.formatted(style)
  }
}
