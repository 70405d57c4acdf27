import MeowlsAPI
import MeowlsKit

/// `/login`: phone and password (`AuthorizationScreen`); a login merges the guest's cart and favourites into the
/// account (the kit's `Session.logIn`) and goes to the cart. A refused login draws the form again with the
/// screen's messages and the phone as typed, never the password.
enum LoginPage {
  typealias Run = ScreenRun<
    AuthorizationScreen.State, AuthorizationScreen.Action, AuthorizationScreen.Effect, AuthorizationScreen.Route
  >

  static func get(_ ctx: PageContext) async -> PageOutcome {
    page(ctx, state: AuthorizationScreen.State())
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard form["do"] == "login" else { return .back(nil) }
    let dependencies = AuthorizationScreen.Dependencies.live(session: ctx.kit.session, navigate: { _ in })
    var run = Run(
      AuthorizationScreen.State(), reduce: AuthorizationScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await AuthorizationScreen.perform($0, with: dependencies) })
    await run.send([
      .phoneChanged(String((form["phone"] ?? "").prefix(40))),
      .passwordChanged(String((form["password"] ?? "").prefix(100))), .continueTapped,
    ])
    guard case .loggedIn(let merge)? = run.routes.first else { return .show(page(ctx, state: run.state, status: 422)) }
    CartPage.report(merge, ctx)
    return .go(.cart)
  }

  static func page(_ ctx: PageContext, state: AuthorizationScreen.State, status: Int = 200) -> PageOutcome {
    let content = el("section", .class("auth")) {
      el("h1") { ctx.t(.authTitle) }
      if ctx.signedIn, let user = ctx.user {
        el("p") { el("a", .href(.profile)) { [user.surname, user.name].compactMap { $0 }.joined(separator: " ") } }
      }
      if case .failed(let error) = state.phase {
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.localizer.message(for: error) }
      }
      Forms.post(ctx, action: "login", class: "form") {
        field(
          ctx, name: "phone", label: ctx.t(.profilePhone), type: "tel", value: state.phone, error: state.phoneError,
          autocomplete: "tel")
        field(
          ctx, name: "password", label: ctx.t(.profilePassword), type: "password", value: "",
          error: state.passwordError, autocomplete: "current-password")
        Forms.button(ctx.t(.commonContinue), class: "button wide")
        RegistrationPage.agreement(ctx)
      }
      el("p") { el("a", .href(.register)) { ctx.t(.commonSignUp) } }
    }
    return .page(title: ctx.t(.authTitle), description: ctx.t(.authTitle), content: content, status: status)
  }

  /// A labelled input with its error under it, tied to it for screen readers.
  static func field(
    _ ctx: PageContext, name: StaticString, label: String, type: String, value: String, error: ValidationError?,
    autocomplete: String, required: Bool = true
  ) -> HTML {
    let id = "field-\(name)"
    return el("div", .class(error == nil ? "field" : "field invalid")) {
      el("label", Attribute("for", id)) { label }
      HTML.void(
        "input",
        [
          Attribute("id", id), Attribute("name", "\(name)"), Attribute("type", type), Attribute("value", value),
          Attribute("autocomplete", autocomplete), Attribute("required", present: required),
          Attribute("aria-invalid", error == nil ? "false" : "true"),
        ] + (error == nil ? [] : [Attribute("aria-describedby", id + "-error")]))
      if let error {
        el("p", .class("field-error"), Attribute("id", id + "-error")) { ctx.localizer.message(for: error) }
      }
    }
  }
}
