import MeowlsAPI
import MeowlsKit

extension CartPage {
  /// Where the session keeps the report until the cart is drawn.
  static let mergeReportKey = SettingsKey(rawValue: "web.mergeReport")

  /// Keeps a login's or registration's merge for the cart that comes next.
  static func report(_ merge: GuestMergeOutcome, _ ctx: PageContext) {
    let report = MergeReport(merge)
    ctx.kit.device.setValue(report.isEmpty ? nil : report, forKey: mergeReportKey)
  }
}

/// The cart's report after a login or registration (`CartScreen.State.mergeReport`): what moved into the account,
/// the lines the stock cut, and what could not be moved (it is tried again at the next login).
enum CartMergeReport {
  static func render(_ ctx: PageContext, _ report: MergeReport, lines: [CartScreen.MergeLine]) -> HTML {
    el("section", .class("merge-report"), Attribute("role", "status"), Attribute("aria-labelledby", "merge-title")) {
      el("h2", Attribute("id", "merge-title")) { ctx.t(.cartMergeTitle) }
      el("ul") {
        if report.cart == .merged { el("li") { ctx.t(.cartMergeCart) } }
        if report.favorites == .merged {
          el("li") {
            ctx.t(.cartMergeFavorites, ctx.localizer.count(report.favoritesMerged, .items))
            " "
            el("a", .href(.favorites)) { ctx.t(.favoritesTitle) }
          }
        }
      }
      if !lines.isEmpty {
        el("p") { ctx.t(.cartMergeChanged) }
        el("ul", .class("merge-lines")) {
          for line in lines {
            el("li") {
              ctx.t(.cartMergeLine, line.name, String(line.requested), String(line.applied))
              if let reason = line.reason, !reason.isEmpty { el("span", .class("merge-reason")) { " — " + reason } }
            }
          }
        }
      }
      if report.hasFailures { el("p", .class("form-error")) { ctx.t(.sessionMergeFailed) } }
    }
  }
}
