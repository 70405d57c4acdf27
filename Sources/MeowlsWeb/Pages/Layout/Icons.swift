/// The tab bar's icons as inline SVG outlines: no icon font or emoji, which a phone or a bare Linux may lack.
enum Icon {
  case cart, catalogue, favorites, profile

  var html: HTML {
    el("svg", Attribute("viewBox", "0 0 24 24"), .class("icon"), Attribute("aria-hidden", "true")) {
      el("path", Attribute("d", path))
    }
  }

  private var path: String {
    switch self {
    case .cart: "M3 4h2l2.4 11h10.2L20 8H6.2M9 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
    case .catalogue: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
    case .favorites: "M12 20s-7-4.4-9-8.6A5 5 0 0 1 12 6.5a5 5 0 0 1 9 4.9C19 15.6 12 20 12 20z"
    case .profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0"
    }
  }
}
