/// What a login route gets from its caller: the HTTP Basic credentials and where they came from (the throttle
/// counts failures per phone and per address).
struct LoginAttempt: Sendable {
  /// Nil when `Authorization` is missing, not `Basic`, or not `phone:password`.
  var credentials: BasicCredentials?
  var clientAddress: String
}
