#if canImport(Glibc)
  import Glibc
#endif

/// An answer written straight onto a connection's socket, for the one moment libmicrohttpd cannot be asked to
/// answer: a request line whose query it is about to split into more parameters than its per-connection memory
/// holds (it then answered nothing and held the connection for the whole idle timeout).
enum ImmediateResponse {
  /// The response as HTTP/1.1 bytes; the connection closes after it.
  static func bytes(of response: HTTPResponse) -> [UInt8] {
    var head = "HTTP/1.1 \(response.status.code) \(response.status.reasonPhrase)\r\nServer: MEOWLS\r\n"
    for field in response.headers { head += "\(field.name): \(field.value)\r\n" }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + response.body
  }

  /// Sends what the non-blocking socket takes now (an error answer fits any fresh send buffer), then half-closes
  /// the connection so the client sees the end of the answer.
  static func send(_ response: HTTPResponse, on descriptor: Int32) {
    let bytes = bytes(of: response)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard sent > 0 else { break }
      offset += sent
    }
    Glibc.shutdown(descriptor, Int32(SHUT_WR))
  }
}
