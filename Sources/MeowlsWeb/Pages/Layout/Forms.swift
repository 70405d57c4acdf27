/// Forms that post one of a screen's actions back to the page they are on (post/redirect/get), each with the
/// session's CSRF token.
enum Forms {
  /// A form posting `action` with `fields` to `route`, by default the page `ctx` draws.
  static func post(
    _ ctx: PageContext, action: String, fields: [(String, String)] = [], to route: WebRoute? = nil,
    class className: String = "inline", @HTMLBuilder content: () -> HTML
  ) -> HTML {
    el("form", Attribute("method", "post"), .action(route ?? ctx.route), .class(className)) {
      hidden("csrf", ctx.csrfToken)
      hidden("do", action)
      for (name, value) in fields { hidden(name, value) }
      content()
    }
  }

  static func hidden(_ name: String, _ value: String) -> HTML {
    .void("input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
  }

  /// A submit button.
  static func button(_ label: String, class className: String = "button", disabled: Bool = false) -> HTML {
    el(
      "button", attributes: [Attribute("type", "submit"), .class(className), Attribute("disabled", present: disabled)]
    ) {
      label
    }
  }
}

extension Attribute {
  /// `action` of a form: a page of the shop.
  static func action(_ route: WebRoute) -> Attribute { Attribute("action", route.url) }
}
