import Foundation
import MeowlsAPI
import MeowlsKit

/// `/register`: the sign-up form (`RegistrationScreen`): every refused field marked at once; a registration logs in
/// at once and merges the guest's cart and favourites (the kit's `Session.register`), then goes to the cart. A
/// refused form is drawn again with what was typed, except the passwords.
enum RegistrationPage {
  typealias Run = ScreenRun<
    RegistrationScreen.State, RegistrationScreen.Action, RegistrationScreen.Effect, RegistrationScreen.Route
  >

  static let textFields: [(RegistrationScreen.Field, StaticString, LocalizedString, String, String)] = [
    (.surname, "surname", .profileSurname, "text", "family-name"), (.name, "name", .profileName, "text", "given-name"),
    (.patronymic, "patronymic", .profilePatronymic, "text", "additional-name"),
    (.phone, "phone", .profilePhone, "tel", "tel"), (.email, "email", .profileEmail, "email", "email"),
    (.password, "password", .profilePassword, "password", "new-password"),
    (.confirmation, "confirmation", .profileConfirmPassword, "password", "new-password"),
  ]

  static func state(_ ctx: PageContext) -> RegistrationScreen.State {
    RegistrationScreen.State(today: ctx.kit.now, timeZone: TimeZone(identifier: "UTC")!)
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    render(ctx, state(ctx))
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard form["do"] == "register" else { return .back(nil) }
    let dependencies = RegistrationScreen.Dependencies.live(
      api: ctx.kit.api, session: ctx.kit.session, navigate: { _ in })
    var run = Run(
      state(ctx), reduce: RegistrationScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      // NB: name suggestions come while typing; a posted form has nothing to wait for.
      skip: {
        switch $0 {
        case .debounce, .fetchSuggestions: true
        case .navigate, .register: false
        }
      },
      perform: { await RegistrationScreen.perform($0, with: dependencies) })
    var actions = textFields.map { field, name, _, _, _ in
      RegistrationScreen.Action.fieldChanged(field, String((form["\(name)"] ?? "").prefix(100)))
    }
    actions.append(.birthdayPicked(form["birthday"].flatMap(day)))
    actions.append(.genderSelected(form["gender"].flatMap(Gender.init(rawValue:))))
    await run.send(actions + [.signUpTapped])
    guard case .registered(let merge)? = run.routes.first else {
      var shown = run.state
      shown.password = ""
      shown.confirmation = ""
      return .show(render(ctx, shown, status: 422))
    }
    CartPage.report(merge, ctx)
    return .go(.cart)
  }

  static func render(_ ctx: PageContext, _ state: RegistrationScreen.State, status: Int = 200) -> PageOutcome {
    let content = el("section", .class("auth")) {
      el("h1") { ctx.t(.commonSignUp) }
      if case .failed(let error) = state.phase {
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.localizer.message(for: error) }
      }
      Forms.post(ctx, action: "register", class: "form") {
        for (field, name, label, type, autocomplete) in textFields {
          LoginPage.field(
            ctx, name: name, label: ctx.t(label), type: type, value: state[field], error: state.errors[field],
            autocomplete: autocomplete, required: field != .patronymic && field != .email)
        }
        LoginPage.field(
          ctx, name: "birthday", label: ctx.t(.profileBirthday), type: "date",
          value: state.birthday.map(Self.text(of:)) ?? "", error: state.errors[.birthday], autocomplete: "bday",
          required: false)
        el("fieldset", .class("filter-group")) {
          el("legend") { ctx.t(.profileGender) }
          for (gender, label) in [(Gender.man, LocalizedString.profileMale), (.woman, .profileFemale)] {
            el("label", .class("filter-value")) {
              HTML.void(
                "input",
                [
                  Attribute("type", "radio"), Attribute("name", "gender"), Attribute("value", gender.rawValue),
                  Attribute("checked", present: state.gender == gender),
                ])
              el("span") { ctx.t(label) }
            }
          }
        }
        Forms.button(ctx.t(.commonSignUp), class: "button wide")
        agreement(ctx)
      }
      el("p") { el("a", .href(.login)) { ctx.t(.commonLogIn) } }
    }
    return .page(title: ctx.t(.commonSignUp), description: ctx.t(.commonSignUp), content: content, status: status)
  }

  /// The agreement under the button, naming the two pages it links (the user agreement, the privacy policy).
  static func agreement(_ ctx: PageContext) -> HTML {
    el("p", .class("agreement")) {
      ctx.t(.registrationAgreement) + " "
      el("a", .href(.page(.userAgreement))) { ctx.t(.pageUserAgreement) }
      ", "
      el("a", .href(.page(.privacyPolicy))) { ctx.t(.pagePrivacyPolicy) }
    }
  }

  /// A date input's `yyyy-mm-dd` as noon UTC of that day (the screen keeps the day); nil when it is no date.
  static func day(_ text: String) -> Date? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...9999).contains(parts[0]), (1...12).contains(parts[1]), (1...31).contains(parts[2])
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12)
    guard let date = calendar.date(from: components), calendar.component(.day, from: date) == parts[2] else {
      return nil
    }
    return date
  }

  private static func text(of date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
  }
}
