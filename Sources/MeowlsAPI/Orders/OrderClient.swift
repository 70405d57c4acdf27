/// The customer of an order (`client` of order detail and checkout): `{surname?, name?, patronymic?, email?, phone}`.
public struct OrderClient: Codable, Hashable, Sendable {
  /// The email address.
  public var email: String?
  /// The given name.
  public var name: String?
  /// The patronymic.
  public var patronymic: String?
  /// The phone number.
  public var phone: String
  /// The surname.
  public var surname: String?

  /// A client.
  public init(
    email: String? = nil, name: String? = nil, patronymic: String? = nil, phone: String, surname: String? = nil
  ) {
    self.email = email
    self.name = name
    self.patronymic = patronymic
    self.phone = phone
    self.surname = surname
  }

  enum CodingKeys: String, CodingKey {
    case email
    case name
    case patronymic
    case phone
    case surname
  }
}
