/// The effects the server performs, injected once at start: live in `meowls serve`, controlled in tests.
public struct AppEnvironment: Sendable {
  /// The shops' card terminal (hand-over at the counter, delivery at the door): the simulated one unless a test
  /// gives another (`CardTerminal.simulated` declines amounts whose kopecks are 13).
  public var cardTerminal: CardTerminal
  public var clock: Clock
  /// The registers' fiscal registrar (54-FZ): the simulator (`SimulatedFiscalRegistrar`) unless a test or a real
  /// driver gives another.
  public var fiscalRegistrar: any FiscalRegistrar
  public var log: LogSink
  /// Argon2id; tests pass `.minimum` so that the suite stays fast.
  public var passwordHasher: PasswordHasher
  /// How the YML import fetches the feed's pictures: `HTTPPictureFetcher` when live; nil (the default, and the
  /// tests') fetches nothing, so a test feed's `zoo.example` URLs are skipped, never fetched.
  public var pictureFetcher: (any PictureFetcher)?
  /// How many pictures, and how many bytes of them, one import fetches (`ImportPictures.Limits`).
  public var pictureLimits: ImportPictures.Limits
  public var random: RandomSource
  /// The names and streets `/suggestions` answers from: the bundled data, read at start. Tests read it once per
  /// process and give every server the same value.
  public var suggestionData: @Sendable () throws -> SuggestionData

  /// `cardTerminal` nil means the simulated terminal, drawing its authorization codes from `random`.
  public init(
    cardTerminal: CardTerminal? = nil, clock: Clock, fiscalRegistrar: (any FiscalRegistrar)? = nil, log: LogSink,
    passwordHasher: PasswordHasher = .interactive, random: RandomSource, pictureFetcher: (any PictureFetcher)? = nil,
    pictureLimits: ImportPictures.Limits = ImportPictures.Limits(),
    suggestionData: @escaping @Sendable () throws -> SuggestionData = { try SuggestionData.bundled() }
  ) {
    self.cardTerminal = cardTerminal ?? .simulated(random: random)
    self.clock = clock
    self.fiscalRegistrar = fiscalRegistrar ?? SimulatedFiscalRegistrar()
    self.log = log
    self.passwordHasher = passwordHasher
    self.random = random
    self.pictureFetcher = pictureFetcher
    self.pictureLimits = pictureLimits
    self.suggestionData = suggestionData
  }

  public static let live = AppEnvironment(
    clock: .live, log: .standardError, passwordHasher: .interactive, random: .live,
    pictureFetcher: HTTPPictureFetcher())
}
