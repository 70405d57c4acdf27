import MeowlsAPI
import MeowlsKit

/// The addresses of checkout, the orders, the profile's own pages and the static pages.
extension WebRoute {
  /// The checkout fields that have suggestions, by their name in an address.
  static let suggestedFields: [(String, CheckoutScreen.Field)] = [
    ("street", .street), ("house", .house), ("flat", .flat), ("surname", .surname), ("name", .name),
    ("patronymic", .patronymic),
  ]

  /// The most pages of orders one address shows.
  static let orderPageLimit = 20

  static func name(of field: CheckoutScreen.Field) -> String {
    suggestedFields.first { $0.1 == field }?.0 ?? "street"
  }

  var accountSegments: [String] {
    switch self {
    case .checkout: ["checkout"]
    case .checkoutSuggestions(let field):
      ["checkout", [.street, .house, .flat].contains(field) ? "address" : "recipient", Self.name(of: field)]
    case .order(let number): ["orders", String(number.rawValue)]
    case .orderCancel(let number): ["orders", String(number.rawValue), "cancel"]
    case .orderPlaced(let number): ["checkout", "done", String(number.rawValue)]
    case .orders: ["orders"]
    case .page(let page): ["pages", page.rawValue]
    case .profileDelete: ["profile", "delete"]
    case .profileEdit: ["profile", "edit"]
    default: []
    }
  }

  /// The account page `path` names; nil for anything else.
  init?(account path: [String], query: FormData) {
    let number = path.count > 1 ? Self.number(path[1]) : nil
    switch (path.first, path.count) {
    case ("checkout", 1): self = .checkout
    case ("checkout", 3) where path[1] == "done":
      guard let placed = Self.number(path[2]) else { return nil }
      self = .orderPlaced(placed)
    case ("checkout", 3):
      let group = path[1]
      guard let field = Self.suggestedFields.first(where: { $0.0 == path[2] })?.1,
        group == ([.street, .house, .flat].contains(field) ? "address" : "recipient")
      else { return nil }
      self = .checkoutSuggestions(field)
    case ("orders", 1):
      let pages = query["page"].flatMap { Int($0.prefix(9)) } ?? 1
      self = .orders(pages: min(max(pages, 1), Self.orderPageLimit))
    case ("orders", 2):
      guard let number else { return nil }
      self = .order(number)
    case ("orders", 3) where path[2] == "cancel":
      guard let number else { return nil }
      self = .orderCancel(number)
    case ("pages", 2):
      guard let page = StaticPage(rawValue: path[1]) else { return nil }
      self = .page(page)
    case ("profile", 2) where path[1] == "edit": self = .profileEdit
    case ("profile", 2) where path[1] == "delete": self = .profileDelete
    default: return nil
    }
  }

  /// An order number: digits only, bounded.
  private static func number(_ text: String) -> OrderNumber? {
    guard (1...12).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
      value > 0
    else {
      return nil
    }
    return OrderNumber(value)
  }
}
