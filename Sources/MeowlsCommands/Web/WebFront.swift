import Foundation
import MeowlsKit
import MeowlsServer
import MeowlsWeb

/// The web Store and the web POS wired in front of the API for `meowls serve`: their session table beside the
/// server's migrations, their sessions in the database, and their kits talking to the server's responder in process
/// (no socket). The POS lives at `/pos/`, every counter with its own register (`POSRegisters.perCounter`).
enum WebFront {
  static func door() -> FrontDoor {
    // NB: the back office's forms carry a picture (20 MB) or an import's file (64 MB) as multipart bodies, a little
    // larger than the file itself.
    let allowances = [
      BodyAllowance(
        prefix: "/admin/products/", suffix: "/pictures", maxBodySize: PictureLimits.standard.maxBytes + 65_536),
      BodyAllowance(
        prefix: "/admin/banners/", suffix: "/picture", maxBodySize: PictureLimits.standard.maxBytes + 65_536),
      BodyAllowance(prefix: "/admin/imports/", suffix: "", maxBodySize: CatalogueImport.maximumFileBytes + 65_536),
    ]
    return FrontDoor(migrations: WebSessionSchema.migrations, bodyAllowances: allowances) { api, database, publicURL in
      guard let url = URL(string: publicURL) else { throw WebFrontError.publicURL(publicURL) }
      let environment = WebEnvironment.live(
        publicURL: url, freshness: { CatalogueFreshness.token(in: database) },
        transport: { address in InProcessTransport.make(api, clientAddress: address) })
      let sessions = DatabaseWebSessionStore(database: database)
      let store = try WebStore(environment: environment, sessions: sessions)
      let pos = try WebPOS(
        environment: .live(
          prefix: ["pos"], serverURL: url, secureCookies: url.scheme?.lowercased() == "https",
          transport: { address in InProcessTransport.make(api, clientAddress: address) },
          registers: .perCounter(now: { Date() })),
        sessions: sessions)
      let admin = try WebAdmin(
        environment: .live(
          serverURL: url, secureCookies: url.scheme?.lowercased() == "https",
          transport: { address in InProcessTransport.make(api, clientAddress: address) }),
        sessions: sessions)
      return WebBridge(api: api, web: store, pos: pos, admin: admin)
    }
  }
}

enum WebFrontError: Error, CustomStringConvertible {
  case publicURL(String)

  var description: String { "the public URL '\(publicURL)' cannot address the API" }

  private var publicURL: String {
    switch self {
    case .publicURL(let text): text
    }
  }
}
