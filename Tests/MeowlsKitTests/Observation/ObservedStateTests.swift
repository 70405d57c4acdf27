#if canImport(Observation)
  import MeowlsKit
  import Testing

  @MainActor @Suite struct ObservedStateTests {
    @Test func mirrorsTheServicesStateOnTheMainActor() async throws {
      let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .customer)
      let observed = ObservedState(credentials.state)
      #expect(observed.value == .signedOut)
      try await credentials.begin(Fixtures.session())
      while observed.value == .signedOut { await Task.yield() }
      #expect(observed.value == .signedIn(Fixtures.session()))
    }
  }
#endif
