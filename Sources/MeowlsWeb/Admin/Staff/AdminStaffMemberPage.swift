import MeowlsAPI
import MeowlsKit

/// `staff/new` and `staff/{id}`: a new member's form (phone, name, role, shop, password, PIN) or one member
/// (`AdminStaffMemberScreen`): their role and shop, a new password, a new PIN, disable and enable. A field typed
/// wrong, or one the API refuses, gets its message under it; passwords and PINs are never drawn back.
enum AdminStaffMemberPage {
  typealias Run = ScreenRun<
    AdminStaffMemberScreen.State, AdminStaffMemberScreen.Action, AdminStaffMemberScreen.Effect, Never
  >

  static func get(_ ctx: AdminContext, id: User.ID?) async -> AdminOutcome {
    var run = run(ctx, id)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: User.ID?, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, id)
    await run.send(.appeared)
    guard run.state.phase.error == nil else { return .show(draw(ctx, run.state)) }
    func text(_ name: String, _ limit: Int) -> String { String((form[name] ?? "").prefix(limit)) }
    let role = form["role"].flatMap(StaffRole.init(rawValue:))
    let shop = form["shop"].flatMap(Shop.ID.init(uuidString:))
    switch (form["do"], role) {
    case ("add", let role?) where id == nil:
      let typed = AdminStaffForm(
        name: text("name", 100).trimmingCharacters(in: .whitespaces), password: text("password", 200),
        phone: text("phone", 40), pin: text("pin", 10), role: role, shopID: shop)
      await run.send(.addSubmitted(typed))
    case ("place", let role?): await run.send(.placeSubmitted(role, shop))
    case ("password", _): await run.send(.passwordSubmitted(text("password", 200)))
    case ("pin", _): await run.send(.pinSubmitted(text("pin", 10)))
    case ("disable", _): await run.send(.enableTapped(false))
    case ("enable", _): await run.send(.enableTapped(true))
    default: return .go(ctx.route)
    }
    if run.state.submission == .done, let member = run.state.memberID {
      return .go(.staffMember(member), flash: ctx.t(.saved))
    }
    let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
    return .show(draw(ctx, run.state, status: refused ? 422 : 200))
  }

  private static func run(_ ctx: AdminContext, _ id: User.ID?) -> Run {
    let dependencies = AdminStaffMemberScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminStaffMemberScreen.State(memberID: id), reduce: AdminStaffMemberScreen.reduce, route: { _ in nil },
      perform: { await AdminStaffMemberScreen.perform($0, with: dependencies) })
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminStaffMemberScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navStaff)) }
    let title = state.member.map { $0.name ?? $0.phone } ?? ctx.t(.staffNew)
    let refused = state.refusedField
    let errors = Errors(ctx: ctx, state: state)
    let content = el("section") {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .staffList)) { "← " + ctx.t(.navStaff) } }
      el("div", .class("heading")) {
        el("h1") { title }
        if let member = state.member {
          el("span", .class(member.disabled == true ? "badge muted" : "badge")) {
            member.disabled == true ? ctx.t(.staffDisabled) : ctx.t(.staffActive)
          }
        }
      }
      if refused == nil { AdminForms.refusal(ctx, state.submission.error) }
      if let member = state.member {
        AdminStaffMemberView.member(ctx, member, shops: state.shops, errors: errors)
      } else if ctx.isAdmin {
        newMember(ctx, state, errors: errors)
      } else {
        el("p", .class("hint")) { ctx.t(.staffManagerHint) }
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func newMember(_ ctx: AdminContext, _ state: AdminStaffMemberScreen.State, errors: Errors) -> HTML {
    let form = state.form
    return AdminForms.post(ctx, action: "add", class: "card stack") {
      el("div", .class("grid two")) {
        AdminForms.field(
          "phone", label: ctx.t(.staffPhone), value: form.phone, type: "tel",
          error: errors[.phone, .staffPhoneRequired],
          required: true, maxlength: 40, inputmode: "tel", placeholder: "79991234567")
        AdminForms.field("name", label: ctx.t(.staffName), value: form.name, maxlength: 100)
        AdminStaffMemberView.roleChoice(ctx, form.role)
        AdminStaffMemberView.shopChoice(ctx, form.shopID, shops: state.shops, none: true, error: errors[.shop, nil])
        AdminStaffMemberView.password(ctx, error: errors[.password, .staffPasswordRequired])
        AdminStaffMemberView.pin(ctx, required: false, error: errors[.pin, .staffPINInvalid])
      }
      el("div", .class("actions")) { AdminForms.button(ctx.t(.staffAdd), class: "button primary") }
    }
  }

  /// The message under a field: the Kit's when it was typed wrong, the API's when it refused that field.
  struct Errors {
    let ctx: AdminContext
    let state: AdminStaffMemberScreen.State

    subscript(field: AdminStaffForm.Field, problem: AdminString?) -> String? {
      if state.problems.contains(field), let problem { return ctx.t(problem) }
      return state.refusedField == field ? state.submission.error.map { AdminForms.fieldMessage(ctx, $0) } : nil
    }
  }
}
