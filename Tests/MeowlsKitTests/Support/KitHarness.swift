import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport

/// A client wired to a scripted transport, in-memory stores and a controlled environment: nothing sleeps, every
/// id and every jitter is known.
struct KitHarness {
  let client: APIClient
  let credentials: CredentialStore
  let secureStore: InMemorySecureStore
  let settings: InMemorySettingsStore
  /// Every wait the client asked for.
  let sleeps = Recorder<Duration>()

  init(
    transport: HTTPTransport, session: StoredSession? = nil, city: City.ID? = nil, language: AppLanguage = .ru,
    retryPolicy: RetryPolicy = .standard, secureStore: InMemorySecureStore = InMemorySecureStore(),
    settings: InMemorySettingsStore = InMemorySettingsStore(), decoded: DecodedResponses? = nil
  ) {
    self.secureStore = secureStore
    self.settings = settings
    if let session {
      try? secureStore.setData(
        try? JSONEncoder.meowls.encode(session), forKey: "meowls.session.\(session.kind.rawValue)")
    }
    credentials = CredentialStore(secureStore: secureStore, kind: session?.kind ?? .customer)
    let ids = Counter()
    let sleeps = sleeps
    let environment = ClientEnvironment(
      makeIdentifier: { "id-\(ids.next())" }, now: { Fixtures.start }, random: { 0.5 },
      sleep: { sleeps.append($0) })
    client = APIClient(
      configuration: APIClient.Configuration(
        baseURL: URL(string: "https://api.meowls.test")!, device: Fixtures.device, retryPolicy: retryPolicy),
      credentials: credentials, environment: environment,
      preferences: APIClient.Preferences(cityID: { city }, language: { language }), transport: transport,
      decoded: decoded)
  }
}
