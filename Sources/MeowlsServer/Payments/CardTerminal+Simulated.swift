import MeowlsAPI

extension CardTerminal {
  /// The kopecks that make the simulated terminal decline: any amount ending in `.13` (e.g. 100.13).
  static let simulatedDeclinedKopecks: Int64 = 13

  /// The live terminal of MEOWLS: a simulation that a cashier can steer with the amount.
  ///
  /// - Authorizations of an amount whose kopecks are 13 (`….13`) are declined ("Insufficient funds"), as are
  ///   amounts of zero or less ("Invalid amount"); every other amount is approved.
  /// - Refunds are always approved.
  /// - Authorization codes are six digits from `random` (the live `RandomSource`; a seeded one in tests).
  public static func simulated(random: RandomSource) -> CardTerminal {
    CardTerminal(
      authorize: { amount in
        guard amount > .zero else { return .declined(reason: "Invalid amount") }
        guard amount.kopecks % 100 != simulatedDeclinedKopecks else {
          return .declined(reason: "Insufficient funds")
        }
        return .approved(authorizationCode: code(random))
      },
      refund: { _, _ in .approved(authorizationCode: code(random)) })
  }

  /// Six decimal digits.
  private static func code(_ random: RandomSource) -> String {
    let value = random.bytes(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) } % 1_000_000
    let text = String(value)
    return String(repeating: "0", count: 6 - text.count) + text
  }
}
