import MeowlsAPI
import MeowlsKit

/// `lock`: the register's PIN lock (`POSLockScreen`) with its on-screen keypad: the member at the register types
/// their PIN, another member of the register takes over with theirs, someone else logs in with a password, and the
/// member logs out. The top bar's "Lock" and the script's idle timer post here too.
enum POSLockPage {
  typealias Run = ScreenRun<POSLockScreen.State, POSLockScreen.Action, POSLockScreen.Effect, POSLockScreen.Route>

  static func get(_ ctx: POSContext) -> POSOutcome {
    guard let state = state(ctx) else { return .redirect(.login) }
    if ctx.unlocked, state.phase == .unlocked { return .redirect(.shift) }
    return page(ctx, state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    guard let initial = state(ctx) else {
      // NB: a courier works at no register, so has no lock screen; the logout is the staff session's own.
      if form["do"] == "logout", ctx.signedIn {
        try? await StaffCredentials(api: ctx.api).logOut()
        forget(ctx)
      }
      return .go(.login)
    }
    var run = Run(
      initial, reduce: POSLockScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      // NB: the idle wait is the page script's (it posts `idle`); a request never waits for it.
      skip: { if case .idleWait = $0 { true } else { false } },
      perform: { [dependencies = POSLockScreen.Dependencies.live(api: ctx.api, sleep: { _ in }, navigate: { _ in })] in
        await POSLockScreen.perform($0, with: dependencies)
      })
    switch form["do"] {
    case "unlock":
      await run.send(.pinChanged(POSForms.typed(form, "pin", limit: 6)))
      if POSForms.isKeypad(form) {
        ctx.desk.keep(run.state)
        return .back(nil)
      }
      await run.send(.unlockTapped)
    case "candidate":
      let candidate = run.state.takeOverCandidates.first { $0.id.rawValue.uuidString == form["member"] }
      await run.send(.candidateChosen(candidate))
    case "lock": await run.send(.lockTapped)
    case "idle": await run.send(.idleElapsed)
    case "logout": await run.send(.logOutTapped)
    case "other": await run.send(.otherMemberTapped)
    default: return .back(nil)
    }
    ctx.desk.keep(run.state)
    switch run.routes.first {
    case .loggedOut?:
      forget(ctx)
      return .go(.login)
    case .login?:
      ctx.desk.forget(POSLoginScreen.State.self)
      return .go(.login)
    case .unlocked(let member)?:
      ctx.device.setValue(member, forKey: POSSessionKeys.member)
      ctx.device.setValue(true, forKey: POSSessionKeys.unlocked)
      return .go(.shift)
    case nil:
      if case .locked = run.state.phase { ctx.device.setValue(false, forKey: POSSessionKeys.unlocked) }
      return .go(.lock)
    }
  }

  /// The session forgets the member, the register and every screen.
  private static func forget(_ ctx: POSContext) {
    ctx.desk.clear()
    for key in [POSSessionKeys.member, POSSessionKeys.register, POSSessionKeys.unlocked, POSSessionKeys.basket] {
      ctx.device.setValue(String?.none, forKey: key)
    }
  }

  /// The lock kept for the session, or a fresh one for the member at the register (locked until the PIN).
  private static func state(_ ctx: POSContext) -> POSLockScreen.State? {
    guard let member = ctx.member, let register = ctx.register else { return nil }
    if var kept = ctx.desk.state(POSLockScreen.State.self), kept.register.id == register.id {
      // NB: the session says locked (the server's lock, or a page of another tab): the screen follows it.
      if !ctx.unlocked, kept.phase == .unlocked { _ = POSLockScreen.reduce(&kept, .registerLockReported) }
      return kept
    }
    return POSLockScreen.State(
      idleLimit: ctx.environment.idleLock, knownStaff: [member], member: member,
      phase: ctx.unlocked ? .unlocked : .locked(.signedIn), register: register)
  }

  static func page(_ ctx: POSContext, _ state: POSLockScreen.State) -> POSOutcome {
    let who = state.candidate ?? state.member
    let content = el("section", .class("pos-card lock")) {
      el("h1") { ctx.t(.posLockTitle, state.register.name) }
      el("p", .class("lead")) { reason(ctx, state.phase) }
      el("p") { ctx.t(.posLockEnterPIN, POSLayout.name(who)) }
      if let error = state.error { el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) } }
      POSForms.post(ctx, action: "unlock", class: "form pin-form") {
        POSForms.field(
          "pin", label: ctx.t(.posPIN), value: state.pin, type: "password", inputmode: "numeric",
          autocomplete: "off", autofocus: true, maxlength: 6, keypad: true)
        POSForms.button(ctx.t(.posUnlock), class: "button big primary", shortcut: "Enter")
        POSForms.keypad(ctx, target: "pin")
      }
      if !state.takeOverCandidates.isEmpty || state.candidate != nil {
        el("h2") { ctx.t(.posLockTakeOver) }
        el("div", .class("choices")) {
          if state.candidate != nil {
            POSForms.post(ctx, action: "candidate") { POSForms.button(POSLayout.name(state.member), class: "button") }
          }
          for member in state.takeOverCandidates where member != state.candidate {
            POSForms.post(ctx, action: "candidate", fields: [("member", member.id.rawValue.uuidString)]) {
              POSForms.button(POSLayout.name(member), class: "button")
            }
          }
        }
      }
      el("div", .class("actions")) {
        POSForms.post(ctx, action: "other") { POSForms.button(ctx.t(.posLockOtherMember), class: "button ghost") }
        POSForms.post(ctx, action: "logout") { POSForms.button(ctx.t(.posLogOut), class: "button ghost") }
      }
    }
    return .page(title: ctx.t(.posLockTitle, state.register.name), content: content)
  }

  private static func reason(_ ctx: POSContext, _ phase: POSLockScreen.Phase) -> String {
    switch phase {
    case .locked(.idle): ctx.t(.posLockedIdle)
    case .locked(.manual): ctx.t(.posLockedManual)
    case .locked(.server): ctx.t(.posLockedByServer)
    case .locked(.signedIn), .unlocking, .unlocked, .loggingOut: ctx.t(.posLockedSignedIn)
    }
  }
}
