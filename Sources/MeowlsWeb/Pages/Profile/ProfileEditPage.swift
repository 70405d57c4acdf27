import Foundation
import MeowlsAPI
import MeowlsKit

/// `/profile/edit` (`ProfileScreen`'s form): surname, name, patronymic, e-mail, gender and (once) the birthday; an
/// optional field left empty is cleared. The phone is the login and is only shown. A refused form is drawn at once
/// with each field's message (422); a saved one goes back to the profile.
enum ProfileEditPage {
  static let textFields: [(ProfileScreen.FormField, StaticString, LocalizedString, String, String)] = [
    (.surname, "surname", .profileSurname, "text", "family-name"), (.name, "name", .profileName, "text", "given-name"),
    (.patronymic, "patronymic", .profilePatronymic, "text", "additional-name"),
    (.email, "email", .profileEmail, "email", "email"),
  ]

  static func get(_ ctx: PageContext) async -> PageOutcome {
    guard ctx.signedIn else { return .redirect(.login) }
    var run = await ProfilePage.run(ctx)
    await run.send(.editTapped)
    return render(ctx, run.state)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard ctx.signedIn else { return .go(.login) }
    guard form["do"] == "save" else { return .back(nil) }
    var run = await ProfilePage.run(ctx)
    var actions: [ProfileScreen.Action] = [.editTapped]
    actions += textFields.map { field, name, _, _, _ in
      .editFieldChanged(field, String((form["\(name)"] ?? "").prefix(100)))
    }
    actions.append(.editGenderSelected(form["gender"].flatMap(Gender.init(rawValue:))))
    if let birthday = form["birthday"], !birthday.isEmpty {
      actions.append(.editBirthdayPicked(RegistrationPage.day(String(birthday.prefix(20)))))
    }
    await run.send(actions + [.saveTapped])
    if run.state.form == nil, run.state.alert == nil { return .go(.profile) }
    return .show(render(ctx, run.state, status: 422))
  }

  static func render(_ ctx: PageContext, _ state: ProfileScreen.State, status: Int = 200) -> PageOutcome {
    let content = el("section", .class("auth")) {
      el("p", .class("crumbs")) { el("a", .href(.profile)) { ctx.t(.profileTitle) } }
      el("h1") { ctx.t(.profileEdit) }
      if case .failed(_, let error)? = state.alert {
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.localizer.message(for: error) }
      }
      if let form = state.form {
        Forms.post(ctx, action: "save", to: .profileEdit, class: "form") {
          if let phone = state.user?.phone {
            el("p", .class("field-note")) { ctx.t(.profilePhone) + ": " + phone }
          }
          for (field, name, label, type, autocomplete) in textFields {
            LoginPage.field(
              ctx, name: name, label: ctx.t(label), type: type, value: form[field], error: form.errors[field],
              autocomplete: autocomplete, required: field == .name)
          }
          if form.canEditBirthday {
            LoginPage.field(
              ctx, name: "birthday", label: ctx.t(.profileBirthday), type: "date", value: "",
              error: form.errors[.birthday], autocomplete: "bday", required: false)
            el("p", .class("field-note")) { ctx.t(.profileBirthdayOnce) }
          }
          el("fieldset", .class("filter-group")) {
            el("legend") { ctx.t(.profileGender) }
            for (gender, label) in [
              (Gender?.none, LocalizedString.profileGenderNone), (.man, .profileMale), (.woman, .profileFemale),
            ] {
              el("label", .class("filter-value")) {
                HTML.void(
                  "input",
                  [
                    Attribute("type", "radio"), Attribute("name", "gender"), Attribute("value", gender?.rawValue ?? ""),
                    Attribute("checked", present: form.gender == gender),
                  ])
                el("span") { ctx.t(label) }
              }
            }
          }
          Forms.button(ctx.t(.commonSave), class: "button wide")
        }
        el("p") { el("a", .href(.profile)) { ctx.t(.commonCancel) } }
      } else {
        el("p") { el("a", .href(.login), .class("button")) { ctx.t(.commonLogIn) } }
      }
    }
    return .page(title: ctx.t(.profileEdit), description: ctx.t(.profileEdit), content: content, status: status)
  }
}
