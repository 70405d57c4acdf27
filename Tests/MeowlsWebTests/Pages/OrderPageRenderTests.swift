import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// The orders, an order, its confirmation and the cart's merge report drawn from known screen states.
@Suite struct OrderPageRenderTests {
  @Test func theOrdersListLinksEachOrderAndOffersMore() {
    var state = OrdersScreen.State()
    state.list = PagedList(items: [AccountFixtures.order(1_000_001)], nextPage: 2, phase: .loaded)
    let html = WebFixtures.markup(OrdersPage.render(WebFixtures.context(.orders()), state, pages: 1))
    #expect(html.contains("href=\"/orders/1000001\"") && html.contains("Заказ № 1000001"))
    #expect(html.contains("&lt;script&gt;") && !html.contains("<script>"))
    #expect(html.contains("href=\"/orders?page=2\""))
    state.list = PagedList(items: [], phase: .empty)
    let empty = WebFixtures.markup(OrdersPage.render(WebFixtures.context(.orders()), state, pages: 1))
    #expect(empty.contains("Заказов пока нет") && empty.contains("href=\"/catalog\""))
  }

  @Test func anOrderShowsItsFactsLinesAndItsCancelAndRepeat() {
    let order = AccountFixtures.detail(1_000_001)
    let state = OrderScreen.State(number: order.number, phase: .loaded(order))
    let html = WebFixtures.markup(OrderPage.render(WebFixtures.context(.order(order.number)), state))
    #expect(html.contains("<h1>Заказ № 1000001</h1>") && html.contains("пт, 15 мая"))
    #expect(html.contains("Самовывоз: &lt;script&gt;") && html.contains("Картой при получении"))
    #expect(html.contains("href=\"/orders/1000001/cancel\"") && html.contains("name=\"do\" value=\"repeat\""))
    #expect(html.contains("href=\"/product/\(order.items[0].productID.uuidString)\""))
    #expect(!html.contains("<script>"))
  }

  @Test func theCancelIsAskedFirstAndAnOrderThatCannotBeCancelledOffersNone() {
    let order = AccountFixtures.detail(7)
    let asking = OrderScreen.State(number: order.number, isConfirmingCancel: true, phase: .loaded(order))
    let html = WebFixtures.markup(OrderPage.render(WebFixtures.context(.orderCancel(order.number)), asking))
    #expect(html.contains("Отменить заказ?") && html.contains("name=\"do\" value=\"cancel\""))
    #expect(html.contains("action=\"/orders/7\"") && html.contains("Не отменять"))
    let done = AccountFixtures.detail(7, cancelable: false)
    let shown = OrderScreen.State(number: done.number, phase: .loaded(done))
    #expect(!WebFixtures.markup(OrderPage.render(WebFixtures.context(.order(7)), shown)).contains("/cancel"))
  }

  @Test func theMergeReportSaysWhatMovedWhatWasCutAndWhatFailed() {
    let report = MergeReport(
      cart: .merged,
      changedLines: [MergeReportEntry(applied: 1, article: "A1", reason: WebFixtures.hostile, requested: 3)],
      favorites: .failed)
    let cart = CartState(
      cart: Cart(id: Cart.ID(WebFixtures.id(1)), items: [AccountFixtures.item(1)], summaries: []),
      lines: [CartRequestItem(article: "A1", count: 1)], promoCode: nil)
    let state = CartScreen.State(cart: cart, mergeReport: report, phase: .loaded)
    let html = WebFixtures.markup(CartPage.render(WebFixtures.context(.cart), state))
    #expect(html.contains("Перенесли в ваш аккаунт") && html.contains("Корм, 2 кг: хотели 3 шт., в корзине 1 шт."))
    #expect(html.contains("&lt;script&gt;") && html.contains("Не удалось перенести избранное и корзину"))
    #expect(!html.contains("<script>"))
  }

  @Test func staticPagesAreServedFromTheKitsTextsAndLinkedFromRegistration() {
    let html = WebFixtures.markup(StaticPagePage.get(WebFixtures.context(.page(.userAgreement)), .userAgreement))
    #expect(html.contains("<h1>Пользовательское соглашение</h1>") && html.contains("<p>"))
    let form = WebFixtures.markup(
      RegistrationPage.render(WebFixtures.context(.register), RegistrationPage.state(WebFixtures.context(.register))))
    #expect(form.contains("href=\"/pages/user-agreement\"") && form.contains("href=\"/pages/privacy-policy\""))
  }

  @Test func theProfileEditsEveryFieldClearsOptionalOnesAndAsksBeforeDeleting() {
    var state = ProfileScreen.State(today: WebFixtures.start, timeZone: TimeZone(identifier: "UTC")!)
    state.phase = .signedIn
    state.user = AccountPageRenderTests.user
    let profile = WebFixtures.markup(ProfilePage.render(WebFixtures.context(.profile), state))
    #expect(profile.contains("href=\"/profile/edit\"") && profile.contains("href=\"/orders\""))
    #expect(profile.contains("href=\"/profile/delete\"") && profile.contains("href=\"/pages/contacts\""))
    _ = ProfileScreen.reduce(&state, .editTapped)
    let form = WebFixtures.markup(ProfileEditPage.render(WebFixtures.context(.profileEdit), state))
    #expect(form.contains("name=\"surname\" type=\"text\" value=\"&lt;script&gt;"))
    #expect(form.contains("name=\"gender\" value=\"\" checked") && form.contains("name=\"birthday\""))
    #expect(form.contains("action=\"/profile/edit\"") && !form.contains("<script>"))
    _ = ProfileScreen.reduce(&state, .editCancelled)
    _ = ProfileScreen.reduce(&state, .deleteAccountTapped)
    let asking = WebFixtures.markup(ProfileDeletePage.render(WebFixtures.context(.profileDelete), state))
    #expect(asking.contains("Удалить аккаунт? Это действие нельзя отменить.") && asking.contains("value=\"delete\""))
  }
}
