import MeowlsAPI
import MeowlsKit

/// `staff?query&role&page`: the staff (`AdminStaffScreen`), each member with their phone, role, shop, PIN and
/// whether they are disabled; an admin adds a member from here and opens one to change them.
enum AdminStaffPage {
  static func get(_ ctx: AdminContext, search: AdminStaffScreen.Search, page: Int) async -> AdminOutcome {
    let dependencies = AdminStaffScreen.Dependencies.live(api: ctx.api, list: .adminStaff)
    var run = ScreenRun<AdminStaffScreen.State, AdminStaffScreen.Action, AdminStaffScreen.Effect, Never>(
      AdminStaffScreen.State(search: search, page: page), reduce: AdminStaffScreen.reduce, route: { _ in nil },
      perform: { await AdminStaffScreen.perform($0, with: dependencies) })
    await run.send(.appeared)
    let state = run.state
    let title = ctx.t(.navStaff)
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let list = state.list
    let content = el("section") {
      el("div", .class("heading")) {
        el("h1") { title }
        if ctx.isAdmin {
          el("a", AdminLayout.href(ctx, .newStaffMember), .class("button primary")) { ctx.t(.staffNew) }
        }
      }
      if !ctx.isAdmin { el("p", .class("hint")) { ctx.t(.staffManagerHint) } }
      AdminForms.search(ctx, .staffList) {
        AdminForms.field("query", label: ctx.t(.staffSearch), value: state.search.text, type: "search", maxlength: 100)
        AdminForms.select(
          "role", label: ctx.t(.staffRole),
          options: [("", ctx.t(.staffAnyRole))] + StaffRole.allCases.map { ($0.rawValue, AdminLayout.role(ctx, $0)) },
          selected: state.search.role?.rawValue ?? "")
        AdminForms.button(ctx.t(.productsFind), class: "button primary")
      }
      if state.phase.value == nil {
        el("p") { ctx.t(.loading) }
      } else if list.matching.isEmpty {
        el("p", .class("empty")) { ctx.t(.staffNone) }
      } else {
        el("p", .class("count")) { ctx.t(.staffCount, String(list.matching.count)) }
        table(ctx, Array(list.rows))
        AdminForms.pager(ctx, ctx.route, page: list.page, count: list.pageCount)
      }
    }
    return .page(title: title, content: content)
  }

  private static func table(_ ctx: AdminContext, _ rows: [StaffMember]) -> HTML {
    el("table", .class("list")) {
      el("caption", .class("visually-hidden")) { ctx.t(.navStaff) }
      el("thead") {
        el("tr") {
          for label in [
            ctx.t(.staffName), ctx.t(.staffPhone), ctx.t(.staffRole), ctx.t(.staffShop), ctx.t(.staffHasPIN),
            ctx.t(.staffState),
          ] {
            el("th", Attribute("scope", "col")) { label }
          }
        }
      }
      el("tbody") {
        for member in rows {
          let disabled = member.disabled == true
          el("tr", .class(disabled ? "archived" : "")) {
            el("td") { el("a", AdminLayout.href(ctx, .staffMember(member.id))) { member.name ?? member.phone } }
            el("td") { member.phone }
            el("td") { AdminLayout.role(ctx, member.role) }
            el("td") { member.shop?.name ?? "—" }
            el("td") { member.hasPIN ? ctx.t(.yes) : ctx.t(.no) }
            el("td") {
              el("span", .class(disabled ? "badge muted" : "badge")) {
                disabled ? ctx.t(.staffDisabled) : ctx.t(.staffActive)
              }
            }
          }
        }
      }
    }
  }
}
