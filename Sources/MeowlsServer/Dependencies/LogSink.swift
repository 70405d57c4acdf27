/// Where the server writes its log lines (access log, errors).
public struct LogSink: Sendable {
  public var write: @Sendable (_ line: String) -> Void

  public init(write: @escaping @Sendable (_ line: String) -> Void) {
    self.write = write
  }

  /// Discards everything (tests that do not look at the log).
  public static let silent = LogSink { _ in }
}
