import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsWeb

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

  /// Takes the staff session of the member working at the counter (their page's kit keeps it in their browser
  /// session), so the queue's replays and the loop's refreshes carry the token of whoever used the till last, and a
  /// restart of the till finds it in the data directory before anyone signs in again.
  public func adopt(_ member: CredentialStore) async {
    guard let session = await member.session, await api.credentials.session != session else { return }
    try? await api.credentials.begin(session)
  }

  /// The web POS's registers: this one only (`POSRegisters.fixed`), adopting the member's session on every page
  /// and fetching the catalogue at once when the till has none yet.
  public var registers: POSRegisters {
    let fixed = POSRegisters.fixed(id, sales: sales)
    let till = self
    return POSRegisters(only: id) { (asked, api) throws(APIError) in
      let sales = try await fixed.sales(asked, api)
      await till.adopt(api.credentials)
      // NB: the first page after the first login must not wait for the loop's next beat to find goods.
      if await till.catalogue.snapshot.revision == nil { try? await till.refreshCatalogue() }
      return sales
    }
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
