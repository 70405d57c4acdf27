#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on 127.0.0.1 held by a socket: listening, to test what happens when a port is taken; or only bound,
/// a port where connecting is refused and that no other test's server can take meanwhile (a stopped server's own
/// port can be, while the suite runs in parallel).
public final class BusyPort {
  public let port: Int
  private let fd: Int32

  public init(listening: Bool = true) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.fd = fd
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    // NB: `port` is not set yet, so a throw here skips deinit: close fd ourselves.
    guard bound, !listening || listen(fd, 1) == 0 else {
      let code = errno
      close(fd)
      throw RawHTTPClient.Failure.connect(code)
    }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(fd) }
}
