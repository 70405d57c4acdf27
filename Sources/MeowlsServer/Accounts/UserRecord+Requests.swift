import MeowlsAPI

extension UserRecord {
  /// A new customer from a registration request (already validated).
  init(id: User.ID, registering request: CreateUserRequest) {
    self.init(
      id: id, role: .customer, phone: PhoneNumber.normalised(request.phone), surname: request.surname,
      name: request.name, patronymic: request.patronymic, birthday: request.birthday, gender: request.gender,
      email: request.email.map(EmailAddress.normalised))
  }

  /// The profile after an edit. NB: a partial update (a fix of `api.md` §3.5, which cleared omitted fields): a field
  /// the client did not send (or sent as `null`) keeps its value; a sent value, even `""`, replaces it. The phone is
  /// always sent.
  func applying(_ edit: EditUserRequest) -> UserRecord {
    var updated = self
    updated.phone = PhoneNumber.normalised(edit.phone)
    updated.surname = edit.surname ?? surname
    updated.name = edit.name ?? name
    updated.patronymic = edit.patronymic ?? patronymic
    updated.birthday = edit.birthday ?? birthday
    updated.gender = edit.gender ?? gender
    updated.email = edit.email.map(EmailAddress.normalised) ?? email
    return updated
  }
}
