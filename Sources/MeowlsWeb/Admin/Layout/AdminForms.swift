import MeowlsAPI
import MeowlsKit

/// Forms that post one of a screen's actions (`do`) to a back-office page, each with the session's CSRF token,
/// and labelled fields with their messages tied to them for screen readers.
enum AdminForms {
  /// A form posting `action` with `fields` to `route` (by default the page drawn); `multipart` for a file input.
  static func post(
    _ ctx: AdminContext, action: String, fields: [(String, String)] = [], to route: AdminRoute? = nil,
    class className: String = "inline", multipart: Bool = false, confirm: String? = nil,
    @HTMLBuilder content: () -> HTML
  ) -> HTML {
    var attributes = [Attribute("method", "post"), Attribute("action", ctx.url(route ?? ctx.route)), .class(className)]
    if multipart { attributes.append(Attribute("enctype", "multipart/form-data")) }
    if let confirm { attributes.append(Attribute("data-confirm", confirm)) }
    return el("form", attributes: attributes) {
      hidden("csrf", ctx.csrfToken)
      hidden("do", action)
      for (name, value) in fields { hidden(name, value) }
      content()
    }
  }

  /// A form asking a list page again (`GET`): its fields become the address's query.
  static func search(_ ctx: AdminContext, _ route: AdminRoute, @HTMLBuilder content: () -> HTML) -> HTML {
    el(
      "form", Attribute("method", "get"), Attribute("action", ctx.url(route)), .class("search"),
      Attribute("role", "search")
    ) {
      content()
    }
  }

  static func hidden(_ name: String, _ value: String) -> HTML {
    .void("input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
  }

  static func button(
    _ label: String, class className: String = "button", name: String? = nil, value: String? = nil,
    disabled: Bool = false, ariaLabel: String? = nil
  ) -> HTML {
    var attributes = [Attribute("type", "submit"), .class(className), Attribute("disabled", present: disabled)]
    if let name { attributes.append(Attribute("name", name)) }
    if let value { attributes.append(Attribute("value", value)) }
    if let ariaLabel { attributes.append(Attribute("aria-label", ariaLabel)) }
    return el("button", attributes: attributes) { label }
  }

  /// A labelled input with its message under it.
  static func field(
    _ name: String, label: String, value: String, id: String? = nil, type: String = "text", error: String? = nil,
    required: Bool = false, maxlength: Int = 200, inputmode: String? = nil, autocomplete: String = "off",
    hint: String? = nil, placeholder: String? = nil
  ) -> HTML {
    let id = id ?? "field-" + name
    var attributes = [
      Attribute("id", id), Attribute("name", name), Attribute("type", type), Attribute("value", value),
      Attribute("autocomplete", autocomplete), Attribute("maxlength", String(maxlength)),
      Attribute("required", present: required), Attribute("aria-invalid", error == nil ? "false" : "true"),
    ]
    if let inputmode { attributes.append(Attribute("inputmode", inputmode)) }
    if let placeholder { attributes.append(Attribute("placeholder", placeholder)) }
    let described = [error.map { _ in id + "-error" }, hint.map { _ in id + "-hint" }].compactMap { $0 }
    if !described.isEmpty { attributes.append(Attribute("aria-describedby", described.joined(separator: " "))) }
    return el("div", .class(error == nil ? "field" : "field invalid")) {
      el("label", Attribute("for", id)) { label }
      HTML.void("input", attributes)
      if let hint { el("p", .class("hint"), Attribute("id", id + "-hint")) { hint } }
      if let error { el("p", .class("field-error"), Attribute("id", id + "-error")) { error } }
    }
  }

  /// A labelled choice; `options` are (value, label), the one equal to `selected` chosen.
  static func select(
    _ name: String, label: String, options: [(String, String)], selected: String, id: String? = nil,
    error: String? = nil
  ) -> HTML {
    let id = id ?? "field-" + name
    var attributes = [Attribute("id", id), Attribute("name", name)]
    if error != nil {
      attributes.append(Attribute("aria-invalid", "true"))
      attributes.append(Attribute("aria-describedby", id + "-error"))
    }
    return el("div", .class(error == nil ? "field" : "field invalid")) {
      el("label", Attribute("for", id)) { label }
      el("select", attributes: attributes) {
        for (value, text) in options {
          el("option", Attribute("value", value), Attribute("selected", present: value == selected)) { text }
        }
      }
      if let error { el("p", .class("field-error"), Attribute("id", id + "-error")) { error } }
    }
  }

  /// The API's refusal of the last form, announced.
  static func refusal(_ ctx: AdminContext, _ error: APIError?) -> HTML {
    guard let error else { return .empty }
    return el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
  }

  /// The API's refusal under the field it names: the Kit's text of its code (the field says which one it is), and
  /// for a `validationError` the server's reason, which says what of the field is wrong.
  static func fieldMessage(_ ctx: AdminContext, _ error: APIError) -> String {
    let message = ctx.localizer.message(for: error)
    guard error.code == .validationError, case .server(_, let response) = error, !response.reason.isEmpty else {
      return message
    }
    return message + " (" + response.reason + ")"
  }

  /// "Page 2 of 5" with the previous and next links of a list.
  static func pager(_ ctx: AdminContext, _ route: AdminRoute, page: Int, count: Int) -> HTML {
    guard count > 1 else { return .empty }
    return el("nav", .class("pager"), Attribute("aria-label", ctx.t(.pagerLabel))) {
      if page > 1 {
        el("a", AdminLayout.href(ctx, route.atPage(page - 1)), Attribute("rel", "prev")) { ctx.t(.pagerPrevious) }
      }
      el("span") { ctx.t(.pagerPage, String(page), String(count)) }
      if page < count {
        el("a", AdminLayout.href(ctx, route.atPage(page + 1)), Attribute("rel", "next")) { ctx.t(.pagerNext) }
      }
    }
  }
}
