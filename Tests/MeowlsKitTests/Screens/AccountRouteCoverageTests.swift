import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Every `Route` of the Authorization, Registration, Profile and Root screens is reached by some action: each test
/// switches over the screen's routes exhaustively, so a new route does not compile until an action leading to it is
/// named.
@Suite struct AccountRouteCoverageTests {
  static let today = Date(timeIntervalSince1970: 1_800_000_000)
  static let utc = TimeZone(secondsFromGMT: 0)!

  @Test(arguments: RouteSamples.authorization) func authorizationRoute(_ route: AuthorizationScreen.Route) {
    typealias A = AuthorizationScreen
    var state = A.State()
    let action: A.Action
    switch route {
    case .loggedIn(let merge):
      state.phase = .loggingIn
      action = .logInResponse(.success(merge))
    case .registration(let phone):
      state.phone = phone
      action = .registerTapped
    case .skipped:
      action = .skipTapped
    case .staticPage(let page):
      switch page {
      case .userAgreement: action = .agreementTapped
      case .privacyPolicy: action = .privacyPolicyTapped
      case .contacts, .delivery, .refund:
        Issue.record("the login sheet links only the agreement and the privacy policy")
        return
      }
    }
    #expect(A.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.registration) func registrationRoute(_ route: RegistrationScreen.Route) {
    typealias R = RegistrationScreen
    var state = R.State(today: Self.today, timeZone: Self.utc)
    let action: R.Action
    switch route {
    case .back:
      action = .backTapped
    case .registered(let merge):
      state.phase = .submitting
      action = .registerResponse(.success(merge))
    case .staticPage(let page):
      action = .pageTapped(page)
    }
    #expect(R.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.profile) func profileRoute(_ route: ProfileScreen.Route) {
    typealias P = ProfileScreen
    var state = P.State(today: Self.today, timeZone: Self.utc)
    let action: P.Action
    switch route {
    case .login:
      state.phase = .guest
      action = .logInTapped
    case .orders:
      state.phase = .signedIn
      state.user = Fixtures.user()
      action = .ordersTapped
    case .registration:
      state.phase = .guest
      action = .registerTapped
    case .staticPage(let page):
      state.phase = .signedIn
      action = .pageTapped(page)
    }
    #expect(P.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.root) func rootRoute(_ route: RootScreen.Route) {
    typealias R = RootScreen
    var state = R.State(phase: .active)
    let action: R.Action
    switch route {
    case .popToRoot(let tab):
      state.selected = tab
      action = .tabSelected(tab)
    case .reauthorize:
      action = .sessionEvent(.reauthorizationRequired)
    }
    #expect(R.reduce(&state, action).contains(.navigate(route)))
  }
}
