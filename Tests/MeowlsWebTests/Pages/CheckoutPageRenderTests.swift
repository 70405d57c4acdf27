import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// The checkout pages drawn from known `CheckoutScreen` states.
@Suite struct CheckoutPageRenderTests {
  static func editing() -> CheckoutScreen.State {
    var state = CheckoutScreen.State(city: AccountFixtures.city)
    _ = CheckoutScreen.reduce(&state, .viewAppeared)
    _ = CheckoutScreen.reduce(&state, .optionsLoaded(.success(AccountFixtures.options)))
    return state
  }

  @Test func theFormOffersDeliveryAddressSlotsPickupRecipientAndPayment() {
    var state = Self.editing()
    state.text[.street] = WebFixtures.hostile
    let html = WebFixtures.markup(CheckoutForm.render(WebFixtures.context(.checkout, cartCount: 2), state))
    #expect(html.contains("action=\"/checkout\"") && html.contains("name=\"csrf\" value=\"csrf-token\""))
    #expect(html.contains("id=\"delivery-courier\" checked") && html.contains("id=\"delivery-self_pickup\""))
    #expect(html.contains("name=\"street\" type=\"text\" value=\"&lt;script&gt;"))
    #expect(html.contains("value=\"suggest:street\"") && html.contains("value=\"suggest:surname\""))
    #expect(html.contains("пт, 15 мая") && html.contains("value=\"2026-05-15|\(AccountFixtures.slot.id.rawValue)\""))
    #expect(html.contains("10:00–14:00") && html.contains("value=\"\(AccountFixtures.point.id.rawValue)\""))
    #expect(html.contains("name=\"payment\" value=\"card\"") && html.contains("value=\"purchase\""))
    #expect(html.contains("href=\"/cart\"") && html.contains("2 товара"))
    #expect(!html.contains("<script>"))
  }

  @Test func aRefusedFormMarksEachFieldWithItsMessage() {
    var state = Self.editing()
    _ = CheckoutScreen.reduce(&state, .purchaseTapped)
    let outcome = CheckoutForm.render(WebFixtures.context(.checkout), state, status: 422)
    let html = WebFixtures.markup(outcome)
    #expect(html.contains("Укажите улицу") && html.contains("Укажите дом") && html.contains("Выберите время доставки"))
    #expect(html.contains("Пожалуйста, укажите фамилию") && html.contains("Укажите номер телефона"))
    #expect(html.contains("aria-describedby=\"field-street-error\""))
    guard case .page(_, _, _, let status) = outcome else { Issue.record("not a page"); return }
    #expect(status == 422)
  }

  @Test func suggestionsAreListedAsButtonsThatChooseThem() {
    var state = Self.editing()
    let request = CheckoutScreen.SuggestionRequest(field: .street, query: "Лен", scope: "x")
    state.suggestions = CheckoutScreen.Suggestions(
      items: [CheckoutScreen.Suggestion(id: "s1", text: WebFixtures.hostile, value: "ул Ленина")], request: request)
    let ctx = WebFixtures.context(.checkoutSuggestions(.street))
    let html = WebFixtures.markup(CheckoutSuggestionsPage.render(ctx, state, field: .street))
    #expect(html.contains("action=\"/checkout/address/street\"") && html.contains("name=\"do\" value=\"pick\""))
    #expect(html.contains("name=\"index\" value=\"0\"") && html.contains("&lt;script&gt;"))
    #expect(html.contains("href=\"/checkout\"") && !html.contains("<script>"))
    state.suggestions = nil
    let none = WebFixtures.markup(CheckoutSuggestionsPage.render(ctx, state, field: .street))
    #expect(none.contains("Подсказок не нашлось"))
  }

  @Test func aDraftKeepsTheFormAndItsChoicesComeBackAsActions() {
    var state = Self.editing()
    state.text[.street] = "ул Ленина"
    state.streetID = "s1"
    state.deliveryType = .selfPickup
    state.pickupPointID = AccountFixtures.point.id
    state.timeSlot = AccountFixtures.slot.id
    let draft = CheckoutDraft(state)
    #expect(draft.initialState(city: AccountFixtures.city).text == [.street: "ул Ленина"])
    #expect(draft.initialState(city: AccountFixtures.city).streetID == "s1")
    #expect(
      draft.choices == [
        .deliveryTypeChosen(.selfPickup), .dateChosen(AccountFixtures.day), .timeSlotChosen(AccountFixtures.slot.id),
        .pickupPointChosen(AccountFixtures.point.id), .paymentTypeChosen(.card),
      ])
  }

  @Test func aPostedFormIsReadAsTheScreensActionsAndIgnoresWhatItDoesNotKnow() {
    let slot = "2026-05-15|\(AccountFixtures.slot.id.rawValue)"
    let form = FormData([
      ("street", String(repeating: "я", count: 300)), ("delivery", "teleport"), ("slot", slot), ("payment", "cash"),
      ("pickup", "not-an-id"),
    ])
    #expect(
      CheckoutDraft.actions(form) == [
        .textChanged(.street, String(repeating: "я", count: 100)), .dateChosen(AccountFixtures.day),
        .timeSlotChosen(AccountFixtures.slot.id), .paymentTypeChosen(.cash),
      ])
  }
}
