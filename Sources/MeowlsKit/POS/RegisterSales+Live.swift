import Foundation
import MeowlsAPI

extension RegisterSales {
  /// The register's sales as an app wires them: codes and names from the shop's snapshot (`ShopCatalogue`), quotes
  /// from the server (from the snapshot when it cannot be reached), sales through `OfflineRegister` (the server,
  /// or the durable queue for cash while offline).
  ///
  /// The app calls `register.tick()` and `catalogue.refresh(...)` every few seconds and when the network comes back;
  /// nothing here runs a timer of its own.
  public static func live(api: APIClient, catalogue: ShopCatalogue, register: OfflineRegister) -> RegisterSales {
    RegisterSales(
      connection: { register.state.values() },
      quote: { (request) throws(APIError) in
        do throws(APIError) {
          return try await api.send(Endpoint<SaleQuote>.quoteSale(request))
        } catch .transport(let failure) where failure != .cancelled {
          let snapshot = await catalogue.snapshot
          guard snapshot.revision != nil else { throw RegisterRefusal.catalogueMissing }
          return try OfflineQuote.price(request, in: snapshot)
        }
      },
      resolve: { (code) throws(APIError) in
        let snapshot = await catalogue.snapshot
        guard snapshot.revision != nil else { throw RegisterRefusal.catalogueMissing }
        return try snapshot.resolve(code)
      },
      search: { text in await catalogue.snapshot.search(text) },
      submit: { (request, approval) throws(APIError) in try await register.submit(request, approval: approval) })
  }
}

extension OfflineRegister.Dependencies {
  /// The dependencies of a register that sells through `api`, keeping its queue in `storage`.
  public static func live(
    api: APIClient, catalogue: ShopCatalogue, storage: any RegisterStorage, now: @escaping @Sendable () -> Date
  ) -> Self {
    Self(
      catalogue: catalogue, now: now,
      sell: { (request, approval) throws(APIError) in try await api.send(Endpoint.sell(request).approved(by: approval))
      },
      storage: storage)
  }
}
