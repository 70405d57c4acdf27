/// The effects the server performs, injected once at start: live in `meowls serve`, controlled in tests.
public struct AppEnvironment: Sendable {
  public var clock: Clock
  public var log: LogSink
  public var random: RandomSource

  public init(clock: Clock, log: LogSink, random: RandomSource) {
    self.clock = clock
    self.log = log
    self.random = random
  }

  public static let live = AppEnvironment(clock: .live, log: .standardError, random: .live)
}
