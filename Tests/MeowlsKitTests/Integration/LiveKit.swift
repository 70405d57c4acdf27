import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport

/// The Store app's kit wired as an app wires it, storing its session and settings in files (a second `LiveKit` on
/// the same directory is the app after a restart), its requests answered by the server in process unless
/// `transport` says otherwise (and then at `baseURL`, when given, instead of the server's address).
struct LiveKit {
  let cart: CartService
  let client: APIClient
  let credentials: CredentialStore
  let favorites: FavoritesService
  let region: RegionService
  let session: Session
  let settings: FileSettingsStore
  /// Every wait the client asked for (nothing really sleeps).
  let sleeps = Recorder<Duration>()

  init(
    server: TestServer, storage: URL? = nil, transport: HTTPTransport? = nil, baseURL: URL? = nil,
    kind: SessionKind = .customer
  ) {
    let storage = storage ?? server.directory.url.appendingPathComponent("app-\(UUID().uuidString)")
    let secureStore = try! FileSecureStore(directory: storage.appendingPathComponent("secure"))
    settings = FileSettingsStore(url: storage.appendingPathComponent("settings.json"))
    credentials = CredentialStore(secureStore: secureStore, kind: kind)
    let clock = server.clock
    let sleeps = sleeps
    let environment = ClientEnvironment(
      makeIdentifier: { UUID().uuidString }, now: { clock.now }, random: { 0.5 }, sleep: { sleeps.append($0) })
    client = APIClient(
      configuration: APIClient.Configuration(baseURL: baseURL ?? server.baseURL, device: Fixtures.device),
      credentials: credentials, environment: environment,
      preferences: .stored(in: settings), transport: transport ?? .inProcess(server))
    region = RegionService(api: client, settings: settings)
    favorites = FavoritesService(api: client, settings: settings)
    cart = CartService(api: client, settings: settings)
    session = Session(
      kind: kind,
      dependencies: Session.Dependencies(
        api: client, linkedData: kind == .customer ? .services(favorites: favorites, cart: cart) : .none,
        now: { clock.now }))
  }

  /// The registration the journeys use.
  static let registration = CreateUserRequest(
    birthday: Date(timeIntervalSince1970: 649_987_200), confirmPassword: "uNhsyBu28d", email: "user@example.com",
    gender: .man, name: "User", password: "uNhsyBu28d", patronymic: "Usersed", phone: "+7 (913) 913-91-13",
    surname: "Userson")
}
