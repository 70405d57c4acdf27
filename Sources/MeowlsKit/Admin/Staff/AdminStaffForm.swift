import Foundation
import MeowlsAPI

/// A new staff member's form as typed (`POST /admin/staff`), the fields found wrong before sending, and which field
/// an API refusal belongs to (the staff pages' change forms name the same fields).
public struct AdminStaffForm: Equatable, Sendable {
  /// A field of the staff forms, to put a message under.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    case name
    case password
    case phone
    case pin
    case role
    case shop
  }

  public var name: String
  public var password: String
  public var phone: String
  /// Empty: no PIN yet (registers cannot be unlocked without one).
  public var pin: String
  public var role: StaffRole
  public var shopID: Shop.ID?

  public init(
    name: String = "", password: String = "", phone: String = "", pin: String = "", role: StaffRole = .cashier,
    shopID: Shop.ID? = nil
  ) {
    self.name = name
    self.password = password
    self.phone = phone
    self.pin = pin
    self.role = role
    self.shopID = shopID
  }

  /// The fields typed wrong (empty: it can be sent; the API checks the phone's and the password's rules).
  public var problems: Set<Field> {
    var problems: Set<Field> = []
    if phone.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.phone) }
    if password.isEmpty { problems.insert(.password) }
    if !pin.isEmpty, !Self.isPIN(pin) { problems.insert(.pin) }
    return problems
  }

  /// The draft sent, or nil while a field is typed wrong.
  public var draft: StaffDraft? {
    guard problems.isEmpty else { return nil }
    let name = name.trimmingCharacters(in: .whitespaces)
    return StaffDraft(
      name: name.isEmpty ? nil : name, password: password, phone: phone.trimmingCharacters(in: .whitespaces),
      pin: pin.isEmpty ? nil : pin, role: role, shopID: shopID)
  }

  /// 4 to 6 ASCII digits, as the API takes a PIN.
  public static func isPIN(_ text: String) -> Bool {
    (4...6).contains(text.count) && text.allSatisfy(\.isASCIIDigit)
  }

  /// The field an API refusal names, or nil for one shown above the fields.
  public static func field(of error: APIError) -> Field? {
    guard let code = error.code else { return nil }
    switch code {
    case .invalidPhoneFormat, .phoneAlreadyUsed, .phoneRequired: return .phone
    case .invalidPasswordFormat: return .password
    case .invalidPin: return .pin
    case .shopNotFound: return .shop
    default: return nil
    }
  }
}
