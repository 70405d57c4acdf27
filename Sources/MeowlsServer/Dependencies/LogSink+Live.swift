import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension LogSink {
  /// Standard error, one `write(2)` per line so that lines from worker threads never interleave.
  public static let standardError = LogSink { line in
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    bytes.withUnsafeBytes { _ = Glibc.write(2, $0.baseAddress, $0.count) }
  }
}
