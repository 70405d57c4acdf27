import Foundation
import MeowlsAPI
import MeowlsKit

extension POSRegisters {
  /// Every counter of every shop, as `meowls serve` hosts them: each register gets its own catalogue snapshot and
  /// `OfflineRegister`, kept in memory (`InMemoryRegisterStorage`) and built on its first sale page. The snapshot is
  /// fetched again (only what changed) when it is older than `refreshInterval`, and the queue is ticked then.
  ///
  /// NB: on the server the kit reaches the API in process, so the queue only ever holds a sale when the database
  /// itself failed; it is not durable here, which is the till's job (`fixed`, over `FileRegisterStorage`).
  public static func perCounter(now: @escaping @Sendable () -> Date, refreshInterval: TimeInterval = 30) -> Self {
    let counters = POSCounters(now: now, refreshInterval: refreshInterval)
    return Self { (register, api) throws(APIError) in try await counters.sales(register, api: api) }
  }
}

/// The registers `perCounter` built, by id.
actor POSCounters {
  private struct Counter {
    let catalogue: ShopCatalogue
    let register: OfflineRegister
    let seller: Seller
    var refreshed: Date
  }

  private let now: @Sendable () -> Date
  private let refreshInterval: TimeInterval
  private var counters: [Register.ID: Counter] = [:]

  init(now: @escaping @Sendable () -> Date, refreshInterval: TimeInterval) {
    self.now = now
    self.refreshInterval = refreshInterval
  }

  func sales(_ id: Register.ID, api: APIClient) async throws(APIError) -> RegisterSales {
    let fetch: @Sendable (RegisterCatalogueQuery) async throws(APIError) -> RegisterCatalogue = {
      (query) throws(APIError) in try await api.send(.registerCatalogue(query))
    }
    if var counter = counters[id] {
      counter.seller.use(api)
      if now().timeIntervalSince(counter.refreshed) > refreshInterval {
        counter.refreshed = now()
        counters[id] = counter
        // NB: a failed refresh keeps the snapshot it had; the next page tries again after the interval.
        _ = try? await counter.catalogue.refresh(fetch: fetch)
        await counter.register.tick()
      }
      return RegisterSales.live(api: api, catalogue: counter.catalogue, register: counter.register)
    }
    let storage = InMemoryRegisterStorage()
    let catalogue = ShopCatalogue(storage: storage)
    try await catalogue.refresh(fetch: fetch)
    let seller = Seller(api)
    let register = try OfflineRegister(
      dependencies: OfflineRegister.Dependencies(
        catalogue: catalogue, now: now,
        sell: { (request, approval) throws(APIError) in
          try await seller.api.send(Endpoint.sell(request).approved(by: approval))
        }, storage: storage))
    // NB: another page of the same counter may have built it meanwhile (the refresh awaited); the first one stays.
    if let built = counters[id] {
      return RegisterSales.live(api: api, catalogue: built.catalogue, register: built.register)
    }
    counters[id] = Counter(catalogue: catalogue, register: register, seller: seller, refreshed: now())
    return RegisterSales.live(api: api, catalogue: catalogue, register: register)
  }
}

/// The client a counter's queue sells with: the last member who used the counter (their token signs the sale and
/// any replay), since the queue outlives one page's kit.
private final class Seller: @unchecked Sendable {
  // NB: `@unchecked` because `current` is only touched under `lock`.
  private let lock = NSLock()
  private var current: APIClient

  init(_ api: APIClient) { current = api }

  var api: APIClient { lock.withLock { current } }

  func use(_ api: APIClient) { lock.withLock { current = api } }
}
