import Foundation
import MeowlsAPI
import MeowlsKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The POS Kit as the till hosts it, built once per process over the data directory, as the register app builds it
/// at launch: one staff session (the counter is one device), the shop's catalogue snapshot and the durable sale
/// queue in the directory, and requests to the central server over HTTP.
public struct TillRegister: Sendable {
  /// The client of the central server, carrying the staff session.
  public let api: APIClient
  /// The shop's catalogue snapshot.
  public let catalogue: ShopCatalogue
  /// The staff session: login, PIN unlock and take-over, logout.
  public let credentials: StaffCredentials
  /// The register's id.
  public let id: Register.ID
  /// The durable queue of cash sales made while the server could not be reached.
  public let register: OfflineRegister
  /// What the sale screen asks of the register.
  public let sales: RegisterSales

  /// What the till says about itself in the device headers.
  public static let device = DeviceInfo(
    appVersion: "1.0", appVersionCode: "1", brand: "till", manufacturer: "MEOWLS", model: "till", osVersion: "",
    platform: "till")

  /// The register over `directory`, talking to `server` through `transport`.
  ///
  /// - Throws: when the stored sale queue cannot be read (never started empty over sales that wait) or the
  ///   credentials' directory cannot be made.
  public init(
    directory: TillDirectory, server: URL, transport: HTTPTransport, environment: ClientEnvironment,
    retryInterval: TimeInterval
  ) throws {
    let storage = try FileRegisterStorage(directory: directory.register)
    let credentialStore = CredentialStore(
      secureStore: try FileSecureStore(directory: directory.credentials), kind: .staff)
    // NB: one quick retry only: the queue is the till's retry, and a cashier must not wait seconds for a sale to
    // be queued while the server is away.
    api = APIClient(
      configuration: APIClient.Configuration(
        baseURL: server, device: Self.device,
        retryPolicy: RetryPolicy(baseDelay: .milliseconds(200), maximumDelay: .milliseconds(200), maximumRetries: 1)),
      credentials: credentialStore, environment: environment,
      preferences: APIClient.Preferences(cityID: { nil }, language: { .ru }), transport: transport)
    catalogue = ShopCatalogue(storage: storage)
    credentials = StaffCredentials(api: api)
    id = directory.identity.registerID
    var dependencies = OfflineRegister.Dependencies.live(
      api: api, catalogue: catalogue, storage: storage, now: environment.now)
    dependencies.retryInterval = retryInterval
    register = try OfflineRegister(dependencies: dependencies)
    sales = .live(api: api, catalogue: catalogue, register: register)
  }

  /// Asks the server for what changed in the shop's catalogue since the snapshot's revision.
  public func refreshCatalogue() async throws(APIError) {
    let api = api
    try await catalogue.refresh { (query) throws(APIError) in try await api.send(.registerCatalogue(query)) }
  }

  /// The transport over HTTP to the central server: a request that gets no answer within `timeout` seconds counts
  /// as the server being away (the default of a minute would hold the cashier that long).
  public static func liveTransport(timeout: TimeInterval = 5) -> HTTPTransport {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout * 2
    return .live(session: URLSession(configuration: configuration))
  }
}
