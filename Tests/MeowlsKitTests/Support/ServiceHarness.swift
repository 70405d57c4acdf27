import Foundation
import MeowlsAPI
import MeowlsKit

/// The Store app's services wired as the app wires them, over a scripted transport.
struct ServiceHarness {
  let cart: CartService
  let favorites: FavoritesService
  let kit: KitHarness
  let session: Session

  init(
    transport: HTTPTransport, session stored: StoredSession? = nil, kind: SessionKind = .customer,
    settings: InMemorySettingsStore = InMemorySettingsStore(), secureStore: InMemorySecureStore = InMemorySecureStore(),
    now: Date = Fixtures.start
  ) {
    kit = KitHarness(transport: transport, session: stored, secureStore: secureStore, settings: settings)
    favorites = FavoritesService(api: kit.client, settings: settings)
    cart = CartService(api: kit.client, settings: settings)
    let linked = kind == .customer ? AccountLinkedData.services(favorites: favorites, cart: cart) : .none
    session = Session(kind: kind, dependencies: Session.Dependencies(api: kit.client, linkedData: linked, now: { now }))
  }

  /// Settings holding these guest favourites and cart lines.
  static func guestSettings(favorites: [Product.ID] = [], cart: [(Article, Int)] = []) -> InMemorySettingsStore {
    let settings = InMemorySettingsStore()
    if !favorites.isEmpty { settings.setValue(favorites, forKey: .guestFavorites) }
    if !cart.isEmpty {
      settings.setValue(
        GuestCart(items: cart.map { CartRequestItem(article: $0.0, count: $0.1) }), forKey: .guestCart)
    }
    return settings
  }
}
