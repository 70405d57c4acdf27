import MeowlsAPI
import MeowlsServer
import Synchronization

/// A card terminal for tests: answers every authorization with `answer`, records the amounts it was asked for and
/// the refunds (answered with `refunds`, or approved with the payment's code), and runs `duringAuthorization` (if set, once) while the bank "thinks", to stage a race.
final class RecordingTerminal: Sendable {
  private let state = Mutex(State())

  private struct State {
    var authorized: [Money] = []
    var duringAuthorization: (@Sendable () -> Void)?
    var refunded: [String] = []
  }

  let answer: CardAuthorization
  let refundAnswer: CardAuthorization?

  init(_ answer: CardAuthorization = .approved(authorizationCode: "123456"), refunds: CardAuthorization? = nil) {
    self.answer = answer
    refundAnswer = refunds
  }

  /// The amounts authorization was asked for, in order.
  var authorized: [Money] { state.withLock { $0.authorized } }
  /// The refunds given, as `"<amount>|<authorization code>"`.
  var refunded: [String] { state.withLock { $0.refunded } }

  /// Runs `action` inside the next authorization, before the terminal answers.
  ///
  /// NB: once, then forgotten: the action holds the test's server, which holds this terminal, so a kept action was a
  /// cycle that leaked the server and its database directory (found 2026-12-06, three directories a run).
  func duringAuthorization(_ action: @escaping @Sendable () -> Void) {
    state.withLock { $0.duringAuthorization = action }
  }

  var terminal: CardTerminal {
    CardTerminal(
      authorize: { amount in
        let action = self.state.withLock { state in
          state.authorized.append(amount)
          defer { state.duringAuthorization = nil }
          return state.duringAuthorization
        }
        action?()
        return self.answer
      },
      refund: { amount, code in
        self.state.withLock { $0.refunded.append("\(amount)|\(code)") }
        return self.refundAnswer ?? .approved(authorizationCode: code)
      })
  }
}
