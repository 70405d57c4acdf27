import MeowlsAPI
import MeowlsKit

/// The checkout form drawn from `CheckoutScreen.State`. One form holds every field; each button posts it all with
/// its own `do` (the first, hidden one is what Enter in a text field presses: it only keeps what was typed). The
/// courier's and the pick-up's fields are both in the page and the stylesheet shows the chosen one's, so switching
/// works without a script.
enum CheckoutForm {
  static func render(_ ctx: PageContext, _ state: CheckoutScreen.State, status: Int = 200) -> PageOutcome {
    let content = el("section", .class("checkout-page")) {
      el("h1") { ctx.t(.checkoutTitle) }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .idle, .loading: ErrorBlock.failed(ctx, .transport(.timedOut))
      case .editing, .purchasing, .purchased: form(ctx, state)
      }
    }
    return .page(title: ctx.t(.checkoutTitle), description: ctx.t(.checkoutTitle), content: content, status: status)
  }

  private static func form(_ ctx: PageContext, _ state: CheckoutScreen.State) -> HTML {
    el(
      "form", Attribute("method", "post"), .action(.checkout), .class("checkout-form"),
      Attribute("novalidate", present: true)
    ) {
      Forms.hidden("csrf", ctx.csrfToken)
      el(
        "button", Attribute("type", "submit"), Attribute("name", "do"), Attribute("value", "save"),
        .class("visually-hidden"), Attribute("tabindex", "-1")
      ) { ctx.t(.checkoutUpdate) }
      if let alert = state.alert {
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.localizer.message(for: alert) }
      }
      el("p", .class("checkout-count")) {
        el("a", .href(.cart)) { ctx.t(.cartTitle) + ": " + ctx.localizer.count(ctx.cartCount, .items) }
      }
      delivery(ctx, state)
      el("div", .class("courier-only")) {
        address(ctx, state)
        slots(ctx, state)
      }
      el("div", .class("pickup-only")) { pickupPoints(ctx, state) }
      recipient(ctx, state)
      choice(
        ctx, legend: ctx.t(.checkoutPayment), name: "payment", error: state.errors[.paymentType],
        options: state.options.payments.map { ($0.type.rawValue, $0.title, $0.subtitle, state.paymentType == $0.type) })
      el("div", .class("field")) {
        el("label", Attribute("for", "field-comment")) { ctx.t(.checkoutComment) }
        el(
          "textarea", Attribute("id", "field-comment"), Attribute("name", "comment"), Attribute("maxlength", "500"),
          Attribute("rows", "3")
        ) { state[.comment] }
      }
      el(
        "button",
        attributes: [
          Attribute("type", "submit"), Attribute("name", "do"), Attribute("value", "purchase"),
          .class("button wide"), Attribute("disabled", present: state.phase == .purchasing),
        ]
      ) { ctx.t(.checkoutPlaceOrder) }
    }
  }

  private static func delivery(_ ctx: PageContext, _ state: CheckoutScreen.State) -> HTML {
    choice(
      ctx, legend: ctx.t(.checkoutDelivery), name: "delivery", error: nil,
      options: state.options.deliveries.map {
        ($0.type.rawValue, $0.title, $0.subtitle, state.deliveryType == $0.type)
      })
  }

  private static func address(_ ctx: PageContext, _ state: CheckoutScreen.State) -> HTML {
    el("fieldset", .class("checkout-group")) {
      el("legend") { ctx.t(.checkoutAddress) + " · " + state.city.name }
      suggested(ctx, state, .street, label: ctx.t(.checkoutStreet), autocomplete: "address-line1")
      el("div", .class("field-row")) {
        suggested(ctx, state, .house, label: ctx.t(.checkoutHouse), autocomplete: "off")
        suggested(ctx, state, .flat, label: ctx.t(.checkoutFlat), autocomplete: "off")
      }
    }
  }

  /// Every offered day with its time slots as one radio group: a slot is chosen with its day, without a reload.
  private static func slots(_ ctx: PageContext, _ state: CheckoutScreen.State) -> HTML {
    el("fieldset", .class("checkout-group")) {
      el("legend") { ctx.t(.checkoutDateTime) }
      message(ctx, state.errors[.date] ?? state.errors[.timeSlot], id: "slot")
      for day in state.options.dates where !day.availableTimeIntervals.isEmpty {
        el("div", .class("slot-day")) {
          el("p", .class("slot-date")) { ctx.localizer.day(day.date) }
          el("div", .class("slot-options")) {
            for slot in day.availableTimeIntervals {
              el("label", .class("slot")) {
                HTML.void(
                  "input",
                  [
                    Attribute("type", "radio"), Attribute("name", "slot"),
                    Attribute("value", day.date.string + "|" + slot.id.rawValue.uuidString),
                    Attribute("checked", present: state.date == day.date && state.timeSlot == slot.id),
                  ])
                el("span") { ctx.localizer.interval(slot) }
              }
            }
          }
        }
      }
    }
  }

  private static func pickupPoints(_ ctx: PageContext, _ state: CheckoutScreen.State) -> HTML {
    el("fieldset", .class("checkout-group")) {
      el("legend") { ctx.t(.checkoutPickupPoint) }
      message(ctx, state.errors[.pickupPoint], id: "pickup")
      for point in state.options.pickupPoints {
        el("label", .class(point.holdsWholeCart == false ? "option partial" : "option whole")) {
          HTML.void(
            "input",
            [
              Attribute("type", "radio"), Attribute("name", "pickup"), Attribute("value", point.id.rawValue.uuidString),
              Attribute("checked", present: state.pickupPointID == point.id),
            ])
          el("span", .class("option-text")) {
            el("strong") { point.name }
            el("span") { point.address }
            if let phone = point.phone { el("span") { phone } }
            // NB: the server says whether the shop holds the whole cart; a partial one is refused at purchase.
            switch point.holdsWholeCart {
            case true?: el("span", .class("stock")) { ctx.t(.checkoutPickupPointHoldsAll) }
            case false?: el("span", .class("stock out")) { ctx.t(.checkoutPickupPointHoldsPart) }
            case nil: HTML.empty
            }
          }
        }
      }
    }
  }

  private static func recipient(_ ctx: PageContext, _ state: CheckoutScreen.State) -> HTML {
    el("fieldset", .class("checkout-group")) {
      el("legend") { ctx.t(.checkoutRecipient) }
      suggested(ctx, state, .surname, label: ctx.t(.profileSurname), autocomplete: "family-name")
      suggested(ctx, state, .name, label: ctx.t(.profileName), autocomplete: "given-name")
      suggested(ctx, state, .patronymic, label: ctx.t(.profilePatronymic), autocomplete: "additional-name")
      LoginPage.field(
        ctx, name: "phone", label: ctx.t(.profilePhone), type: "tel", value: state[.phone], error: state.errors[.phone],
        autocomplete: "tel", required: false)
      LoginPage.field(
        ctx, name: "email", label: ctx.t(.profileEmail), type: "email", value: state[.email],
        error: state.errors[.email], autocomplete: "email", required: false)
    }
  }

  /// A text field with its "suggest" button, which posts the form and opens the field's suggestions.
  static func suggested(
    _ ctx: PageContext, _ state: CheckoutScreen.State, _ field: CheckoutScreen.Field, label: String,
    autocomplete: String
  ) -> HTML {
    let name = WebRoute.name(of: field)
    let id = "field-" + name
    let error = state.errors[field]
    return el("div", .class(error == nil ? "field" : "field invalid")) {
      el("label", Attribute("for", id)) { label }
      el("div", .class("field-with-button")) {
        HTML.void(
          "input",
          [
            Attribute("id", id), Attribute("name", name), Attribute("type", "text"), Attribute("value", state[field]),
            Attribute("maxlength", "100"), Attribute("autocomplete", autocomplete),
            Attribute("aria-invalid", error == nil ? "false" : "true"),
          ] + (error == nil ? [] : [Attribute("aria-describedby", id + "-error")]))
        el(
          "button", Attribute("type", "submit"), Attribute("name", "do"), Attribute("value", "suggest:" + name),
          .class("button secondary small"), Attribute("aria-label", ctx.t(.checkoutSuggest) + ": " + label)
        ) { ctx.t(.checkoutSuggest) }
      }
      message(ctx, error, id: name)
    }
  }

  /// A radio group of offered options (delivery, payment): title and subtitle.
  private static func choice(
    _ ctx: PageContext, legend: String, name: StaticString, error: ValidationError?,
    options: [(value: String, title: String, subtitle: String, checked: Bool)]
  ) -> HTML {
    el("fieldset", .class("checkout-group")) {
      el("legend") { legend }
      message(ctx, error, id: "\(name)")
      for option in options {
        el("label", .class("option")) {
          HTML.void(
            "input",
            [
              Attribute("type", "radio"), Attribute("name", "\(name)"), Attribute("value", option.value),
              Attribute("id", "\(name)-" + option.value), Attribute("checked", present: option.checked),
            ])
          el("span", .class("option-text")) {
            el("strong") { option.title }
            if !option.subtitle.isEmpty { el("span") { option.subtitle } }
          }
        }
      }
    }
  }

  private static func message(_ ctx: PageContext, _ error: ValidationError?, id: String) -> HTML {
    guard let error else { return .empty }
    return el("p", .class("field-error"), Attribute("id", "field-" + id + "-error"), Attribute("role", "alert")) {
      ctx.localizer.message(for: error)
    }
  }
}
