import Foundation
import MeowlsAPI

/// One row of `users` as the accounts code reads it. The password hash is read only where it is checked.
struct UserRecord: RowDecodable, Equatable, Sendable {
  /// The columns `init(row:)` expects, in order.
  static let columns = "id, surname, name, patronymic, birthday, gender, email, phone, role"

  var birthday: Date?
  var email: String?
  var gender: Gender?
  var id: User.ID
  var name: String?
  var patronymic: String?
  var phone: String
  var role: Role
  var surname: String?

  init(
    id: User.ID, role: Role, phone: String, surname: String? = nil, name: String? = nil, patronymic: String? = nil,
    birthday: Date? = nil, gender: Gender? = nil, email: String? = nil
  ) {
    self.birthday = birthday
    self.email = email
    self.gender = gender
    self.id = id
    self.name = name
    self.patronymic = patronymic
    self.phone = phone
    self.role = role
    self.surname = surname
  }

  init(row: Row) throws {
    guard let id = User.ID(storedText: try row.string(0)) else { throw RowError.type(column: "id", expected: "UUID") }
    guard let role = Role(rawValue: try row.string(8)) else { throw RowError.type(column: "role", expected: "role") }
    self.id = id
    surname = try row.optionalString(1)
    name = try row.optionalString(2)
    patronymic = try row.optionalString(3)
    birthday = try row.optionalInt(4).map(EpochSeconds.date)
    gender = try row.optionalString(5).flatMap(Gender.init(rawValue:))
    email = try row.optionalString(6)
    phone = try row.string(7)
    self.role = role
  }

  /// The column values after `id`, in `columns` order, for inserts and updates.
  var editableValues: [SQLValue] {
    [
      surname.sqlValue, name.sqlValue, patronymic.sqlValue, birthday.map(EpochSeconds.from).sqlValue,
      gender?.rawValue.sqlValue ?? .null, email.sqlValue, phone.sqlValue, role.rawValue.sqlValue,
    ]
  }

  /// The public DTO; `authentication` and `favorite_items` only where the route shows them (`api.md` §3.2).
  func publicDTO(authentication: UserAuthentication? = nil, favoriteItems: [Product.ID]? = nil) -> User {
    User(
      authentication: authentication, birthday: birthday, email: email, favoriteItems: favoriteItems, gender: gender,
      id: id, name: name, patronymic: patronymic, phone: phone, surname: surname)
  }
}
