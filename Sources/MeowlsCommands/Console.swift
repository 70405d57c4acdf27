/// Where a command prints: standard output and standard error, injected so tests can read them.
public struct Console: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void

  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
    self.out = out
    self.err = err
  }
}
