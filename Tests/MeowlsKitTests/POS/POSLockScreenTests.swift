import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSLockScreenTests {
  typealias L = POSLockScreen
  typealias F = POSFixtures

  static let limit = Duration.seconds(300)

  func step(
    _ state: inout L.State, _ action: L.Action, _ expected: L.State, _ effects: [L.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(L.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func locked(_ reason: L.LockReason = .signedIn, pin: String = "", known: [StaffMember] = []) -> L.State {
    L.State(knownStaff: known, member: F.cashier, phase: .locked(reason), pin: pin, register: F.register)
  }

  @Test func thePINUnlocksTheRegisterAndStartsTheIdleWait() {
    var state = Self.locked()
    step(&state, .unlockTapped, Self.locked(), [])
    step(&state, .pinChanged("22a2 2"), Self.locked(pin: "2222"), [])
    var unlocking = Self.locked(pin: "2222")
    unlocking.phase = .unlocking
    step(&state, .unlockTapped, unlocking, [.unlock(F.register.id, RegisterUnlockRequest(pin: "2222"))])
    step(&state, .pinChanged("1"), unlocking, [])
    step(
      &state, .unlockResponse(.success(RegisterUnlock(register: F.register, staff: F.cashier))),
      L.State(knownStaff: [F.cashier], member: F.cashier, phase: .unlocked, register: F.register),
      [.idleWait(Self.limit), .navigate(.unlocked(F.cashier))])
  }

  @Test func activityRestartsTheIdleWaitAndIdlenessLocks() {
    var state = L.State(member: F.cashier, phase: .unlocked, register: F.register)
    step(&state, .activityOccurred, state, [.idleWait(Self.limit)])
    step(&state, .idleElapsed, Self.locked(.idle), [.stopIdleWait])
    step(&state, .activityOccurred, Self.locked(.idle), [])
    step(&state, .idleElapsed, Self.locked(.idle), [])
  }

  @Test func theServerAndTheMemberLockItToo() {
    var state = L.State(member: F.cashier, phase: .unlocked, register: F.register)
    step(&state, .registerLockReported, Self.locked(.server), [.stopIdleWait])
    state.phase = .unlocked
    step(&state, .lockTapped, Self.locked(.manual), [.stopIdleWait])
  }

  @Test func anotherMemberTakesTheRegisterOverWithTheirPIN() {
    let known = [F.cashier, F.manager, F.courier]
    var state = Self.locked(.manual, known: known)
    #expect(state.takeOverCandidates == [F.manager])
    step(&state, .candidateChosen(F.courier), state, [])
    var chosen = Self.locked(.manual, known: known)
    chosen.candidate = F.manager
    step(&state, .candidateChosen(F.manager), chosen, [])
    step(
      &state, .pinChanged("1111"),
      {
        var s = chosen; s.pin = "1111"; return s
      }(), [])
    var unlocking = chosen
    unlocking.pin = "1111"
    unlocking.phase = .unlocking
    step(
      &state, .unlockTapped, unlocking,
      [.unlock(F.register.id, RegisterUnlockRequest(pin: "1111", staffID: F.manager.id))])
    let token = UserAuthentication(expiresAt: F.start, token: "manager-token")
    step(
      &state, .unlockResponse(.success(RegisterUnlock(authentication: token, register: F.register, staff: F.manager))),
      L.State(knownStaff: known, member: F.manager, phase: .unlocked, register: F.register),
      [.idleWait(Self.limit), .navigate(.unlocked(F.manager))])
  }

  @Test func aWrongPINIsShownAndTheFieldEmptied() {
    let wrong = F.error(.pinIncorrect, "Wrong PIN: 4 tries left.", status: 403)
    var state = Self.locked(pin: "9999")
    state.phase = .unlocking
    var refused = Self.locked(.manual)
    refused.error = wrong
    step(&state, .unlockResponse(.failure(wrong)), refused, [])
    step(&state, .pinChanged("2"), Self.locked(.manual, pin: "2"), [])
  }

  @Test func loggingOutEndsTheSessionOrSaysWhyNot() {
    var state = Self.locked(.manual)
    var out = Self.locked(.manual)
    out.phase = .loggingOut
    step(&state, .logOutTapped, out, [.stopIdleWait, .logOut])
    step(&state, .logOutTapped, out, [])
    var failed = Self.locked(.manual)
    failed.error = F.offline
    step(&state, .logOutResponse(.failure(F.offline)), failed, [])
    state = out
    step(&state, .logOutResponse(.success(EmptyResponse())), out, [.navigate(.loggedOut)])
    step(&state, .otherMemberTapped, out, [])
    step(&failed, .otherMemberTapped, failed, [.navigate(.login)])
  }

  @MainActor @Test func theStoreLocksAfterTheIdleWaitOnTheInjectedClock() async {
    let sleeps = Recorder<Duration>()
    let store = L.store(
      L.Dependencies(
        logOut: {}, navigate: { _ in }, sleep: { sleeps.append($0) },
        unlock: { register, _ in RegisterUnlock(register: F.register, staff: F.cashier) }),
      initial: Self.locked(pin: "2222"))
    store.send(.unlockTapped)
    await store.settle()
    #expect(sleeps.values == [Self.limit])
    #expect(store.state == Self.locked(.idle, known: [F.cashier]))
  }
}
