#if canImport(Glibc)
  import Glibc
#endif

/// SIGINT and SIGTERM, taken by the one thread that waits for them: the serving commands block both before any other
/// thread exists (threads inherit the mask), then wait in `wait()` until one arrives.
struct StopSignals {
  private var set = sigset_t()

  /// Blocks SIGINT and SIGTERM in this thread and every thread started after.
  static func block() -> StopSignals {
    var signals = StopSignals()
    sigemptyset(&signals.set)
    sigaddset(&signals.set, SIGINT)
    sigaddset(&signals.set, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals.set, nil)
    return signals
  }

  /// Waits until SIGINT or SIGTERM arrives, and says which.
  func wait() -> Int32 {
    var set = set
    var received: Int32 = 0
    sigwait(&set, &received)
    return received
  }
}
