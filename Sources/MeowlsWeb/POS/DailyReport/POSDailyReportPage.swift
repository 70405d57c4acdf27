import Foundation
import MeowlsAPI
import MeowlsKit

/// `report?back=n`: the shop's day (`POSDailyReportScreen`): sales, returns, net, per tender, per cashier and the
/// best sellers, today or `n` days back (never ahead of today).
enum POSDailyReportPage {
  typealias Run = ScreenRun<
    POSDailyReportScreen.State, POSDailyReportScreen.Action, POSDailyReportScreen.Effect, POSDailyReportScreen.Route
  >

  static func get(_ ctx: POSContext, daysBack: Int) async -> POSOutcome {
    let now = ctx.environment.client.now()
    let today = CalendarDate(now, in: .current)
    let day = CalendarDate(now.addingTimeInterval(-Double(daysBack) * 86_400), in: .current)
    let dependencies = POSDailyReportScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    var run = Run(
      POSDailyReportScreen.State(date: day, shop: ctx.register?.shopID, today: today),
      reduce: POSDailyReportScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await POSDailyReportScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return page(ctx, run.state, daysBack: daysBack)
  }

  static func page(_ ctx: POSContext, _ state: POSDailyReportScreen.State, daysBack: Int) -> POSOutcome {
    let content = el("section", .class("daily")) {
      el("h1") { ctx.t(.posDailyTitle, ctx.localizer.day(state.date)) }
      el("nav", .class("row filters"), Attribute("aria-label", ctx.t(.posDailyDays))) {
        el("a", POSLayout.href(ctx, .dailyReport(daysBack: daysBack + 1)), .class("button small")) {
          ctx.t(.posDailyBefore)
        }
        if daysBack > 0 {
          el("a", POSLayout.href(ctx, .dailyReport(daysBack: daysBack - 1)), .class("button small")) {
            ctx.t(.posDailyAfter)
          }
        }
      }
      switch state.phase {
      case .idle, .loading: el("p", .class("lead")) { ctx.t(.posLoading) }
      case .failed(let error): el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
      case .loaded(let report): body(ctx, report)
      }
    }
    return .page(title: ctx.t(.posTabReport), content: content)
  }

  private static func body(_ ctx: POSContext, _ report: DailyReport) -> HTML {
    el("div", .class("sale-grid")) {
      el("div", .class("pos-card")) {
        el("h2") { report.shop.name }
        el("dl", .class("report")) {
          el("dt") { ctx.t(.posReportSales, String(report.sales.count)) }
          el("dd") { ctx.money(report.sales.total) }
          el("dt") { ctx.t(.posReportReturns, String(report.returns.count)) }
          el("dd") { ctx.money(report.returns.total) }
          el("dt") { ctx.t(.posReportDiscounts) }
          el("dd") { ctx.money(report.discounts) }
          el("dt") { ctx.t(.posDailyNet) }
          el("dd", .class("total")) { ctx.money(report.net) }
          for tender in report.tenders {
            el("dt") { POSReportView.tender(ctx, tender.tender) }
            el("dd") { ctx.money(tender.net) }
          }
        }
        el("h3") { ctx.t(.posDailyCashiers) }
        el("ul") {
          for cashier in report.cashiers {
            el("li") {
              (cashier.name ?? "—") + ": " + ctx.money(cashier.sales.total) + " (" + String(cashier.sales.count) + ")"
            }
          }
        }
      }
      el("div", .class("pos-card")) {
        el("h2") { ctx.t(.posDailyTop) }
        el("ol") {
          for product in report.topProducts.prefix(10) {
            el("li") { product.name + " — " + ctx.money(product.revenue) }
          }
        }
      }
    }
  }
}
