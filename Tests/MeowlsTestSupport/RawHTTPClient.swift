import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A parsed HTTP/1.1 response as the raw client read it.
public struct RawHTTPResponse: Sendable {
  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: [UInt8]

  public init(status: Int, headers: [(name: String, value: String)], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  public func header(_ name: String) -> String? {
    headers.last { $0.name.lowercased() == name.lowercased() }?.value
  }

  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The body as a JSON object (tests compare whole values).
  public var json: NSDictionary? {
    (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) as? NSDictionary
  }
}

/// One TCP connection speaking HTTP/1.1 by hand, so tests can see exactly what crosses the wire:
/// keep-alive reuse, closed connections, oversized bodies, odd paths that URL types would normalise.
public final class RawHTTPClient {
  public enum Failure: Error { case connect(Int32), closed, malformed(String) }

  private let fd: Int32
  private var buffer: [UInt8] = []

  /// `sourceAddress`: the loopback address to connect from (`127.0.0.2`), to look like a second client machine.
  public init(port: Int, receiveTimeoutSeconds: Int = 10, from sourceAddress: String? = nil) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    if let sourceAddress {
      var source = sockaddr_in()
      source.sin_family = sa_family_t(AF_INET)
      source.sin_addr.s_addr = inet_addr(sourceAddress)
      let bound = withUnsafePointer(to: &source) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
      }
      guard bound == 0 else { throw Failure.connect(errno) }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      // NB: no close(fd) here: a class whose stored properties are all set runs `deinit` even when its init throws,
      // and a second close hit whatever descriptor the number had been given to meanwhile (in parallel tests: a
      // libmicrohttpd epoll set, which hung MHD_stop_daemon, or a socket, which made it abort).
      throw Failure.connect(errno)
    }
    var timeout = timeval(tv_sec: receiveTimeoutSeconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(fd) }

  /// Sends raw bytes as they are.
  public func sendRaw(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard sent > 0 else { throw Failure.closed }
      offset += sent
    }
  }

  /// Sends one request and reads its response on this connection.
  public func request(
    _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8]? = nil
  ) throws -> RawHTTPResponse {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if let body { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    try sendRaw(Array(head.utf8) + (body ?? []))
    return try readResponse(expectBody: method != "HEAD")
  }

  public func readResponse(expectBody: Bool = true) throws -> RawHTTPResponse {
    let headEnd = try readUntil([13, 10, 13, 10])
    let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
    buffer.removeFirst(headEnd + 4)
    var lines = headText.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(headText) }
    let headers = lines.compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    let length = expectBody ? Int(headers.last { $0.name.lowercased() == "content-length" }?.value ?? "0") ?? 0 : 0
    while buffer.count < length { try fill() }
    let body = Array(buffer[..<length])
    buffer.removeFirst(length)
    return RawHTTPResponse(status: status, headers: headers, body: body)
  }

  /// True when the server has closed the connection (a read returns end of file).
  public func isClosedByServer() -> Bool {
    do {
      try fill()
      return false
    } catch {
      return true
    }
  }

  /// True when the server closes the connection within `seconds` (anything it sends meanwhile is read and dropped);
  /// false when the connection is still open then.
  public func closedByServer(within seconds: Double) -> Bool {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
    var chunk = [UInt8](repeating: 0, count: 16_384)
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { return false }
      let remaining = deadline - now
      var timeout = timeval(tv_sec: Int(remaining / 1_000_000_000), tv_usec: Int(remaining % 1_000_000_000 / 1000) + 1)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count == 0 { return true }
      if count < 0 {
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
        return true
      }
    }
  }

  /// The socket, for a helper that writes on it from another thread (`DribblingClient`).
  var descriptor: Int32 { fd }

  private func readUntil(_ marker: [UInt8]) throws -> Int {
    while true {
      if buffer.count >= marker.count {
        for start in 0...(buffer.count - marker.count) where buffer[start..<start + marker.count].elementsEqual(marker)
        {
          return start
        }
      }
      try fill()
    }
  }

  private func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 16_384)
    let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { throw Failure.closed }
    buffer.append(contentsOf: chunk[..<count])
  }
}
