import Foundation
import MeowlsAPI
import MeowlsKit

/// A shift's X or Z report as the server answered it: totals, the float, cash in and out, and per tender what was
/// taken, refunded and (a Z report, or an X report that is not blind) expected, counted and the difference.
enum POSReportView {
  static func report(_ ctx: POSContext, _ report: ShiftReport) -> HTML {
    el("article", .class("pos-card report printable"), Attribute("aria-label", heading(ctx, report))) {
      el("h2") { heading(ctx, report) }
      el("p", .class("lead")) { POSFormat.dateTime(report.generatedAt, in: ctx.timeZone) }
      el("dl", .class("report")) {
        row(ctx.t(.posReportFloat), ctx.money(report.openingFloat))
        row(ctx.t(.posReportSales, String(report.sales.count)), ctx.money(report.sales.total))
        row(ctx.t(.posReportReturns, String(report.returns.count)), ctx.money(report.returns.total))
        row(ctx.t(.posReportOrders, String(report.ordersCollected.count)), ctx.money(report.ordersCollected.total))
        row(ctx.t(.posReportDiscounts), ctx.money(report.discounts))
        row(ctx.t(.posCashIn), ctx.money(report.cashIn))
        row(ctx.t(.posCashOut), ctx.money(report.cashOut))
        if let expected = report.cashExpected { row(ctx.t(.posReportCashExpected), ctx.money(expected)) }
      }
      if report.blind != true || report.kind == .z {
        el("table", .class("tenders")) {
          el("caption", .class("visually-hidden")) { ctx.t(.posReportTenders) }
          el("thead") {
            el("tr") {
              el("th", Attribute("scope", "col")) { ctx.t(.posReportTender) }
              el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posReportExpected) }
              el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posReportCounted) }
              el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posReportDifference) }
            }
          }
          el("tbody") {
            for line in report.tenders {
              el("tr") {
                el("th", Attribute("scope", "row")) { tender(ctx, line.tender) }
                el("td", .class("num")) { ctx.money(line.expected) }
                el("td", .class("num")) { line.counted.map(ctx.money) ?? "—" }
                el("td", .class("num")) { line.difference.map(ctx.money) ?? "—" }
              }
            }
          }
        }
      }
    }
  }

  static func heading(_ ctx: POSContext, _ report: ShiftReport) -> String {
    ctx.t(report.kind == .z ? .posReportZ : .posReportX, String(report.shift.number))
  }

  static func tender(_ ctx: POSContext, _ tender: PaymentType) -> String {
    switch tender {
    case .card: ctx.t(.posTenderCard)
    case .cash: ctx.t(.posTenderCash)
    }
  }

  private static func row(_ term: String, _ value: String) -> HTML {
    .join([el("dt") { term }, el("dd") { value }])
  }
}

/// Dates and times as the counter shows them: `02.12.2026 14:05`, on the shop's clock (`POSContext.timeZone`), as
/// its printed receipts and reports are.
enum POSFormat {
  static func dateTime(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.day, .month, .year, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return "\(two(parts.day)).\(two(parts.month)).\(parts.year ?? 0) \(two(parts.hour)):\(two(parts.minute))"
  }
}
