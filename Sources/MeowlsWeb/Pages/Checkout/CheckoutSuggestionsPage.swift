import MeowlsAPI
import MeowlsKit

/// `/checkout/address/{street|house|flat}`, `/checkout/recipient/{surname|name|patronymic}`: one field of the
/// checkout form with the suggestions for its text (`CheckoutScreen`'s own, fetched as typing would fetch them).
/// A suggestion is chosen with the screen's action and the form comes back with it; a new text asks again. This is
/// how a page without a script gets what the app shows under the field as one types.
enum CheckoutSuggestionsPage {
  static func run(_ ctx: PageContext, city: City, field: CheckoutScreen.Field) async -> CheckoutPage.Run {
    let draft = CheckoutPage.draft(ctx)
    var run = await CheckoutPage.run(ctx, city: city, draft: draft, suggest: true)
    // NB: the text goes in again as typed, so the screen asks for its suggestions (a street typed anew forgets the
    // street chosen before, as in the app).
    let text = run.state[field]
    await run.send(.textChanged(field, text))
    return run
  }

  static func get(_ ctx: PageContext, field: CheckoutScreen.Field) async -> PageOutcome {
    let (city, elsewhere) = CheckoutPage.entry(ctx)
    guard let city else { return .redirect(elsewhere ?? .cart) }
    return render(ctx, await run(ctx, city: city, field: field).state, field: field)
  }

  static func post(_ ctx: PageContext, field: CheckoutScreen.Field, form: FormData) async -> PostOutcome {
    let (city, elsewhere) = CheckoutPage.entry(ctx)
    guard let city else { return .go(elsewhere ?? .cart) }
    var run = await CheckoutPage.run(ctx, city: city, draft: CheckoutPage.draft(ctx))
    switch form["do"] {
    case "suggest":
      await run.send(.textChanged(field, String((form["text"] ?? "").prefix(100))))
      CheckoutPage.save(ctx, CheckoutDraft(run.state))
      return .go(.checkoutSuggestions(field))
    case "pick":
      var shown = await self.run(ctx, city: city, field: field)
      let items = shown.state.suggestions?.items ?? []
      guard let index = form["index"].flatMap({ Int($0.prefix(4)) }), items.indices.contains(index) else {
        return .back(nil)
      }
      await shown.send(.suggestionChosen(items[index]))
      CheckoutPage.save(ctx, CheckoutDraft(shown.state))
      return .go(.checkout)
    default: return .back(nil)
    }
  }

  static func render(_ ctx: PageContext, _ state: CheckoutScreen.State, field: CheckoutScreen.Field) -> PageOutcome {
    let label = ctx.t(label(field))
    let content = el("section", .class("checkout-page suggestions-page")) {
      el("h1") { ctx.t(.checkoutTitle) }
      Forms.post(ctx, action: "suggest", class: "form") {
        el("div", .class("field")) {
          el("label", Attribute("for", "suggest-text")) { label }
          el("div", .class("field-with-button")) {
            void(
              "input", Attribute("id", "suggest-text"), Attribute("name", "text"), Attribute("type", "text"),
              Attribute("value", state[field]), Attribute("maxlength", "100"), Attribute("autocomplete", "off"))
            Forms.button(ctx.t(.checkoutSuggest), class: "button secondary small")
          }
        }
      }
      let items = state.suggestions?.items ?? []
      if items.isEmpty {
        el("p", .class("empty-note")) { ctx.t(.checkoutNoSuggestions) }
      } else {
        el("h2") { ctx.t(.checkoutChooseSuggestion) }
        el("ul", .class("suggestion-list")) {
          for (index, item) in items.enumerated() {
            el("li") {
              Forms.post(ctx, action: "pick", fields: [("index", String(index))]) {
                Forms.button(item.text, class: "suggestion")
              }
            }
          }
        }
      }
      el("p") { el("a", .href(.checkout), .class("button secondary")) { ctx.t(.checkoutTitle) } }
    }
    return .page(title: ctx.t(.checkoutTitle), description: ctx.t(.checkoutTitle), content: content)
  }

  private static func label(_ field: CheckoutScreen.Field) -> LocalizedString {
    switch field {
    case .flat: .checkoutFlat
    case .house: .checkoutHouse
    case .name: .profileName
    case .patronymic: .profilePatronymic
    case .surname: .profileSurname
    default: .checkoutStreet
    }
  }
}
