import MeowlsAPI

extension RegisterConnection {
  /// The first connection state of `stream` that differs from `known`, or nil when the stream ends (or the watch is
  /// cancelled): the screens' re-armed watch, as `StateStream.next(_:differentFrom:)` is for the Store's services.
  static func next(of stream: AsyncStream<RegisterConnection>, differentFrom known: RegisterConnection?) async
    -> RegisterConnection?
  {
    for await connection in stream where connection != known {
      return connection
    }
    return nil
  }

  /// Why something that needs the server is off while offline, or nil online.
  public var offlineReason: String? {
    isOnline ? nil : "The server cannot be reached: only cash sales work until it answers again."
  }
}
