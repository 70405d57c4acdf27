import MeowlsKit
import Testing

@Suite struct StateStreamTests {
  @Test func subscriberHearsTheCurrentValueThenEveryChange() async {
    let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .customer)
    var states = credentials.state.values().makeAsyncIterator()
    #expect(await states.next() == .signedOut)
    try? await credentials.begin(Fixtures.session())
    #expect(await states.next() == .signedIn(Fixtures.session()))
    await credentials.end(reauthorize: false)
    #expect(await states.next() == .signedOut)
  }

  @Test func everySubscriberHearsAnEventOnceAndLateSubscribersHearNothingOld() async throws {
    let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .customer)
    try await credentials.begin(Fixtures.session())
    var first = credentials.events.events().makeAsyncIterator()
    var second = credentials.events.events().makeAsyncIterator()
    await credentials.end(reauthorize: true)
    let late = credentials.events.events()
    try await credentials.begin(Fixtures.session())
    await credentials.end(reauthorize: true)
    #expect(await first.next() == .reauthorizationRequired)
    #expect(await second.next() == .reauthorizationRequired)
    var lateIterator = late.makeAsyncIterator()
    #expect(await lateIterator.next() == .reauthorizationRequired)
    #expect(await first.next() == .reauthorizationRequired)
  }

  @Test func endingWithoutASessionSendsNoEvent() async throws {
    let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .customer)
    var events = credentials.events.events().makeAsyncIterator()
    await credentials.end(reauthorize: true)
    try await credentials.begin(Fixtures.session())
    await credentials.end(reauthorize: true)
    #expect(await events.next() == .reauthorizationRequired)
    #expect(credentials.state.value == .signedOut)
  }
}
