import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSLoginScreenTests {
  typealias L = POSLoginScreen
  typealias F = POSFixtures

  func step(
    _ state: inout L.State, _ action: L.Action, _ expected: L.State, _ effects: [L.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(L.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theOnlyRegisterOfTheShopIsTakenAtOnce() {
    var state = L.State()
    step(&state, .logInTapped, L.State(), [])
    step(&state, .phoneChanged("+7 999 000-00-02"), L.State(phone: "+7 999 000-00-02"), [])
    step(&state, .passwordChanged("Meowls2024"), L.State(password: "Meowls2024", phone: "+7 999 000-00-02"), [])
    step(
      &state, .logInTapped, L.State(password: "Meowls2024", phase: .loggingIn, phone: "+7 999 000-00-02"),
      [.logIn(phone: "+7 999 000-00-02", password: "Meowls2024")])
    step(&state, .logInTapped, state, [])
    step(
      &state, .logInResponse(.success(F.cashier)),
      L.State(password: "Meowls2024", phase: .loadingRegisters(F.cashier), phone: "+7 999 000-00-02"),
      [.fetchRegisters])
    step(
      &state, .registersResponse(.success([F.register])), L.State(phone: "+7 999 000-00-02"),
      [.navigate(.signedIn(F.cashier, F.register))])
  }

  @Test func severalRegistersArePickedFrom() {
    var state = L.State(phase: .loadingRegisters(F.manager), phone: "79990000001")
    step(
      &state, .registersResponse(.success([F.register, F.otherRegister])),
      L.State(phase: .choosingRegister(F.manager, [F.register, F.otherRegister]), phone: "79990000001"), [])
    step(&state, .registerTapped(Register(id: .init(F.uuid(5)), name: "?", number: 9, shopID: F.shop.id)), state, [])
    step(
      &state, .registerTapped(F.otherRegister), L.State(phone: "79990000001"),
      [.navigate(.signedIn(F.manager, F.otherRegister))])
  }

  @Test func aCourierGoesOnWithoutARegister() {
    var state = L.State(password: "x", phase: .loggingIn, phone: "79990000003")
    step(
      &state, .logInResponse(.success(F.courier)), L.State(phone: "79990000003"),
      [
        .navigate(.signedIn(F.courier, nil))
      ])
  }

  @Test func aRefusalStaysUntilAnEdit() {
    let refusal = F.error(.authError, status: 401)
    var state = L.State(password: "bad", phase: .loggingIn, phone: "79990000002")
    step(
      &state, .logInResponse(.failure(refusal)), L.State(error: refusal, password: "bad", phone: "79990000002"), [])
    step(&state, .passwordChanged("good"), L.State(password: "good", phone: "79990000002"), [])
  }

  @Test func registersThatFailedAreAskedAgain() {
    var state = L.State(phase: .loadingRegisters(F.cashier))
    step(&state, .registersResponse(.failure(F.offline)), L.State(phase: .registersFailed(F.cashier, F.offline)), [])
    step(&state, .retryTapped, L.State(phase: .loadingRegisters(F.cashier)), [.fetchRegisters])
    step(&state, .retryTapped, state, [])
  }

  @MainActor @Test func theStoreLogsInAndOpensTheRegister() async {
    let routes = Recorder<L.Route>()
    let store = L.store(
      L.Dependencies(
        registers: { [F.register] }, logIn: { _, _ in F.cashier }, navigate: { routes.append($0) }),
      initial: L.State(password: "Meowls2024", phone: "79990000002"))
    store.send(.logInTapped)
    await store.settle()
    #expect(routes.values == [.signedIn(F.cashier, F.register)])
    #expect(store.state == L.State(phone: "79990000002"))
  }
}
