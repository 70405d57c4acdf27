import Foundation
import MeowlsAPI

/// The accounts domain: registration, login, profile, sessions. Handlers parse and encode; this does the work.
///
/// Passwords are hashed before a transaction starts (Argon2id is slow on purpose and must not hold the write lock);
/// every change that belongs together (a new user and its first session, a deletion and its ended sessions) happens
/// in one transaction.
public struct AccountService: Sendable {
  let clock: Clock
  let database: any Database
  /// A hash no password matches, verified when the phone is unknown so that a login takes as long either way.
  let decoyPasswordHash: String
  let passwordHasher: PasswordHasher
  let random: RandomSource
  let sessions: SessionStore
  let throttle = LoginThrottle()

  /// Needs `Crypto.start()` to have run.
  public init(database: any Database, environment: AppEnvironment) throws {
    clock = environment.clock
    self.database = database
    passwordHasher = environment.passwordHasher
    random = environment.random
    sessions = SessionStore(random: environment.random)
    decoyPasswordHash = try environment.passwordHasher.hash(Crypto.hex(environment.random.bytes(16)))
  }

  /// `POST /users/create`: a customer account and its first session (registration signs the user in).
  func register(_ request: CreateUserRequest) throws -> (UserRecord, UserAuthentication) {
    try AccountValidation.validate(
      password: request.password, confirmation: request.confirmPassword, phone: request.phone, email: request.email)
    try AccountValidation.validate(
      surname: request.surname, name: request.name, patronymic: request.patronymic, birthday: request.birthday,
      now: clock.now())
    let user = UserRecord(id: User.ID(random.uuid()), registering: request)
    let authentication = try create(user, password: request.password) { connection, now in
      try sessions.issue(for: user.id, at: now, in: connection)
    }
    return (user, authentication)
  }

  /// `meowls user add`: a staff account (no session). Staff never come from the public API.
  public func addStaff(role: Role, phone: String, password: String, name: String? = nil) throws -> User.ID {
    try addStaff(role: role, phone: phone, password: password, name: name) { _, _ in }
  }

  /// `addStaff`, with `then` run last in the account's own transaction (the shop assignment, the PIN and the back
  /// office's audit row).
  func addStaff(
    role: Role, phone: String, password: String, name: String?,
    then: (User.ID, any DatabaseConnection) throws -> Void
  ) throws -> User.ID {
    guard role.isStaff else { throw StaffAccountError.notAStaffRole(role) }
    try AccountValidation.validate(password: password, confirmation: password, phone: phone, email: nil)
    let user = UserRecord(id: User.ID(random.uuid()), role: role, phone: PhoneNumber.normalised(phone), name: name)
    try create(user, password: password) { connection, _ in try then(user.id, connection) }
    return user.id
  }

  /// `POST /users/login`: checks the throttle, then the password; a success starts a new session and leaves the
  /// user's other sessions alone. With `roles` (the POS login), a right password of another role answers 403
  /// `forbidden` and starts no session.
  func login(
    _ credentials: BasicCredentials?, clientAddress: String, roles: Set<Role>? = nil
  ) throws -> (UserRecord, UserAuthentication) {
    guard let credentials else { throw AccountsError.invalidCredentials }
    let phone = PhoneNumber.normalised(credentials.phone)
    let now = clock.now()
    let (wait, account) = try database.withConnection { connection in
      (
        try throttle.retryAfter(phone: phone, address: clientAddress, at: now, in: connection),
        try UserStore.active(phone: phone, in: connection)
      )
    }
    if let wait { throw AccountsError.tooManyAttempts(retryAfterSeconds: wait) }
    let verified = passwordHasher.verify(credentials.password, account?.passwordHash ?? decoyPasswordHash)
    guard let account, verified else {
      try transaction { try throttle.recordFailure(phone: phone, address: clientAddress, at: now, in: $0) }
      throw AccountsError.invalidCredentials
    }
    if let roles, !roles.contains(account.user.role) { throw AuthenticationError.forbidden }
    let authentication = try transaction { connection in
      try throttle.recordSuccess(phone: phone, in: connection)
      return try sessions.issue(for: account.user.id, at: now, in: connection)
    }
    return (account.user, authentication)
  }

  /// Runs `body` in a transaction on one connection.
  func transaction<T>(_ body: (any DatabaseConnection) throws -> T) throws -> T {
    try database.transaction(body)
  }

  /// Inserts `user` unless its phone or email is taken, and runs `then` in the same transaction.
  @discardableResult
  private func create<T>(
    _ user: UserRecord, password: String, then: (any DatabaseConnection, _ now: Date) throws -> T
  ) throws -> T {
    let hash = try passwordHasher.hash(password)
    let now = clock.now()
    return try rejectingTakenPhoneOrEmail(phone: user.phone, email: user.email, of: user.id) {
      try transaction { connection in
        try UserStore.ensureAvailable(phone: user.phone, email: user.email, for: user.id, in: connection)
        try UserStore.insert(user, passwordHash: hash, createdAt: now, in: connection)
        return try then(connection, now)
      }
    }
  }

  /// Runs `body`; when a unique index still refuses the write (a race another engine may let through the check),
  /// answers with the contract's 400 instead of a 500.
  func rejectingTakenPhoneOrEmail<T>(
    phone: String, email: String?, of user: User.ID, _ body: () throws -> T
  ) throws -> T {
    do {
      return try body()
    } catch DatabaseError.constraint(let message) {
      let taken = try database.withConnection {
        try UserStore.conflict(phone: phone, email: email, excluding: user, in: $0)
      }
      throw taken ?? DatabaseError.constraint(message: message)
    }
  }
}

/// Why `meowls user add` refused.
public enum StaffAccountError: Error, Equatable, CustomStringConvertible {
  case notAStaffRole(Role)

  public var description: String {
    switch self {
    case .notAStaffRole(let role):
      "'\(role.rawValue)' is not a staff role (use one of "
        + Role.staff.map(\.rawValue).sorted().joined(separator: ", ") + "); customers register in the app"
    }
  }
}
