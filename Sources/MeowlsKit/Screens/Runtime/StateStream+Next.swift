extension StateStream {
  /// The first value (the current one included) whose `key` differs from `known`, or nil when the waiting task is
  /// cancelled. Screens that follow a service (badges, session) perform this as an effect and ask again with the
  /// new key when its answer arrives, so the one-answer-per-effect runtime follows the stream for as long as it runs.
  public func next<Key: Equatable & Sendable>(
    _ key: @Sendable (Value) -> Key, differentFrom known: Key?
  ) async -> Key? {
    for await value in values() {
      let current = key(value)
      if current != known { return current }
    }
    return nil
  }
}
