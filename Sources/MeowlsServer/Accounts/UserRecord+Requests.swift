import MeowlsAPI

extension UserRecord {
  /// A new customer from a registration request (already validated).
  init(id: User.ID, registering request: CreateUserRequest) {
    self.init(
      id: id, role: .customer, phone: PhoneNumber.normalised(request.phone), surname: request.surname,
      name: request.name, patronymic: request.patronymic, birthday: request.birthday, gender: request.gender,
      email: request.email.map(EmailAddress.normalised))
  }

  /// The profile after an edit, as `api.md` §3.5 says: every field takes the request's value, so an optional field
  /// left out (or sent as `null`) is cleared. NB: the earlier app leaves out a field the user emptied; keeping the
  /// old value would make a surname, email or birthday impossible to clear.
  func applying(_ edit: EditUserRequest) -> UserRecord {
    var updated = self
    updated.phone = PhoneNumber.normalised(edit.phone)
    updated.surname = edit.surname
    updated.name = edit.name
    updated.patronymic = edit.patronymic
    updated.birthday = edit.birthday
    updated.gender = edit.gender
    updated.email = edit.email.map(EmailAddress.normalised)
    return updated
  }
}
