import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct AuthorizationScreenTests {
  typealias A = AuthorizationScreen

  static let refused = APIError.server(
    status: 401, ErrorResponse(code: .authError, reason: "Неверный телефон или пароль"))
  static let merged = GuestMergeOutcome(cart: .merged([]), favorites: .merged(2))

  func step(
    _ state: inout A.State, _ action: A.Action, _ expected: A.State, _ effects: [A.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(A.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func anEmptyFormMarksBothFieldsAndSendsNothing() {
    var state = A.State()
    step(&state, .continueTapped, A.State(passwordError: .passwordTooShort, phoneError: .phoneRequired), [])
    step(&state, .phoneChanged("12"), A.State(passwordError: .passwordTooShort, phone: "12"), [])
    step(
      &state, .continueTapped, A.State(passwordError: .passwordTooShort, phone: "12", phoneError: .phoneInvalid), [])
    step(&state, .passwordChanged("x"), A.State(password: "x", phone: "12", phoneError: .phoneInvalid), [])
  }

  @Test func aValidFormLogsInOnceWithTheNormalisedPhone() {
    var state = A.State(password: "uNhsyBu28d", phone: "8 (913) 913-91-13")
    let loggingIn = A.State(password: "uNhsyBu28d", phase: .loggingIn, phone: "8 (913) 913-91-13")
    step(&state, .continueTapped, loggingIn, [.logIn(phone: "79139139113", password: "uNhsyBu28d")])
    step(&state, .continueTapped, loggingIn, [])
    step(&state, .phoneChanged("9"), loggingIn, [])
    step(&state, .registerTapped, loggingIn, [])
    step(&state, .skipTapped, loggingIn, [])
    let loggedIn = A.State(password: "uNhsyBu28d", phase: .loggedIn, phone: "8 (913) 913-91-13")
    step(&state, .logInResponse(.success(Self.merged)), loggedIn, [.navigate(.loggedIn(Self.merged))])
    step(&state, .logInResponse(.failure(Self.refused)), loggedIn, [])
    step(&state, .dismissed, loggedIn, [])
  }

  @Test func aRefusalShowsItsBannerUntilTheTextChangesAndTheLoginIsRetried() {
    var state = A.State(password: "wrongPass1", phase: .loggingIn, phone: "79139139113")
    step(
      &state, .logInResponse(.failure(Self.refused)),
      A.State(password: "wrongPass1", phase: .failed(Self.refused), phone: "79139139113"), [])
    step(
      &state, .continueTapped, A.State(password: "wrongPass1", phase: .loggingIn, phone: "79139139113"),
      [.logIn(phone: "79139139113", password: "wrongPass1")])
    step(
      &state, .logInResponse(.failure(Self.refused)),
      A.State(password: "wrongPass1", phase: .failed(Self.refused), phone: "79139139113"), [])
    step(&state, .passwordChanged("uNhsyBu28d"), A.State(password: "uNhsyBu28d", phone: "79139139113"), [])
  }

  @Test func anAnswerWhileNotLoggingInIsIgnored() {
    var state = A.State(phone: "7")
    step(&state, .logInResponse(.success(Self.merged)), A.State(phone: "7"), [])
  }

  @Test func theLinksOpenThePageTheirTextNames() {
    var state = A.State()
    step(&state, .agreementTapped, A.State(), [.navigate(.staticPage(.userAgreement))])
    step(&state, .privacyPolicyTapped, A.State(), [.navigate(.staticPage(.privacyPolicy))])
    #expect(StaticPage.userAgreement.url().absoluteString == "https://static.artemayer.ru/user-agreement")
    #expect(StaticPage.privacyPolicy.url().absoluteString == "https://static.artemayer.ru/privacy-policy")
  }

  @Test func registrationTakesTheTypedPhoneAndOnlyTheStoreOffersIt() {
    var store = A.State(phone: "913 913 91 13")
    step(&store, .registerTapped, A.State(phone: "913 913 91 13"), [.navigate(.registration(phone: "913 913 91 13"))])
    var pos = A.State(allowsRegistration: false, isClosable: false, phone: "9")
    step(&pos, .registerTapped, A.State(allowsRegistration: false, isClosable: false, phone: "9"), [])
  }

  @Test func onlyAClosableSheetIsSkippedOrDismissed() {
    var sheet = A.State()
    step(&sheet, .skipTapped, A.State(), [.navigate(.skipped)])
    step(&sheet, .dismissed, A.State(), [.navigate(.skipped)])
    var fullScreen = A.State(isClosable: false)
    step(&fullScreen, .skipTapped, A.State(isClosable: false), [])
    step(&fullScreen, .dismissed, A.State(isClosable: false), [])
  }

  @MainActor @Test func theStoreLogsInAndTheRouterClosesTheSheet() async {
    let router = RecordingAuthorizationRouter()
    let sent = Recorder<String>()
    var dependencies = A.Dependencies(
      logIn: { phone, password throws(APIError) in
        sent.append("\(phone):\(password)")
        guard password == "uNhsyBu28d" else { throw Self.refused }
        return Self.merged
      }, navigate: { _ in })
    dependencies.navigate = { [weak router] in router?.open($0) }
    let store = A.store(dependencies)
    store.send(.phoneChanged("+7 913 913 91 13"))
    store.send(.passwordChanged("wrongPass1"))
    store.send(.continueTapped)
    await store.settle()
    #expect(store.state == A.State(password: "wrongPass1", phase: .failed(Self.refused), phone: "+7 913 913 91 13"))
    store.send(.passwordChanged("uNhsyBu28d"))
    store.send(.continueTapped)
    await store.settle()
    #expect(store.state == A.State(password: "uNhsyBu28d", phase: .loggedIn, phone: "+7 913 913 91 13"))
    #expect(sent.values == ["79139139113:wrongPass1", "79139139113:uNhsyBu28d"])
    #expect(router.routes == [.loggedIn(Self.merged)])
  }

  @MainActor @Test func theLiveDependenciesHandTheRouteToTheRouterWeakly() async throws {
    let server = try TestServer.kit()
    defer { server.stop() }
    let kit = LiveKit(server: server)
    var router: RecordingAuthorizationRouter? = RecordingAuthorizationRouter()
    let dependencies = A.Dependencies.live(session: kit.session, router: router!)
    dependencies.navigate(.skipped)
    #expect(router?.routes == [.skipped])
    router = nil
    dependencies.navigate(.skipped)
  }
}

@MainActor final class RecordingAuthorizationRouter: AuthorizationRouting {
  var routes: [AuthorizationScreen.Route] = []
  func open(_ route: AuthorizationScreen.Route) { routes.append(route) }
}
