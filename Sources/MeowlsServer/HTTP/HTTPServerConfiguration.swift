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
  /// Larger bodies for the paths that take files (picture uploads), so JSON routes keep `maxBodySize`.
  public var bodyAllowances: [BodyAllowance] = []
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
  /// The largest body a request to `target` may send.
  func maxBodySize(forTarget target: String) -> Int {
    let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return bodyAllowances.first { $0.admits(path) }?.maxBodySize ?? maxBodySize
  }
}

/// A larger body limit for the paths `prefix…suffix` (`/api/v1/admin/products/` … `/pictures`), one segment between.
public struct BodyAllowance: Sendable, Equatable {
  public var prefix: String
  public var suffix: String
  public var maxBodySize: Int

  public init(prefix: String, suffix: String, maxBodySize: Int) {
    self.prefix = prefix
    self.suffix = suffix
    self.maxBodySize = maxBodySize
  }

  func admits(_ path: Substring) -> Bool {
    guard path.count > prefix.count + suffix.count, path.hasPrefix(prefix), path.hasSuffix(suffix) else {
      return false
    }
    return !path.dropFirst(prefix.count).dropLast(suffix.count).contains("/")
  }
}
