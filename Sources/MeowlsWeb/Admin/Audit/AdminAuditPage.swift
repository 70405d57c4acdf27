import MeowlsAPI
import MeowlsKit

/// `audit?action&actor&subject&page`: the audit log (`AdminAuditScreen`), newest first: who changed what and when,
/// with what it was before and after, narrowed by its filters.
enum AdminAuditPage {
  typealias Run = ScreenRun<AdminAuditScreen.State, AdminAuditScreen.Action, AdminAuditScreen.Effect, Never>

  static let actions = [
    "product.create", "product.edit", "product.archive", "product.unarchive", "category.create", "category.rename",
    "category.move", "category.archive", "category.unarchive", "picture.upload", "picture.reorder", "picture.remove",
    "stock.receive", "stock.correct", "catalog.import", "catalog.prices", "order.status", "order.refund",
  ]

  static func get(_ ctx: AdminContext, action: String, actor: String, subject: String, page: Int) async
    -> AdminOutcome
  {
    let dependencies = AdminAuditScreen.Dependencies.live(api: ctx.api)
    var run = Run(
      AdminAuditScreen.State(), reduce: AdminAuditScreen.reduce, route: { _ in nil },
      perform: { await AdminAuditScreen.perform($0, with: dependencies) })
    await run.send(.filterSubmitted(action: action, actor: actor, subject: subject))
    if page > 1 { await run.send(.pageTapped(page)) }
    let title = ctx.t(.navAudit)
    if let error = run.state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let state = run.state
    let content = el("section") {
      el("h1") { title }
      AdminForms.search(ctx, .audit(action: "", actor: "", subject: "", page: 1)) {
        AdminForms.select(
          "action", label: ctx.t(.auditAction), options: [("", ctx.t(.auditAnyAction))] + actions.map { ($0, $0) },
          selected: action)
        AdminForms.field(
          "actor", label: ctx.t(.auditActor), value: actor, maxlength: 100, placeholder: "staff:… / console")
        AdminForms.field("subject", label: ctx.t(.auditSubject), value: subject, maxlength: 100)
        AdminForms.button(ctx.t(.productsFind), class: "button primary")
      }
      if let page = state.phase.value {
        if page.results.isEmpty { el("p", .class("empty")) { ctx.t(.auditNone) } }
        entries(ctx, page.results)
        AdminForms.pager(ctx, ctx.route, page: state.page, count: state.pageCount)
      }
    }
    return .page(title: title, content: content)
  }

  /// Audit rows as a table: when, who, what, about what, and the change (before → after, the keys that differ).
  static func entries(_ ctx: AdminContext, _ entries: [AuditEntry]) -> HTML {
    guard !entries.isEmpty else { return .empty }
    return el("table", .class("list audit")) {
      el("caption", .class("visually-hidden")) { ctx.t(.navAudit) }
      el("thead") {
        el("tr") {
          for label in [
            ctx.t(.auditWhen), ctx.t(.auditActor), ctx.t(.auditAction), ctx.t(.auditSubject), ctx.t(.auditChange),
          ] {
            el("th", Attribute("scope", "col")) { label }
          }
        }
      }
      el("tbody") {
        for entry in entries {
          el("tr") {
            el("td") { ctx.time(entry.recordedAt) }
            el("td") { el("code") { entry.actor } }
            el("td") { el("code") { entry.action } }
            el("td") {
              el("a", AdminLayout.href(ctx, .audit(action: "", actor: "", subject: entry.subjectID, page: 1))) {
                entry.subjectType + " " + String(entry.subjectID.prefix(8))
              }
            }
            el("td", .class("diff")) { AuditDiff.lines(entry.before, entry.after).joined(separator: "; ") }
          }
        }
      }
    }
  }
}

/// What an audit row changed, as `path: before → after` for the values that differ, looking into objects and
/// same-length arrays (`variants[0].price: 999 → 1234.5`); a creation lists its values. At most 8 lines.
enum AuditDiff {
  static func lines(_ before: AuditJSON?, _ after: AuditJSON?) -> [String] {
    var lines: [String] = []
    walk("", before, after, depth: 0, into: &lines)
    return Array(lines.prefix(8))
  }

  private static func walk(_ path: String, _ old: AuditJSON?, _ new: AuditJSON?, depth: Int, into lines: inout [String])
  {
    guard old != new, lines.count < 8 else { return }
    switch (old, new) {
    case (.object(let was)?, .object(let now)?) where depth < 4:
      for key in Set(was.keys).union(now.keys).sorted() {
        walk(path.isEmpty ? key : path + "." + key, was[key], now[key], depth: depth + 1, into: &lines)
      }
    case (nil, .object(let now)?) where depth == 0:
      for key in now.keys.sorted() { walk(key, nil, now[key], depth: 1, into: &lines) }
    case (.array(let was)?, .array(let now)?) where was.count == now.count && depth < 4:
      for index in was.indices { walk("\(path)[\(index)]", was[index], now[index], depth: depth + 1, into: &lines) }
    default:
      let now = new.map(text) ?? "—"
      lines.append(old.map { "\(path): \(text($0)) → \(now)" } ?? "\(path): \(now)")
    }
  }

  /// A value in a few words (arrays and objects by their size, texts cut).
  static func text(_ value: AuditJSON) -> String {
    switch value {
    case .array(let items): "[\(items.count)]"
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .number(let number):
      number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .object(let fields): "{\(fields.count)}"
    case .string(let text): text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
  }
}
