/// The effects the server performs, injected once at start: live in `meowls serve`, controlled in tests.
public struct AppEnvironment: Sendable {
  public var clock: Clock
  public var log: LogSink
  /// Argon2id; tests pass `.minimum` so that the suite stays fast.
  public var passwordHasher: PasswordHasher
  public var random: RandomSource

  public init(clock: Clock, log: LogSink, passwordHasher: PasswordHasher = .interactive, random: RandomSource) {
    self.clock = clock
    self.log = log
    self.passwordHasher = passwordHasher
    self.random = random
  }

  public static let live = AppEnvironment(
    clock: .live, log: .standardError, passwordHasher: .interactive, random: .live)
}
