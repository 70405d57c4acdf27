import Foundation
import MeowlsAPI

/// Sends typed endpoints: builds each request from its `APIRoute`, adds the headers, retries what is safe to retry,
/// renews an expired token once, and decodes the answer or the contract's error.
public struct APIClient: Sendable {
  /// Where the server is, what the app says about itself, and how it retries.
  public struct Configuration: Sendable {
    /// The server's address, e.g. `https://api.meowls.example` (no trailing path).
    public var baseURL: URL
    /// The device headers.
    public var device: DeviceInfo
    /// When failed safe requests are sent again.
    public var retryPolicy: RetryPolicy

    /// A configuration.
    public init(baseURL: URL, device: DeviceInfo, retryPolicy: RetryPolicy = .standard) {
      self.baseURL = baseURL
      self.device = device
      self.retryPolicy = retryPolicy
    }
  }

  /// What the user chose that every request carries.
  public struct Preferences: Sendable {
    /// The chosen city, sent as `X-City-Id`.
    public var cityID: @Sendable () -> City.ID?
    /// The language, sent as `Accept-Language`.
    public var language: @Sendable () -> AppLanguage

    /// Preferences from their closures.
    public init(
      cityID: @escaping @Sendable () -> City.ID?, language: @escaping @Sendable () -> AppLanguage
    ) {
      self.cityID = cityID
      self.language = language
    }
  }

  let configuration: Configuration
  /// The session's token holder.
  public let credentials: CredentialStore
  let environment: ClientEnvironment
  let preferences: Preferences
  let transport: HTTPTransport
  /// Answers decoded before, shared with other clients of the process (a web front's visitors); none on a phone.
  let decoded: DecodedResponses?

  /// A client.
  public init(
    configuration: Configuration, credentials: CredentialStore, environment: ClientEnvironment,
    preferences: Preferences, transport: HTTPTransport, decoded: DecodedResponses? = nil
  ) {
    self.configuration = configuration
    self.credentials = credentials
    self.environment = environment
    self.preferences = preferences
    self.transport = transport
    self.decoded = decoded
  }

  /// Sends an endpoint and decodes its answer; throws `APIError` only.
  ///
  /// A 401 with code `Unauthorized` (expired token) renews the token once for however many requests are waiting
  /// and replays each of them once with the new token. NB: a request refused with 401 never reached the handler, so
  /// replaying it is safe even for a `POST`.
  public func send<Response>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
    let requestID = environment.makeIdentifier()
    var token: String?
    if endpoint.authorization == .token {
      token = await credentials.token()
      guard token != nil else { throw .notSignedIn }
    }
    let response = try await perform(endpoint, token: token, requestID: requestID)
    guard response.status == 401, let token else { return try decode(Response.self, from: response) }
    let replayToken = try await tokenForReplay(after: response, sentWith: token)
    let replayed = try await perform(endpoint, token: replayToken, requestID: requestID)
    return try decode(Response.self, from: replayed)
  }

  /// A success through the memo of decoded answers when there is one; anything else as it comes.
  private func decode<Response: Decodable & Sendable>(
    _ type: Response.Type, from response: TransportResponse
  ) throws(APIError) -> Response {
    guard let decoded, (200..<300).contains(response.status), !response.body.isEmpty else {
      return try ResponseDecoding.decode(type, from: response)
    }
    return try decoded.value(type, body: response.body) { (body) throws(APIError) in
      try ResponseDecoding.decode(
        type, from: TransportResponse(body: body, headers: response.headers, status: response.status))
    }
  }

  /// The token to replay a request with after a 401.
  private func tokenForReplay(after response: TransportResponse, sentWith token: String) async throws(APIError)
    -> String
  {
    guard ResponseDecoding.envelope(of: response)?.code == .unauthorized else {
      // NB: 401 `abortError`: the server does not know the token. That is normal when a refresh replaced it while
      // this request was on the way; otherwise the session is over.
      return try await credentials.tokenAfterRejection(of: token)
    }
    do {
      return try await credentials.refreshedToken(replacing: token) { expired in
        try await self.refresh(expired)
      }
    } catch let error as APIError {
      throw error
    } catch {
      throw .undecodable(status: 200, description: "\(error)")
    }
  }

  /// `POST /users/refresh_token` with the expired token: never retried, never refreshed itself.
  private func refresh(_ expiredToken: String) async throws(APIError) -> User {
    let endpoint = Endpoint<User>.refreshToken
    let request = makeRequest(endpoint, token: expiredToken, requestID: environment.makeIdentifier())
    let response = try await send(request, retrying: false)
    return try ResponseDecoding.decode(User.self, from: response)
  }

  /// One logical request: sent, and sent again after transient failures when that is safe.
  private func perform<Response>(_ endpoint: Endpoint<Response>, token: String?, requestID: String)
    async throws(APIError) -> TransportResponse
  {
    let request = makeRequest(endpoint, token: token, requestID: requestID)
    let method = endpoint.route.request.method
    let safe = method == .GET || method == .HEAD || endpoint.idempotencyKey != nil
    return try await send(request, retrying: safe)
  }

  /// Sends a request, with up to `retryPolicy.maximumRetries` retries after backoff when `retrying`.
  private func send(_ request: TransportRequest, retrying: Bool) async throws(APIError) -> TransportResponse {
    let policy = configuration.retryPolicy
    var retry = 0
    while true {
      let canRetry = retrying && retry < policy.maximumRetries
      do {
        let response = try await transport.send(request)
        guard canRetry, RetryPolicy.isTransient(status: response.status) else { return response }
      } catch {
        let transportError = Self.transportError(error)
        guard canRetry, transportError.isTransient else { throw .transport(transportError) }
      }
      do {
        try await environment.sleep(policy.delay(beforeRetry: retry, random: environment.random()))
      } catch {
        throw .transport(.cancelled)
      }
      retry += 1
    }
  }

  /// The wire request of an endpoint.
  func makeRequest<Response>(_ endpoint: Endpoint<Response>, token: String?, requestID: String) -> TransportRequest {
    let route = endpoint.route.request
    var headers = configuration.device.headers
    headers["Accept"] = "application/json"
    headers["Accept-Language"] = preferences.language().rawValue
    headers["X-Request-Id"] = requestID
    if let city = preferences.cityID() { headers["X-City-Id"] = city.uuidString }
    if route.body != nil { headers["Content-Type"] = "application/json" }
    if let key = endpoint.idempotencyKey { headers["Idempotency-Key"] = key }
    if let approval = endpoint.managerApproval {
      headers["X-Manager-PIN"] = approval.pin
      if let manager = approval.managerID { headers["X-Manager-Id"] = manager.rawValue.uuidString }
    }
    switch endpoint.authorization {
    case .basic(let phone, let password):
      headers["Authorization"] = "Basic " + Data("\(phone):\(password)".utf8).base64EncodedString()
    case .none: break
    case .token: headers["Authorization"] = token.map { "Token \($0)" }
    }
    var base = configuration.baseURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    // NB: `target` is percent-encoded by MeowlsAPI, so the URL always parses.
    let url = URL(string: base + route.target) ?? configuration.baseURL
    return TransportRequest(body: route.body, headers: headers, method: route.method, url: url)
  }

  /// Any error a transport threw, as a `TransportError`.
  private static func transportError(_ error: any Error) -> TransportError {
    if let error = error as? TransportError { return error }
    if error is CancellationError { return .cancelled }
    return .other("\(error)")
  }
}
