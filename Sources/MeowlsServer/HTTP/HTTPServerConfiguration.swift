/// How the HTTP server listens and protects itself.
public struct HTTPServerConfiguration: Sendable, Equatable {
  public var host: String
  /// 0 asks the system for a free port (tests); the bound port is `HTTPServer.port`.
  public var port: Int
  /// libmicrohttpd worker threads, each with its own epoll set.
  public var threads: Int
  /// Seconds a connection may stay idle before it is closed.
  public var idleTimeout: Int
  /// Seconds a client has for the request line and headers of a request, however steadily it sends them.
  public var headTimeout: Double
  /// Seconds a client has for a request's body once its head has arrived.
  public var bodyTimeout: Double
  /// Connections served at once; further clients wait in the listen backlog.
  public var connectionLimit: Int
  /// Connections one client address may hold at once; more are closed as they arrive.
  public var connectionsPerAddress: Int
  /// Largest request body in bytes; larger bodies answer 413.
  public var maxBodySize: Int
  /// Largest request body of a path under one of `uploadPaths` (the imports' files); larger bodies answer 413.
  public var uploadBodySize: Int = 64 * 1024 * 1024
  /// Path prefixes whose bodies may be as large as `uploadBodySize`.
  public var uploadPaths: [String] = ["/api/v1/admin/imports/"]
  /// The largest request target, query and header block served; larger ones answer 414 or 431.
  public var headLimits: RequestHeadLimits
  /// Seconds a graceful shutdown waits for requests in flight.
  public var shutdownGracePeriod: Double

  public init(
    host: String = "127.0.0.1", port: Int = 8080, threads: Int = 2, idleTimeout: Int = 30, headTimeout: Double = 10,
    bodyTimeout: Double = 30, connectionLimit: Int = 1024, connectionsPerAddress: Int = 128,
    maxBodySize: Int = 500_000, headLimits: RequestHeadLimits = RequestHeadLimits(), shutdownGracePeriod: Double = 10
  ) {
    self.host = host
    self.port = port
    self.threads = threads
    self.idleTimeout = idleTimeout
    self.headTimeout = headTimeout
    self.bodyTimeout = bodyTimeout
    self.connectionLimit = connectionLimit
    self.connectionsPerAddress = connectionsPerAddress
    self.maxBodySize = maxBodySize
    self.headLimits = headLimits
    self.shutdownGracePeriod = shutdownGracePeriod
  }
}

extension HTTPServerConfiguration {
  /// The largest body a request to `target` may send: `uploadBodySize` for the upload paths, else `maxBodySize`.
  func bodyLimit(forTarget target: String) -> Int {
    uploadPaths.contains { target.hasPrefix($0) } ? max(uploadBodySize, maxBodySize) : maxBodySize
  }
}
