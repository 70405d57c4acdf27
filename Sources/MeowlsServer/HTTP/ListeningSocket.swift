import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Why the server could not start listening.
public enum ListenError: Error, Equatable, CustomStringConvertible {
  case addressInUse(host: String, port: Int)
  case cannotResolve(host: String)
  case system(call: String, errno: Int32)

  public var description: String {
    switch self {
    case .addressInUse(let host, let port): "port \(port) on \(host) is already in use"
    case .cannotResolve(let host): "cannot resolve host \(host)"
    case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
    }
  }
}

/// A bound, listening, non-blocking TCP socket. Binding it ourselves (instead of letting libmicrohttpd do it)
/// gives a precise error for a busy port and the real port when 0 was asked for.
struct ListeningSocket {
  let descriptor: Int32
  let port: Int

  init(host: String, port: Int, backlog: Int32 = 1024) throws(ListenError) {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list?.pointee else {
      throw .cannotResolve(host: host)
    }
    defer { freeaddrinfo(list) }
    let fd = socket(info.ai_family, info.ai_socktype, info.ai_protocol)
    guard fd >= 0 else { throw .system(call: "socket", errno: errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard bind(fd, info.ai_addr, info.ai_addrlen) == 0 else {
      let code = errno
      Glibc.close(fd)
      throw code == EADDRINUSE ? .addressInUse(host: host, port: port) : .system(call: "bind", errno: code)
    }
    guard listen(fd, backlog) == 0 else {
      let code = errno
      Glibc.close(fd)
      throw .system(call: "listen", errno: code)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    descriptor = fd
    self.port = ListeningSocket.boundPort(of: fd) ?? port
  }

  /// Releases the port when the server will not start after all.
  func close() {
    _ = Glibc.close(descriptor)
  }

  private static func boundPort(of fd: Int32) -> Int? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard result == 0 else { return nil }
    return withUnsafePointer(to: &storage) { pointer -> Int? in
      switch Int32(pointer.pointee.ss_family) {
      case AF_INET:
        pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
      case AF_INET6:
        pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
      default: nil
      }
    }
  }
}

/// The textual IP address of a socket address ("127.0.0.1", "::1").
func ipAddressText(_ address: UnsafePointer<sockaddr>?) -> String {
  guard let address else { return "" }
  var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
  switch Int32(address.pointee.sa_family) {
  case AF_INET:
    address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
      var raw = inet.pointee.sin_addr
      _ = inet_ntop(AF_INET, &raw, &buffer, socklen_t(buffer.count))
    }
  case AF_INET6:
    address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { inet in
      var raw = inet.pointee.sin6_addr
      _ = inet_ntop(AF_INET6, &raw, &buffer, socklen_t(buffer.count))
    }
  default: return ""
  }
  return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}
