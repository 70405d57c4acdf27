import Foundation

/// The public user DTO (`User.PublicDTO`): create, login, refresh, `GET /users` and edit answer with it.
///
/// Which optional keys appear depends on the route (`api.md` §3.2); nil ones are omitted.
public struct User: Codable, Hashable, Sendable {
  /// A user's id.
  public typealias ID = Identifier<User>

  /// The session token; only after create, login and refresh.
  public var authentication: UserAuthentication?
  /// The birthday (ISO-8601 date-time, midnight UTC).
  public var birthday: Date?
  /// The email address.
  public var email: String?
  /// Ids of the favourite products; only after login, refresh and `GET /users`.
  public var favoriteItems: [Product.ID]?
  /// The gender.
  public var gender: Gender?
  /// The user id (omitted in the order `client` block, which is a different type).
  public var id: ID?
  /// The given name.
  public var name: String?
  /// The patronymic.
  public var patronymic: String?
  /// The phone number (required).
  public var phone: String
  /// The surname.
  public var surname: String?

  /// A public user.
  public init(
    authentication: UserAuthentication? = nil, birthday: Date? = nil, email: String? = nil,
    favoriteItems: [Product.ID]? = nil, gender: Gender? = nil, id: ID? = nil, name: String? = nil,
    patronymic: String? = nil, phone: String, surname: String? = nil
  ) {
    self.authentication = authentication
    self.birthday = birthday
    self.email = email
    self.favoriteItems = favoriteItems
    self.gender = gender
    self.id = id
    self.name = name
    self.patronymic = patronymic
    self.phone = phone
    self.surname = surname
  }

  enum CodingKeys: String, CodingKey {
    case authentication
    case birthday
    case email
    case favoriteItems = "favorite_items"
    case gender
    case id
    case name
    case patronymic
    case phone
    case surname
  }
}

/// A user's id.
public typealias UserID = User.ID
