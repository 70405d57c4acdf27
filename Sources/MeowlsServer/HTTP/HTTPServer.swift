import CMicroHTTPD
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The libmicrohttpd adapter: owns the daemon and turns its callbacks into calls of one `HTTPResponder`.
///
/// libmicrohttpd runs in epoll mode with a pool of worker threads; each request is answered synchronously on the
/// worker that read it. NB: a response is queued only on the *second* access-handler call (after the headers, or
/// after the body); queuing on the first call makes libmicrohttpd close the connection, which defeats keep-alive
/// (and is what a refused head wants). `ConnectionDeadlines` closes connections whose head or body is too slow.
public final class HTTPServer: Sendable {
  /// libmicrohttpd's memory per connection, for the request head and the answer's headers. NB: 64 KB holds a head
  /// at `RequestHeadLimits` with room to spare, so our 414 and 431 answer in JSON; a larger head still gets
  /// libmicrohttpd's own HTML 431. The pool is zeroed for every request: 128 KB cost 20% more CPU per
  /// `/health-check`, 1 MB five times as much; 64 KB measured the same as the default 32 KB.
  static let connectionMemory = 65_536

  public let configuration: HTTPServerConfiguration
  let responder: any HTTPResponder
  /// The port actually bound (differs from the configuration when it asked for 0).
  public let port: Int
  private let daemon: Mutex<DaemonHandle?>
  private let inFlight = Atomic<Int>(0)
  private let draining = Atomic<Bool>(false)
  let deadlines: ConnectionDeadlines

  /// Binds the socket and starts serving at once.
  public convenience init(configuration: HTTPServerConfiguration, responder: any HTTPResponder) throws {
    let socket = try ListeningSocket(host: configuration.host, port: configuration.port)
    try self.init(configuration: configuration, socket: socket, responder: responder)
  }

  /// Starts serving on a socket that is already bound and listening (its port is known before the responder is
  /// built); the server owns the socket from here on.
  init(configuration: HTTPServerConfiguration, socket: ListeningSocket, responder: any HTTPResponder) throws {
    self.configuration = configuration
    self.responder = responder
    self.port = socket.port
    self.daemon = Mutex(nil)
    self.deadlines = ConnectionDeadlines(
      headTimeout: configuration.headTimeout, bodyTimeout: configuration.bodyTimeout,
      idleTimeout: Double(max(1, configuration.idleTimeout)))
    let flags =
      MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_USE_TURBO.rawValue
    let limits = meowls_mhd_limits(
      thread_pool_size: UInt32(max(1, configuration.threads)),
      connection_timeout: UInt32(max(1, configuration.idleTimeout)),
      connection_limit: UInt32(max(1, configuration.connectionLimit)),
      per_ip_connection_limit: UInt32(max(1, configuration.connectionsPerAddress)),
      connection_memory_limit: HTTPServer.connectionMemory)
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = meowls_mhd_start(
      UInt32(flags), socket.descriptor, limits, accessHandler, context, uriLogger, context, requestCompleted, context,
      connectionNotified, context)
    guard let started else {
      deadlines.stop()
      close(socket.descriptor)
      throw ListenError.system(call: "MHD_start_daemon", errno: errno)
    }
    daemon.withLock { $0 = DaemonHandle(pointer: started) }
  }

  /// Stops accepting, lets requests in flight finish (up to the grace period), then closes every connection.
  public func shutdown() {
    guard
      let running = daemon.withLock({ current -> DaemonHandle? in
        defer { current = nil }
        return current
      })?.pointer
    else { return }
    draining.store(true, ordering: .relaxed)
    let listener = MHD_quiesce_daemon(running)
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(configuration.shutdownGracePeriod * 1e9)
    while inFlight.load(ordering: .acquiring) > 0, DispatchTime.now().uptimeNanoseconds < deadline {
      usleep(2_000)
    }
    MHD_stop_daemon(running)
    deadlines.stop()
    // NB: libmicrohttpd's threads may still use the quiesced socket until the daemon stops (MHD_quiesce_daemon's
    // documentation); closed earlier, its descriptor number was reused by parallel tests and a worker never woke.
    if listener >= 0 { close(listener) }
  }

  deinit { shutdown() }

  fileprivate func requestStarted() { inFlight.add(1, ordering: .relaxed) }
  fileprivate func requestFinished() { inFlight.subtract(1, ordering: .releasing) }
  fileprivate var isDraining: Bool { draining.load(ordering: .relaxed) }

  fileprivate func handle(_ exchange: Exchange, connection: OpaquePointer) -> HTTPResponse {
    let (path, query) = HTTPRequest.split(target: exchange.target)
    let request = HTTPRequest(
      method: exchange.method, path: path, query: QueryParameters(parsing: query), headers: exchange.headers,
      body: exchange.body, clientAddress: ipAddressText(meowls_mhd_client_address(connection)))
    return responder.respond(to: request, context: RequestContext(rejection: exchange.rejection))
  }

  /// Answers a request line refused before libmicrohttpd parses its query (`RequestHeadLimits.refusal(forTarget:)`)
  /// on the socket itself, and leaves the connection to close. The method is not known yet: the log shows `-`.
  fileprivate func answerAtOnce(_ refusal: HTTPAbort, exchange: Exchange, connection: OpaquePointer) {
    let path = HTTPRequest.split(target: exchange.target).path
    let request = HTTPRequest(
      method: "-", path: String(decoding: path.utf8.prefix(256), as: UTF8.self),
      clientAddress: ipAddressText(meowls_mhd_client_address(connection)))
    let response = responder.respond(to: request, context: RequestContext(rejection: refusal))
    ImmediateResponse.send(response, on: meowls_mhd_connection_fd(connection))
    exchange.watch?.closeSoon()
  }

  fileprivate func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    // NB: MUST_COPY copies before returning and never writes, so the body's own storage is lent as it is; a
    // `var` copy made mutable here cost one more copy of every response (45 KB for a product page).
    let mhdResponse = response.body.withUnsafeBytes {
      MHD_create_response_from_buffer($0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let mhdResponse else { return .NO }
    defer { MHD_destroy_response(mhdResponse) }
    MHD_add_response_header(mhdResponse, "Server", "MEOWLS")
    for field in response.headers {
      MHD_add_response_header(mhdResponse, field.name, field.value)
    }
    if isDraining { MHD_add_response_header(mhdResponse, "Connection", "close") }
    return MHD_queue_response(connection, UInt32(response.status.code), mhdResponse)
  }
}

/// The daemon pointer; libmicrohttpd's API is thread-safe for the calls we make on it.
private struct DaemonHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}

/// What libmicrohttpd tells us about one request across its callbacks.
private final class Exchange {
  let target: String
  /// The connection's deadline; nil only if libmicrohttpd did not hand us its socket context.
  let watch: ConnectionWatch?
  var method = ""
  var headersSeen = false
  var headers = HTTPHeaders()
  var body: [UInt8] = []
  /// Why the HTTP layer refuses the request (a head over the limits, a body too large).
  var rejection: HTTPAbort?
  /// Answered on the socket from the URI callback; libmicrohttpd must not answer it again.
  var answeredAtOnce = false

  init(target: String, watch: ConnectionWatch?) {
    self.target = target
    self.watch = watch
  }
}

private func readHeaders(of connection: OpaquePointer) -> HTTPHeaders {
  var fields: [(name: String, value: String)] = []
  withUnsafeMutablePointer(to: &fields) { pointer in
    _ = MHD_get_connection_values(
      connection, .HEADER_KIND,
      { cls, _, key, value in
        guard let cls, let key else { return .YES }
        let fields = cls.assumingMemoryBound(to: [(name: String, value: String)].self)
        fields.pointee.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
        return .YES
      }, pointer)
  }
  return HTTPHeaders(fields)
}

private let connectionNotified: MHD_NotifyConnectionCallback = { cls, connection, socketContext, event in
  guard let cls, let connection, let socketContext else { return }
  let deadlines = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().deadlines
  switch event {
  case .CONNECTION_NOTIFY_STARTED:
    let watch = deadlines.opened(descriptor: meowls_mhd_connection_fd(connection))
    socketContext.pointee = Unmanaged.passUnretained(watch).toOpaque()
  case .CONNECTION_NOTIFY_CLOSED:
    guard let pointer = socketContext.pointee else { return }
    deadlines.closed(Unmanaged<ConnectionWatch>.fromOpaque(pointer).takeUnretainedValue())
    socketContext.pointee = nil
  default: return
  }
}

// NB: libmicrohttpd calls this once the request line has arrived, before it splits the query into parameters.
private let uriLogger: meowls_mhd_uri_logger = { cls, uri, connection in
  guard let cls else { return nil }
  let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
  server.requestStarted()
  let watch = connection.flatMap(meowls_mhd_socket_context).map {
    Unmanaged<ConnectionWatch>.fromOpaque($0).takeUnretainedValue()
  }
  watch?.requestLineRead()
  let exchange = Exchange(target: uri.map { String(cString: $0) } ?? "/", watch: watch)
  if let connection, let refusal = server.configuration.headLimits.refusal(forTarget: exchange.target) {
    exchange.answeredAtOnce = true
    server.answerAtOnce(refusal, exchange: exchange, connection: connection)
  }
  return Unmanaged.passRetained(exchange).toOpaque()
}

private let requestCompleted: MHD_RequestCompletedCallback = { cls, _, state, _ in
  guard let cls, let state, let pointer = state.pointee else { return }
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeRetainedValue()
  exchange.watch?.requestCompleted()
  state.pointee = nil
  Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().requestFinished()
}

private let accessHandler: MHD_AccessHandlerCallback = {
  cls, connection, _, method, version, uploadData, uploadSize, state in
  guard let cls, let connection, let state, let pointer = state.pointee else { return .NO }
  let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
  let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
  // NB: answered already; refusing the call makes libmicrohttpd drop the connection.
  if exchange.answeredAtOnce { return .NO }
  let limit = server.configuration.bodyLimit(forTarget: exchange.target)
  if !exchange.headersSeen {
    exchange.headersSeen = true
    exchange.method = method.map { String(cString: $0) } ?? "GET"
    exchange.headers = readHeaders(of: connection)
    exchange.watch?.headRead()
    exchange.rejection = server.configuration.headLimits.refusal(
      version: version.map { String(cString: $0) } ?? "", target: exchange.target, headers: exchange.headers,
      maxBodySize: limit)
    guard exchange.rejection != nil else { return .YES }
    // NB: answering before reading the body makes libmicrohttpd close the connection, which is what we want for
    // a head we refuse or a client that is about to send more than we accept.
    exchange.watch?.answering()
    return server.send(server.handle(exchange, connection: connection), on: connection)
  }
  if let uploadSize, uploadSize.pointee > 0 {
    if exchange.rejection == nil, let uploadData {
      if exchange.body.count + uploadSize.pointee > limit {
        exchange.rejection = HTTPAbort(.payloadTooLarge)
        exchange.body = []
      } else {
        uploadData.withMemoryRebound(to: UInt8.self, capacity: uploadSize.pointee) {
          exchange.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: uploadSize.pointee))
        }
      }
    }
    uploadSize.pointee = 0
    return .YES
  }
  exchange.watch?.answering()
  return server.send(server.handle(exchange, connection: connection), on: connection)
}
