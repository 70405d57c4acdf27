import Foundation
import MeowlsKit
import MeowlsServer
import MeowlsWeb

/// The web Store wired in front of the API for `meowls serve`: its session table beside the server's migrations,
/// its sessions in the database, and the kit talking to the server's responder in process (no socket).
enum WebFront {
  static func door() -> FrontDoor {
    FrontDoor(migrations: WebSessionSchema.migrations) { api, database, publicURL in
      guard let url = URL(string: publicURL) else { throw WebFrontError.publicURL(publicURL) }
      let environment = WebEnvironment.live(
        publicURL: url, freshness: { CatalogueFreshness.token(in: database) },
        transport: { address in InProcessTransport.make(api, clientAddress: address) })
      let store = try WebStore(environment: environment, sessions: DatabaseWebSessionStore(database: database))
      return WebBridge(api: api, web: store)
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
