import MeowlsAPI
import MeowlsKit

/// `imports`: a YML feed (or a ZIP holding the feed and its pictures) or a CSV price list (`AdminImportScreen`): the
/// file is sent as a dry run first, whose report this page draws (counts, the first changes, or the rows refused);
/// "apply" sends the same file, kept in this session's memory between the two.
enum AdminImportPage {
  typealias Run = ScreenRun<AdminImportScreen.State, AdminImportScreen.Action, AdminImportScreen.Effect, Never>

  static func get(_ ctx: AdminContext) -> AdminOutcome {
    page(ctx, ctx.desk.state(AdminImportScreen.State.self) ?? AdminImportScreen.State())
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    let dependencies = AdminImportScreen.Dependencies.live(api: ctx.api)
    var run = Run(
      ctx.desk.state(AdminImportScreen.State.self) ?? AdminImportScreen.State(), reduce: AdminImportScreen.reduce,
      route: { _ in nil }, perform: { await AdminImportScreen.perform($0, with: dependencies) })
    switch form["do"] {
    case "dry-run":
      let file = form.files["file"]
      let kind = form["kind"].flatMap(AdminImportScreen.Kind.init(rawValue:)) ?? .yml
      await run.send(
        .fileSubmitted(
          .init(kind: kind, name: String((file?.filename ?? "").prefix(200)), bytes: file?.bytes ?? .init())))
    case "apply": await run.send(.applyTapped)
    case "reset":
      ctx.desk.forget(AdminImportScreen.State.self)
      return .go(.imports)
    default: return .go(.imports)
    }
    ctx.desk.keep(run.state)
    return .go(.imports)
  }

  private static func page(_ ctx: AdminContext, _ state: AdminImportScreen.State) -> AdminOutcome {
    let title = ctx.t(.navImports)
    let content = el("section") {
      el("h1") { title }
      el("p", .class("hint")) { ctx.t(.importHint) }
      AdminForms.post(ctx, action: "dry-run", to: .importFile, class: "card stack", multipart: true) {
        el("h2") { ctx.t(.importChoose) }
        el("div", .class("grid two")) {
          AdminForms.select(
            "kind", label: ctx.t(.importKind),
            options: [("yml", ctx.t(.importKindYML)), ("prices", ctx.t(.importKindPrices))],
            selected: state.file?.kind.rawValue ?? "yml")
          el("div", .class("field")) {
            el("label", Attribute("for", "field-import-file")) { ctx.t(.importFile) }
            void(
              "input", Attribute("type", "file"), Attribute("id", "field-import-file"), Attribute("name", "file"),
              Attribute("accept", ".xml,.yml,.zip,.csv,.txt,text/xml,application/zip,text/csv"),
              Attribute("required", present: true))
          }
        }
        el("div", .class("actions")) { AdminForms.button(ctx.t(.importDryRun), class: "button primary") }
      }
      AdminForms.refusal(ctx, state.submission.error)
      if let report = state.report { AdminImportReport.draw(ctx, report, file: state.file) }
      if state.canApply {
        el("div", .class("card apply")) {
          el("p") { ctx.t(.importApplyHint, state.file?.name ?? "", String(state.report?.changesTotal ?? 0)) }
          AdminForms.post(ctx, action: "apply") { AdminForms.button(ctx.t(.importApply), class: "button primary") }
          AdminForms.post(ctx, action: "reset") { AdminForms.button(ctx.t(.importCancel), class: "button ghost") }
        }
      }
    }
    return .page(title: title, content: content)
  }
}

/// An import's report: what it did or would do, in counts and its first changes.
enum AdminImportReport {
  /// The feed's pictures in a line (a price list has none).
  static func pictures(_ ctx: AdminContext, _ report: ImportReport) -> String? {
    let pictures = report.pictures
    guard pictures.fetched + pictures.unchanged + pictures.failed + pictures.skipped > 0 else { return nil }
    if report.dryRun { return ctx.t(.importPicturesDry, String(pictures.skipped), String(pictures.unchanged)) }
    return ctx.t(
      .importPictures, String(pictures.fetched), String(pictures.unchanged), String(pictures.failed),
      String(pictures.skipped))
  }

  static func draw(_ ctx: AdminContext, _ report: ImportReport, file: AdminImportScreen.File?) -> HTML {
    let heading =
      report.dryRun
      ? ctx.t(.importReportDry, file?.name ?? "")
      : report.applied ? ctx.t(.importReportApplied) : ctx.t(.importReportNothing)
    let counts: [(AdminString, ImportReport.Counts)] = [
      (.importCategories, report.categories), (.importProducts, report.products), (.importVariants, report.variants),
      (.importPrices, report.prices), (.importStock, report.stock),
    ]
    return el("div", .class("card report"), Attribute("role", "status")) {
      el("h2") { heading }
      el("table", .class("list compact")) {
        el("caption", .class("visually-hidden")) { heading }
        el("thead") {
          el("tr") {
            el("th", Attribute("scope", "col")) { ctx.t(.importWhat) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.importCreated) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.importUpdated) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.importUnchanged) }
          }
        }
        el("tbody") {
          for (label, count) in counts {
            el("tr") {
              el("th", Attribute("scope", "row")) { ctx.t(label) }
              el("td", .class("num")) { String(count.created) }
              el("td", .class("num")) { String(count.updated) }
              el("td", .class("num")) { String(count.unchanged) }
            }
          }
        }
      }
      if let pictures = Self.pictures(ctx, report) { el("p", .class("pictures")) { pictures } }
      if !report.changes.isEmpty {
        el("h3") { ctx.t(.importChanges, String(report.changes.count), String(report.changesTotal)) }
        el("ul", .class("changes")) {
          for change in report.changes {
            el("li") {
              if let line = change.line { el("span", .class("line")) { ctx.t(.importLine, String(line)) } }
              el("strong") { change.subject }
              " " + change.change
            }
          }
        }
      }
    }
  }
}
