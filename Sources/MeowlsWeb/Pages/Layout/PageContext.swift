import MeowlsAPI
import MeowlsKit

/// What every page of one request knows: the visitor's kit, the form token, and what the header shows.
struct PageContext: Sendable {
  /// The units in the cart (the header's badge).
  var cartCount: Int
  /// The token every form posts back.
  var csrfToken: String
  /// A message left by the last form (a refused change), shown once.
  var flash: String?
  var kit: VisitorKit
  /// The shop's public origin (`https://shop.example`), before every absolute address (canonical, sitemap).
  var origin: String = ""
  /// The page being drawn; forms on it post back to it.
  var route: WebRoute
  var signedIn: Bool
  /// The signed-in customer.
  var user: User?
  /// True while drawing a `PageTemplate`: the form token, the cart's count and the products' marks are drawn as
  /// holes that each visitor's own fill.
  var drawsTemplate = false

  var localizer: Localizer { kit.localizer }
  /// The visitor's city, as the kit stored it.
  var city: City? { kit.region.selectedCity.value }
  var language: AppLanguage { kit.language }

  /// A text of the kit's tables.
  func t(_ key: LocalizedString, _ arguments: String...) -> String {
    arguments.enumerated().reduce(localizer.string(key)) { text, argument in
      text.replacingOccurrences(of: "{\(argument.offset)}", with: argument.element)
    }
  }
}

/// What a page answers.
enum PageOutcome: Sendable {
  /// A page: its title and description for the head, and its main content.
  case page(title: String, description: String, content: HTML, status: Int = 200)
  /// Go to another page (after a form, or an address that has moved).
  case redirect(WebRoute)
  /// An answer that is no document: a fragment for the script, a file for search engines.
  case response(WebResponse)
}

/// What a posted form answers: always a redirect (post/redirect/get).
enum PostOutcome: Sendable {
  /// Back to the page the form is on, with a message to show once, scrolled to `anchor`.
  case back(String?, anchor: String? = nil)
  /// On to another page, as the screen's route says, with a message to show there once.
  case go(WebRoute, flash: String? = nil)
  /// The page drawn at once: a refused login keeps its messages without storing what was typed.
  case show(PageOutcome)
}
