import Foundation

/// The body of `POST /api/v1/users/edit`.
///
/// NB: `phone` is required (`api.md` §3.5), and the edit replaces the whole profile: an optional field that is nil
/// (omitted or `null`) is cleared. Send every field the profile should keep.
public struct EditUserRequest: Codable, Hashable, Sendable {
  /// The birthday (ISO-8601 date-time); nil clears it.
  public var birthday: Date?
  /// The new password again; required together with `password`.
  public var confirmPassword: String?
  /// The email address; nil clears it.
  public var email: String?
  /// The gender; nil clears it.
  public var gender: Gender?
  /// The given name; nil clears it.
  public var name: String?
  /// A new password; nil keeps the old one.
  public var password: String?
  /// The patronymic; nil clears it.
  public var patronymic: String?
  /// The phone number (required, non-empty).
  public var phone: String
  /// The surname; nil clears it.
  public var surname: String?

  /// A profile edit.
  public init(
    birthday: Date? = nil, confirmPassword: String? = nil, email: String? = nil, gender: Gender? = nil,
    name: String? = nil, password: String? = nil, patronymic: String? = nil, phone: String, surname: String? = nil
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
