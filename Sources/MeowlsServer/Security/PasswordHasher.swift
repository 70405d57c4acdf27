/// Turns a password into a storable hash and checks a password against one.
///
/// Injected so that tests run fast: live uses Argon2id with libsodium's interactive limits, tests use a real
/// Argon2id with the minimum limits (`PasswordHasher+Argon2id.swift`).
public struct PasswordHasher: Sendable {
  /// A self-describing hash string (`$argon2id$v=19$m=…,t=…,p=1$salt$hash`) with a fresh random salt.
  public var hash: @Sendable (_ password: String) throws -> String
  /// True when `password` matches `hash`; false for a wrong password or a malformed hash.
  public var verify: @Sendable (_ password: String, _ hash: String) -> Bool

  public init(
    hash: @escaping @Sendable (_ password: String) throws -> String,
    verify: @escaping @Sendable (_ password: String, _ hash: String) -> Bool
  ) {
    self.hash = hash
    self.verify = verify
  }
}
