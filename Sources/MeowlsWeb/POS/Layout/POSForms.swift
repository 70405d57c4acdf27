import MeowlsKit

/// Forms that post one of a screen's actions (`do`) to a POS page, each with the session's CSRF token, and the
/// counter's controls: big buttons that name their keyboard shortcut, labelled fields and the on-screen keypad.
enum POSForms {
  /// A form posting `action` with `fields` to `route`, by default the page `ctx` draws.
  static func post(
    _ ctx: POSContext, action: String, fields: [(String, String)] = [], to route: POSRoute? = nil,
    class className: String = "inline", id: String? = nil, @HTMLBuilder content: () -> HTML
  ) -> HTML {
    var attributes = [Attribute("method", "post"), Attribute("action", ctx.url(route ?? ctx.route)), .class(className)]
    if let id { attributes.append(Attribute("id", id)) }
    return el("form", attributes: attributes) {
      hidden("csrf", ctx.csrfToken)
      hidden("do", action)
      for (name, value) in fields { hidden(name, value) }
      content()
    }
  }

  static func hidden(_ name: String, _ value: String) -> HTML {
    .void("input", [Attribute("type", "hidden"), Attribute("name", name), Attribute("value", value)])
  }

  /// A submit button; `shortcut` is the key the script binds to it, shown on the button (`aria-keyshortcuts`).
  static func button(
    _ label: String, class className: String = "button", shortcut: String? = nil, disabled: Bool = false,
    name: String? = nil, value: String? = nil
  ) -> HTML {
    var attributes = [Attribute("type", "submit"), .class(className), Attribute("disabled", present: disabled)]
    if let name { attributes.append(Attribute("name", name)) }
    if let value { attributes.append(Attribute("value", value)) }
    if let shortcut {
      attributes.append(Attribute("data-shortcut", shortcut))
      attributes.append(Attribute("aria-keyshortcuts", shortcut))
    }
    return el("button", attributes: attributes) {
      label
      if let shortcut { el("kbd") { shortcut == "Escape" ? "Esc" : shortcut } }
    }
  }

  /// A labelled input with its error under it, tied to it for screen readers.
  static func field(
    _ name: String, label: String, value: String, type: String = "text", inputmode: String? = nil,
    error: String? = nil, autocomplete: String = "off", required: Bool = false, autofocus: Bool = false,
    maxlength: Int = 100, keypad: Bool = false
  ) -> HTML {
    let id = "field-" + name
    var attributes = [
      Attribute("id", id), Attribute("name", name), Attribute("type", type), Attribute("value", value),
      Attribute("autocomplete", autocomplete), Attribute("maxlength", String(maxlength)),
      Attribute("required", present: required), Attribute("autofocus", present: autofocus),
      Attribute("aria-invalid", error == nil ? "false" : "true"),
    ]
    if let inputmode { attributes.append(Attribute("inputmode", inputmode)) }
    if keypad { attributes.append(Attribute("data-keypad", "1")) }
    if error != nil { attributes.append(Attribute("aria-describedby", id + "-error")) }
    return el("div", .class(error == nil ? "field" : "field invalid")) {
      el("label", Attribute("for", id)) { label }
      HTML.void("input", attributes)
      if let error { el("p", .class("field-error"), Attribute("id", id + "-error")) { error } }
    }
  }

  /// The on-screen numeric keypad for the field `target` of the same form. Each key is a submit button
  /// (`key=7`): without the script the page adds the digit on the server and draws the form again; with it the
  /// script types the digit into the field and nothing is posted. `decimal` adds the comma (amounts), `clear`
  /// the "C" key. NB: it goes after the form's own submit button, which Enter presses (the first in the form);
  /// the stylesheet shows it beside the fields.
  static func keypad(_ ctx: POSContext, target: String, decimal: Bool = false) -> HTML {
    let keys = ["7", "8", "9", "4", "5", "6", "1", "2", "3", decimal ? "," : "00", "0", "⌫"]
    return el(
      "div", .class("keypad"), Attribute("data-target", "field-" + target), Attribute("role", "group"),
      Attribute("aria-label", ctx.t(.posKeypad))
    ) {
      for key in keys {
        el(
          "button", Attribute("type", "submit"), Attribute("name", "key"), Attribute("value", key),
          Attribute("formnovalidate", present: true), .class("key"),
          Attribute("aria-label", key == "⌫" ? ctx.t(.posKeypadErase) : key)
        ) { key }
      }
    }
  }

  /// The field's text after a keypad key posted without the script (`key`), or as typed.
  static func typed(_ form: FormData, _ name: String, limit: Int = 40) -> String {
    var text = String((form[name] ?? "").prefix(limit))
    switch form["key"] {
    case "⌫"?: if !text.isEmpty { text.removeLast() }
    case let key? where key.count <= 2 && key.allSatisfy({ ("0"..."9").contains($0) || $0 == "," }): text += key
    default: break
    }
    return String(text.prefix(limit))
  }

  /// Whether the form was posted by a keypad key (the page is drawn again with the new text, nothing else done).
  static func isKeypad(_ form: FormData) -> Bool { form["key"] != nil }
}
