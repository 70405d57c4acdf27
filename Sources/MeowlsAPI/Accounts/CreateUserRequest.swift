import Foundation

/// The body of `POST /api/v1/users/create` (registration).
public struct CreateUserRequest: Codable, Hashable, Sendable {
  /// The birthday (ISO-8601 date-time).
  public var birthday: Date?
  /// The password again; must equal `password`.
  public var confirmPassword: String
  /// The email address; empty is allowed.
  public var email: String?
  /// The gender.
  public var gender: Gender?
  /// The given name.
  public var name: String?
  /// The password: 8–20 characters with at least one letter and one digit.
  public var password: String
  /// The patronymic.
  public var patronymic: String?
  /// The phone number; must not be empty.
  public var phone: String
  /// The surname.
  public var surname: String?

  /// A registration request.
  public init(
    birthday: Date? = nil, confirmPassword: String, email: String? = nil, gender: Gender? = nil, name: String? = nil,
    password: String, patronymic: String? = nil, phone: String, surname: String? = nil
  ) {
    self.birthday = birthday
    self.confirmPassword = confirmPassword
    self.email = email
    self.gender = gender
    self.name = name
    self.password = password
    self.patronymic = patronymic
    self.phone = phone
    self.surname = surname
  }

  enum CodingKeys: String, CodingKey {
    case birthday
    case confirmPassword = "confirm_password"
    case email
    case gender
    case name
    case password
    case patronymic
    case phone
    case surname
  }
}
