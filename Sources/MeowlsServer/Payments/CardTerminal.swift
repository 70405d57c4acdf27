import MeowlsAPI

/// The card terminal of a register, injected like every side effect: `simulated` is the live value (MEOWLS has no
/// acquirer); tests give a terminal that answers what the scenario needs. Public so that the app's environment
/// (`AppEnvironment.cardTerminal`) can carry it.
public struct CardTerminal: Sendable {
  /// Asks the card's bank to take `amount`.
  public var authorize: @Sendable (_ amount: Money) async -> CardAuthorization
  /// Gives `amount` back to the card of an earlier authorization (a return, or a sale that failed after payment).
  public var refund: @Sendable (_ amount: Money, _ authorizationCode: String) async -> CardAuthorization

  /// A terminal of these two closures.
  public init(
    authorize: @escaping @Sendable (_ amount: Money) async -> CardAuthorization,
    refund: @escaping @Sendable (_ amount: Money, _ authorizationCode: String) async -> CardAuthorization
  ) {
    self.authorize = authorize
    self.refund = refund
  }

  /// A terminal that gives every authorization and refund the same answer.
  public static func always(_ answer: CardAuthorization) -> CardTerminal {
    CardTerminal(authorize: { _ in answer }, refund: { _, _ in answer })
  }
}

/// The terminal's answer.
public enum CardAuthorization: Equatable, Sendable {
  /// The bank took the money; the code goes on the receipt and identifies the payment for a refund.
  case approved(authorizationCode: String)
  /// The bank refused; `reason` is what the terminal shows.
  case declined(reason: String)
}
