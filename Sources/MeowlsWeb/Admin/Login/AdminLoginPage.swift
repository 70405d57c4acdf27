import MeowlsAPI
import MeowlsKit

/// `login`: the back office's sign-in (`AdminLoginScreen`): a staff member's phone and password; admins and
/// managers go on to the products, a cashier or a courier is told the back office is not theirs. The password is
/// never drawn back.
enum AdminLoginPage {
  typealias Run = ScreenRun<
    AdminLoginScreen.State, AdminLoginScreen.Action, AdminLoginScreen.Effect, AdminLoginScreen.Route
  >

  static func get(_ ctx: AdminContext) -> AdminOutcome {
    page(ctx, state: AdminLoginScreen.State())
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    guard form["do"] == "login" else { return .go(.login) }
    let dependencies = AdminLoginScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    var run = Run(
      AdminLoginScreen.State(), reduce: AdminLoginScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await AdminLoginScreen.perform($0, with: dependencies) })
    await run.send([
      .phoneChanged(String((form["phone"] ?? "").prefix(40))),
      .passwordChanged(String((form["password"] ?? "").prefix(100))), .signInTapped,
    ])
    guard case .signedIn(let member)? = run.routes.first else {
      let status = run.state.refusedRole != nil ? 403 : 422
      return .show(page(ctx, state: run.state, status: status))
    }
    ctx.desk.clear()
    ctx.device.setValue(member, forKey: AdminSessionKeys.member)
    return .go(.productList)
  }

  static func logOut(_ ctx: AdminContext) async -> AdminPost {
    try? await StaffCredentials(api: ctx.api).logOut()
    ctx.device.setValue(StaffMember?.none, forKey: AdminSessionKeys.member)
    ctx.desk.clear()
    return .go(.login, flash: ctx.t(.signedOut))
  }

  static func page(_ ctx: AdminContext, state: AdminLoginScreen.State, status: Int = 200) -> AdminOutcome {
    let refusal: String? =
      if let role = state.refusedRole {
        ctx.t(.loginRoleRefused, AdminLayout.role(ctx, role))
      } else {
        state.error.map(ctx.message)
      }
    let content = el("section", .class("card login")) {
      el("h1") { ctx.t(.loginTitle) }
      el("p", .class("lead")) { ctx.t(.loginLead) }
      if let refusal { el("p", .class("form-error"), Attribute("role", "alert")) { refusal } }
      AdminForms.post(ctx, action: "login", to: .login, class: "stack") {
        AdminForms.field(
          "phone", label: ctx.t(.loginPhone), value: state.phone, type: "tel", required: true, maxlength: 40,
          inputmode: "tel", autocomplete: "username")
        AdminForms.field(
          "password", label: ctx.t(.loginPassword), value: "", type: "password", required: true, maxlength: 100,
          autocomplete: "current-password")
        AdminForms.button(ctx.t(.loginSubmit), class: "button primary")
      }
    }
    return .page(title: ctx.t(.loginTitle), content: content, status: status)
  }
}
