import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The back office's sign-in (admins and managers only) and its lists: products, orders, the audit log.
@Suite struct AdminLoginAndListScreensTests {
  typealias F = AdminFixtures
  typealias P = POSFixtures

  private func signIn(_ member: StaffMember) -> (AdminLoginScreen.State, [AdminLoginScreen.Effect]) {
    var state = AdminLoginScreen.State(phone: "79990000001", password: "secret")
    _ = AdminLoginScreen.reduce(&state, .signInTapped)
    let effects = AdminLoginScreen.reduce(&state, .logInResponse(.success(member)))
    return (state, effects)
  }

  @Test func anAdminOrAManagerIsSignedIn() {
    let admin = P.member(4, .admin)
    #expect(signIn(admin).1 == [.navigate(.signedIn(admin))])
    #expect(signIn(P.manager).1 == [.navigate(.signedIn(P.manager))])
  }

  @Test func aCashierIsRefusedAndTheirSessionClosed() {
    let (state, effects) = signIn(P.cashier)
    #expect(effects == [.logOut] && state.refusedRole == .cashier && state.password.isEmpty)
  }

  @Test func aWrongPasswordShowsTheAPIsRefusal() {
    var state = AdminLoginScreen.State(phone: "79990000001", password: "bad")
    #expect(AdminLoginScreen.reduce(&state, .signInTapped) == [.logIn(phone: "79990000001", password: "bad")])
    _ = AdminLoginScreen.reduce(&state, .logInResponse(.failure(P.error(.authError, status: 401))))
    #expect(state.error?.code == .authError && !state.sending)
  }

  @Test func anEmptyFormSendsNothing() {
    var state = AdminLoginScreen.State(phone: " ", password: "x")
    #expect(AdminLoginScreen.reduce(&state, .signInTapped).isEmpty)
  }

  @Test func theLoginRunsThroughItsScriptedClients() async {
    let deps = AdminLoginScreen.Dependencies(
      logIn: { _, _ in P.cashier }, logOut: {}, navigate: { _ in })
    let action = await AdminLoginScreen.perform(.logIn(phone: "1", password: "2"), with: deps)
    #expect(action == .logInResponse(.success(P.cashier)))
  }

  @Test func aSearchStartsAtTheFirstPage() {
    var state = AdminProductsScreen.State()
    _ = AdminProductsScreen.reduce(&state, .pageTapped(3))
    let effects = AdminProductsScreen.reduce(&state, .searchSubmitted("  мурлыка ", .included, F.leaf))
    let query = AdminProductQuery(
      archived: .included, categoryID: F.leaf, page: PageRequest(page: 1, perPage: AdminProductsScreen.perPage),
      query: "мурлыка")
    #expect(effects == [.load(query)] && state.phase == .loading)
  }

  @Test func anAnswerToAnOlderQueryIsIgnored() {
    var state = AdminProductsScreen.State()
    let first = AdminProductsScreen.reduce(&state, .appeared)
    _ = AdminProductsScreen.reduce(&state, .pageTapped(2))
    guard case .load(let old) = first.first else { return #expect(Bool(false)) }
    _ = AdminProductsScreen.reduce(&state, .response(old, .success(P.page([AdminProductSummary]()))))
    #expect(state.phase == .loading)
  }

  @Test func thePagesAreCountedFromTheTotal() {
    var state = AdminProductsScreen.State()
    _ = AdminProductsScreen.reduce(&state, .appeared)
    let page = Page<AdminProductSummary>(
      paginationInfo: PaginationInfo(page: 1, perPage: 30, totalCount: 61), results: [])
    _ = AdminProductsScreen.reduce(&state, .response(state.query, .success(page)))
    #expect(state.pageCount == 3 && state.hasNext && !state.hasPrevious)
  }

  @Test func anOrderSearchWithABadDayIsNotSent() {
    var state = AdminOrdersScreen.State()
    let effects = AdminOrdersScreen.reduce(&state, .searchSubmitted(.init(from: "вчера")))
    #expect(effects.isEmpty && state.searchInvalid)
  }

  @Test func anOrderSearchAsksNumberPhoneDaysAndStatus() {
    var state = AdminOrdersScreen.State()
    let search = AdminOrdersScreen.Search(
      number: "1001", phone: "8 913 913-91-13", from: "2027-01-01", to: "2027-01-31", status: .completed)
    let effects = AdminOrdersScreen.reduce(&state, .searchSubmitted(search))
    #expect(state.query.number == 1001 && state.query.status == .completed && state.query.phone == "8 913 913-91-13")
    #expect(state.query.from == CalendarDate(string: "2027-01-01") && effects == [.load(state.query)])
  }

  @Test func theAuditFilterNamesTheSubjectInUpperCase() {
    var state = AdminAuditScreen.State()
    let effects = AdminAuditScreen.reduce(&state, .filterSubmitted(action: "product.edit", actor: "", subject: "ab-c"))
    #expect(state.query.action == "product.edit" && state.query.actor == nil && state.query.subjectID == "AB-C")
    #expect(effects == [.load(state.query)])
  }
}
