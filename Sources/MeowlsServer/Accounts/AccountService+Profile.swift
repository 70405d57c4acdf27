import MeowlsAPI

extension AccountService {
  /// `GET /users`.
  func profile(of user: AuthenticatedUser) throws -> UserRecord {
    guard let record = try database.withConnection({ try UserStore.active(id: user.id, in: $0) }) else {
      throw AuthenticationError.notAuthenticated
    }
    return record
  }

  /// `GET /users/address`: the saved address, or 400 `addressNotFound`.
  func address(of user: AuthenticatedUser) throws -> Address {
    guard let address = try database.withConnection({ try UserAddressStore.find(of: user.id, in: $0) }) else {
      throw AccountsError.addressNotFound
    }
    return address
  }

  /// `POST /users/edit`: validates as registration does, then changes only what was sent. A new password ends the
  /// user's other sessions (whoever else held one must sign in with it).
  func edit(_ user: AuthenticatedUser, with request: EditUserRequest) throws -> UserRecord {
    try AccountValidation.validate(
      password: request.password, confirmation: request.confirmPassword, phone: request.phone, email: request.email)
    try AccountValidation.validate(
      surname: request.surname, name: request.name, patronymic: request.patronymic, birthday: request.birthday,
      now: clock.now())
    let hash = try request.password.map(passwordHasher.hash)
    let phone = PhoneNumber.normalised(request.phone)
    let email = request.email.map(EmailAddress.normalised)
    return try rejectingTakenPhoneOrEmail(phone: phone, email: email, of: user.id) {
      try transaction { connection in
        guard let updated = try UserStore.active(id: user.id, in: connection)?.applying(request) else {
          throw AuthenticationError.notAuthenticated
        }
        try UserStore.ensureAvailable(phone: updated.phone, email: updated.email, for: updated.id, in: connection)
        try UserStore.update(updated, passwordHash: hash, in: connection)
        if hash != nil { try SessionStore.endAll(of: user.id, except: user.session, in: connection) }
        return updated
      }
    }
  }

  /// `POST /users/logout`: ends the session of the token used; the user's other sessions stay.
  func logout(_ user: AuthenticatedUser) throws {
    _ = try database.withConnection { try SessionStore.end(user.session, in: $0) }
  }

  /// `POST /users/delete`: soft delete. Every session ends; phone and email become free; the row and everything that
  /// points at it (orders, cart, favourites) stay.
  func delete(_ user: AuthenticatedUser) throws {
    let now = clock.now()
    try transaction { connection in
      try UserStore.softDelete(user.id, at: now, in: connection)
      try SessionStore.endAll(of: user.id, in: connection)
    }
  }

  /// `POST /users/refresh_token` (expired tokens accepted inside the refresh window): a new token, the old one ended.
  func refresh(_ user: AuthenticatedUser) throws -> (UserRecord, UserAuthentication) {
    let now = clock.now()
    return try transaction { connection in
      // NB: two refreshes racing with one token: only the first ends the session; the second is unauthenticated.
      guard try SessionStore.end(user.session, in: connection),
        let record = try UserStore.active(id: user.id, in: connection)
      else { throw AuthenticationError.notAuthenticated }
      return (record, try sessions.issue(for: user.id, at: now, in: connection))
    }
  }
}
