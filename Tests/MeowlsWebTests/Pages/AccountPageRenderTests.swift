import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// The account pages, the favourites and the city choice drawn from known screen states.
@Suite struct AccountPageRenderTests {
  static let user = User(name: "Иван", phone: "79131234567", surname: WebFixtures.hostile)

  @Test func loginShowsTheScreensMessagesAndNeverThePassword() {
    let state = AuthorizationScreen.State(
      password: "secret1234", passwordError: .passwordTooShort, phase: .failed(.transport(.notConnected)),
      phone: "<b>913", phoneError: .phoneInvalid)
    let html = WebFixtures.markup(LoginPage.page(WebFixtures.context(.login), state: state))
    #expect(html.contains("value=\"&lt;b&gt;913\"") && !html.contains("secret1234"))
    #expect(html.contains("Введён некорректный номер") && html.contains("aria-invalid=\"true\""))
    #expect(html.contains("href=\"/register\""))
  }

  @Test func registrationMarksEveryRefusedFieldAndKeepsWhatWasTyped() {
    var state = RegistrationPage.state(WebFixtures.context(.register))
    state.surname = WebFixtures.hostile
    state.errors = [.name: .nameRequired, .phone: .phoneRequired]
    state.gender = .woman
    let html = WebFixtures.markup(RegistrationPage.render(WebFixtures.context(.register), state))
    #expect(html.contains("Пожалуйста, укажите имя") && html.contains("Укажите номер телефона"))
    #expect(html.contains("name=\"surname\" type=\"text\" value=\"&lt;script&gt;"))
    #expect(html.contains("value=\"woman\" checked"))
    #expect(html.contains("name=\"do\" value=\"register\""))
  }

  @Test func aDateInputReadsOnlyRealDays() {
    #expect(RegistrationPage.day("1990-08-07") != nil)
    #expect(RegistrationPage.day("1990-02-30") == nil)
    #expect(RegistrationPage.day("99999-01-01") == nil)
    #expect(RegistrationPage.day("<script>") == nil)
  }

  @Test func profileShowsTheCustomerAndLogOutOrOffersLogin() {
    var state = ProfileScreen.State(today: WebFixtures.start, timeZone: TimeZone(identifier: "UTC")!)
    state.phase = .signedIn
    state.user = Self.user
    let html = WebFixtures.markup(ProfilePage.render(WebFixtures.context(.profile), state))
    #expect(html.contains("<dd>79131234567</dd>") && html.contains("&lt;script&gt;"))
    #expect(html.contains("name=\"do\" value=\"logout\"") && html.contains(">Выйти</button>"))
    state.phase = .guest
    let guest = WebFixtures.markup(ProfilePage.render(WebFixtures.context(.profile), state))
    #expect(guest.contains("href=\"/login\"") && guest.contains("href=\"/register\"") && !guest.contains("logout"))
  }

  @Test func favoritesListTheStarredProductsWithTheirHearts() {
    let product = WebFixtures.product(3, name: WebFixtures.hostile)
    var state = FavoritesScreen.State()
    state.list = PagedList(items: [product], phase: .loaded)
    state.favorites = FavoriteMarks(starred: [product.id])
    let html = WebFixtures.markup(FavoritesPage.render(WebFixtures.context(.favorites), state))
    #expect(html.contains("aria-pressed=\"true\"") && html.contains("href=\"/login\""))
    #expect(!html.contains("<script>"))
  }

  @Test func cityChoiceListsTheStoredCityFirstAndMarked() throws {
    let moscow = City(id: City.ID(WebFixtures.id(1)), name: "Москва")
    let tomsk = City(id: City.ID(WebFixtures.id(2)), name: WebFixtures.hostile)
    let state = RegionScreen.State(stored: tomsk, cities: [moscow, tomsk], phase: .loaded)
    let html = WebFixtures.markup(CityPage.render(WebFixtures.context(.city(query: "")), state))
    let marked = try #require(html.range(of: "class=\"city chosen\">&lt;script&gt;"))
    let other = try #require(html.range(of: "class=\"city\">Москва"))
    #expect(marked.lowerBound < other.lowerBound)
    #expect(html.contains("name=\"city\" value=\"\(moscow.id.uuidString)\""))
  }
}
