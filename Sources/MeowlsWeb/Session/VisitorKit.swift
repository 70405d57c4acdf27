import Foundation
import MeowlsAPI
import MeowlsKit

/// The Store app's kit for one visitor and one request, wired as an app wires it, on the visitor's web session as its
/// device: built per request (cheap: a few actors), so visitors share nothing and never wait for each other.
struct VisitorKit: Sendable {
  let api: APIClient
  let cart: CartService
  /// Places orders; NB: built per request, so a retry keeps its idempotency key only within one request.
  let checkout: CheckoutService
  let device: WebDevice
  let favorites: FavoritesService
  let language: AppLanguage
  let region: RegionService
  let session: Session

  let now: Date

  var localizer: Localizer { Localizer(language: language) }

  init(device: WebDevice, environment: WebEnvironment, clientAddress: String, language: AppLanguage) {
    self.device = device
    self.language = language
    now = environment.client.now()
    let credentials = CredentialStore(secureStore: device, kind: .customer)
    api = APIClient(
      configuration: APIClient.Configuration(baseURL: environment.publicURL, device: Self.device),
      credentials: credentials, environment: environment.client,
      preferences: APIClient.Preferences(
        cityID: { device.value(City.self, forKey: .region)?.id }, language: { language }),
      transport: environment.transport(clientAddress), decoded: environment.decoded)
    favorites = FavoritesService(api: api, settings: device)
    cart = CartService(api: api, settings: device)
    checkout = CheckoutService(api: api, makeIdentifier: environment.client.makeIdentifier)
    region = RegionService(api: api, settings: device)
    let clock = environment.client.now
    session = Session(
      kind: .customer,
      dependencies: Session.Dependencies(
        api: api, linkedData: .services(favorites: favorites, cart: cart), now: clock))
  }

  /// What the web Store says about itself in the kit's device headers.
  static let device = DeviceInfo(
    appVersion: "1.0", appVersionCode: "1", brand: "web", manufacturer: "MEOWLS", model: "browser", osVersion: "",
    platform: "web")
}
