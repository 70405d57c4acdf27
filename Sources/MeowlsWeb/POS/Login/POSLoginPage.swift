import MeowlsAPI
import MeowlsKit

/// `login`: the staff login (`POSLoginScreen`): phone and password, then the register to work at when the member
/// has several. The password is never drawn back; a refusal draws the form with the screen's message.
enum POSLoginPage {
  typealias Run = ScreenRun<POSLoginScreen.State, POSLoginScreen.Action, POSLoginScreen.Effect, POSLoginScreen.Route>

  static func get(_ ctx: POSContext) -> POSOutcome {
    if ctx.signedIn { return .redirect(POSPages.home(ctx)) }
    return page(ctx, state: ctx.desk.state(POSLoginScreen.State.self) ?? POSLoginScreen.State())
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    var initial = ctx.desk.state(POSLoginScreen.State.self) ?? POSLoginScreen.State()
    // NB: a login over a finished one (another member by password) starts from a fresh form.
    if form["do"] == "login", initial.phase != .editing { initial = POSLoginScreen.State() }
    var run = Run(
      initial, reduce: POSLoginScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { [dependencies = POSLoginScreen.Dependencies.live(api: ctx.api, navigate: { _ in })] in
        await POSLoginScreen.perform($0, with: dependencies)
      })
    switch form["do"] {
    case "login":
      await run.send([
        .phoneChanged(String((form["phone"] ?? "").prefix(40))),
        .passwordChanged(String((form["password"] ?? "").prefix(100))), .logInTapped,
      ])
    case "register":
      guard case .choosingRegister(_, let registers) = run.state.phase,
        let register = registers.first(where: { $0.id.rawValue.uuidString == form["register"] })
      else { return .back(nil) }
      await run.send(.registerTapped(register))
    case "retry": await run.send(.retryTapped)
    default: return .back(nil)
    }
    if let only = ctx.environment.registers.only, case .choosingRegister(_, let registers) = run.state.phase,
      let register = registers.first(where: { $0.id == only })
    {
      await run.send(.registerTapped(register))
    }
    guard case .signedIn(let member, let register)? = run.routes.first else {
      var state = run.state
      state.password = ""
      ctx.desk.keep(state)
      return .show(page(ctx, state: state, status: state.error == nil ? 200 : 422))
    }
    if let only = ctx.environment.registers.only, member.role != .courier, register?.id != only {
      // NB: the till sells for its one register; a member of another shop cannot work at it.
      await ctx.api.credentials.end(reauthorize: false)
      ctx.desk.clear()
      return .show(page(ctx, state: POSLoginScreen.State(), notice: ctx.t(.posLoginOtherRegister), status: 403))
    }
    ctx.desk.clear()
    // NB: a login starts the session afresh: a basket kept from before it (a session that expired) is not theirs.
    ctx.device.setValue(String?.none, forKey: POSSessionKeys.basket)
    ctx.device.setValue(member, forKey: POSSessionKeys.member)
    ctx.device.setValue(register, forKey: POSSessionKeys.register)
    ctx.device.setValue(false, forKey: POSSessionKeys.unlocked)
    return .go(register == nil ? .courier(nil) : .lock)
  }

  static func page(
    _ ctx: POSContext, state: POSLoginScreen.State, notice: String? = nil, status: Int = 200
  ) -> POSOutcome {
    let content = el("section", .class("pos-card login")) {
      el("h1") { ctx.t(.posLoginTitle) }
      if let notice { el("p", .class("form-error"), Attribute("role", "alert")) { notice } }
      if let error = state.error { el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) } }
      switch state.phase {
      case .choosingRegister(let member, let registers):
        el("p") { ctx.t(.posLoginChooseRegister, POSLayout.name(member)) }
        el("div", .class("choices")) {
          for register in registers {
            POSForms.post(ctx, action: "register", fields: [("register", register.id.rawValue.uuidString)]) {
              POSForms.button(register.name, class: "button big")
            }
          }
        }
      case .registersFailed(_, let error):
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
        POSForms.post(ctx, action: "retry") { POSForms.button(ctx.t(.commonTryAgain), class: "button big") }
      case .editing, .loadingRegisters, .loggingIn:
        POSForms.post(ctx, action: "login", class: "form") {
          POSForms.field(
            "phone", label: ctx.t(.profilePhone), value: state.phone, type: "tel", inputmode: "tel",
            autocomplete: "username", required: true, autofocus: true, maxlength: 40)
          POSForms.field(
            "password", label: ctx.t(.profilePassword), value: "", type: "password",
            autocomplete: "current-password", required: true)
          POSForms.button(ctx.t(.commonLogIn), class: "button big primary", shortcut: "Enter")
        }
      }
    }
    return .page(title: ctx.t(.posLoginTitle), content: content, status: status)
  }
}
