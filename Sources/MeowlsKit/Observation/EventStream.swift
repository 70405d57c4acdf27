/// One-shot events (such as `reauthorizationRequired`) for any number of listeners.
///
/// Unlike `StateStream` nothing is replayed: a listener hears the events sent after it subscribed, each once.
public final class EventStream<Event: Sendable>: Sendable {
  private let subscribers = Subscribers<Event>()

  /// An event stream with no listeners yet.
  public init() {}

  /// The events sent from now on, until the returned stream is dropped.
  public func events() -> AsyncStream<Event> {
    subscribers.stream(bufferingPolicy: .unbounded)
  }

  /// Sends an event to every current listener.
  func send(_ event: Event) {
    subscribers.withLock { subscribers.yieldLocked(event) }
  }
}
