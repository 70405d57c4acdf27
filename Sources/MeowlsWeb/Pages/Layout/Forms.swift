/// Forms that post one of a screen's actions back to the page they are on (post/redirect/get), each with the
/// session's CSRF token.
enum Forms {
  /// A form posting `action` with `fields` to `route`, by default the page `ctx` draws.
  static func post(
    _ ctx: PageContext, action: String, fields: [(String, String)] = [], to route: WebRoute? = nil,
    class className: String = "inline", @HTMLBuilder content: () -> HTML
  ) -> HTML {
    el("form", Attribute("method", "post"), .action(route ?? ctx.route), .class(className)) {
      csrf(ctx)
      hidden("do", action)
      for (name, value) in fields { hidden(name, value) }
      content()
    }
  }

  /// The form token's field (a hole while a template is drawn).
  static func csrf(_ ctx: PageContext) -> HTML {
    guard ctx.drawsTemplate else { return hidden("csrf", ctx.csrfToken) }
    return .void(
      "input", [Attribute("type", "hidden"), Attribute("name", "csrf"), .hole("value", PageTemplate.csrfHole)])
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
  /// An attribute whose value is a page template's hole (never data).
  static func hole(_ name: StaticString, _ hole: String) -> Attribute { Attribute(name, markup: hole) }

  /// `action` of a form: a page of the shop.
  static func action(_ route: WebRoute) -> Attribute { Attribute("action", route.url) }
}
