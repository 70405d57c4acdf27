import Foundation
import MeowlsAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPTransport {
  /// The transport over `URLSession` (`FoundationNetworking` on Linux); the default session is ephemeral, so no
  /// cookie or cache outlives the app.
  public static func live(session: URLSession = URLSession(configuration: .ephemeral)) -> HTTPTransport {
    HTTPTransport { request in
      var urlRequest = URLRequest(url: request.url)
      urlRequest.httpMethod = request.method.rawValue
      urlRequest.httpBody = request.body
      for (name, value) in request.headers {
        urlRequest.setValue(value, forHTTPHeaderField: name)
      }
      do {
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw TransportError.other("Not an HTTP response.") }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
          headers[String(describing: name)] = String(describing: value)
        }
        return TransportResponse(body: data, headers: headers, status: http.statusCode)
      } catch let error as URLError {
        throw TransportError(error)
      } catch is CancellationError {
        throw TransportError.cancelled
      }
    }
  }
}

extension TransportError {
  /// The transport error a `URLError` stands for.
  init(_ error: URLError) {
    switch error.code {
    case .cancelled: self = .cancelled
    case .networkConnectionLost: self = .connectionLost
    case .timedOut: self = .timedOut
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet, .dataNotAllowed,
      .internationalRoamingOff:
      self = .notConnected
    default: self = .other(error.localizedDescription)
    }
  }
}
