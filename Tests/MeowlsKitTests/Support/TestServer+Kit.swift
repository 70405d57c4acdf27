import Dispatch
import Foundation
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport

extension TestServer {
  /// A server for the Kit's journeys, its clock at `Fixtures.start`; `seeded` starts it on a copy of the demo shop
  /// (715 products, promo codes, staff), which the catalogue journeys need and the account journeys do not.
  static func kit(seeded: Bool = false) throws -> TestServer {
    seeded ? try .seeded(now: Fixtures.start, random: 11) : try TestServer(now: Fixtures.start, random: 11)
  }
}

extension HTTPTransport {
  /// A transport whose requests the server answers in process, through its responder (style rule 11).
  ///
  /// NB: the server answers synchronously, so each request runs on a dispatch queue, as on the server's own worker
  /// threads, and never blocks a thread of Swift's cooperative pool.
  static func inProcess(_ server: TestServer) -> HTTPTransport {
    HTTPTransport { request in
      let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
      let target =
        (components?.percentEncodedPath ?? "/") + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
      let headers = request.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      let body = request.body.map { [UInt8]($0) }
      let response = try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(
            with: Result { try server.request(request.method.rawValue, target, headers: headers, body: body) })
        }
      }
      return TransportResponse(
        body: Data(response.body),
        headers: Dictionary(response.headers.map { ($0.name, $0.value) }) { _, last in last },
        status: response.status)
    }
  }
}
