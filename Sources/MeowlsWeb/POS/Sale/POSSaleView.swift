import MeowlsAPI
import MeowlsKit

/// The sale page as the screen's state draws it: the code field and the search on top, the basket, and the total
/// with "Pay" (F10), "Cash" (F8), "Card" (F9), "Cancel line" (F7) on the right; the weight, payment, PIN and
/// receipt forms in place of the basket's controls in their phases.
enum POSSaleView {
  static func page(_ ctx: POSContext, _ state: POSSaleScreen.State) -> POSOutcome {
    // NB: `data-swap` tells the script that this page's forms may be answered as `main` alone (the fragment answer,
    // `WebPOS.fragmentHeader`): a scan or a payment is swapped into the page rather than loading it.
    let content = el("section", .class("sale"), Attribute("data-swap", ctx.url(.sale))) {
      el("h1", .class("visually-hidden")) { ctx.t(.posTabSale) }
      POSAlert.connection(ctx, state.connection)
      POSAlert.show(ctx, state.alert)
      el("div", .class("sale-grid")) {
        el("div", .class("sale-main")) {
          switch state.phase {
          case .basket: entry(ctx, state)
          case .weighing(let scanned, let grams): weighing(ctx, scanned, grams)
          case .paying, .submitting: POSPaymentView.form(ctx, state)
          case .approving(let prompt): POSPaymentView.approval(ctx, prompt)
          case .done(let submission): POSPaymentView.done(ctx, submission)
          }
          if case .done = state.phase {} else { basket(ctx, state) }
        }
        summary(ctx, state)
      }
    }
    return .page(title: ctx.t(.posTabSale), content: content)
  }

  /// The code field (typed codes; the script also posts scanned ones to this form) and the name search.
  private static func entry(_ ctx: POSContext, _ state: POSSaleScreen.State) -> HTML {
    el("div", .class("entry")) {
      el(
        "form", Attribute("method", "post"), Attribute("action", ctx.url(.sale)), .class("row code-form"),
        Attribute("data-scan-url", ctx.url(.sale))
      ) {
        POSForms.hidden("csrf", ctx.csrfToken)
        POSForms.hidden("do", "code")
        POSForms.field(
          "code", label: ctx.t(.posSaleCode), value: state.scanner.text, inputmode: "numeric", autofocus: true,
          maxlength: 40)
        POSForms.button(ctx.t(.posSaleAdd), class: "button primary", shortcut: "Enter")
      }
      el("form", Attribute("method", "post"), Attribute("action", ctx.url(.sale)), .class("row search-form")) {
        POSForms.hidden("csrf", ctx.csrfToken)
        POSForms.hidden("do", "search")
        POSForms.field("q", label: ctx.t(.posSaleSearch), value: state.search.query, type: "search", maxlength: 100)
        POSForms.button(ctx.t(.posSaleFind), class: "button")
      }
      if let error = state.search.error { el("p", .class("form-error")) { ctx.message(error) } }
      if !state.search.results.isEmpty {
        el("ul", .class("results"), Attribute("aria-label", ctx.t(.posSaleResults))) {
          for item in state.search.results.prefix(12) {
            el("li") {
              POSForms.post(ctx, action: "pick", fields: [("item", item.id.rawValue.uuidString)]) {
                el("button", Attribute("type", "submit"), .class("result")) {
                  el("span") { item.name }
                  el("span", .class("num")) {
                    ctx.money(item.price) + (item.isSoldByWeight ? " / " + ctx.t(.posPerKilogram) : "")
                  }
                }
              }
            }
          }
        }
      } else if state.search.query.count >= 2, state.search.request == nil, state.search.error == nil {
        el("p", .class("lead")) { ctx.t(.posSaleNothingFound) }
      }
    }
  }

  private static func weighing(_ ctx: POSContext, _ scanned: ScannedItem, _ grams: String) -> HTML {
    el("div", .class("pos-card narrow")) {
      el("h2") { ctx.t(.posSaleWeigh, scanned.item.name) }
      el("p", .class("lead")) { ctx.money(scanned.item.price) + " / " + ctx.t(.posPerKilogram) }
      POSForms.post(ctx, action: "weight", class: "form") {
        POSForms.field(
          "grams", label: ctx.t(.posSaleGrams), value: grams, inputmode: "numeric", autofocus: true, maxlength: 5,
          keypad: true)
        POSForms.button(ctx.t(.posSaleAddWeighed), class: "button big primary", shortcut: "Enter")
        POSForms.keypad(ctx, target: "grams")
      }
      POSForms.post(ctx, action: "weightCancel") { POSForms.button(ctx.t(.commonCancel), class: "button ghost") }
    }
  }

  private static func basket(_ ctx: POSContext, _ state: POSSaleScreen.State) -> HTML {
    let quoted = state.currentQuote
    let editable = state.phase == .basket
    return el("div", .class("basket")) {
      if state.lines.isEmpty {
        el("p", .class("basket-empty")) { ctx.t(.posSaleEmpty) }
      } else {
        el("table") {
          el("caption", .class("visually-hidden")) { ctx.t(.posSaleBasket) }
          el("thead") {
            el("tr") {
              el("th", Attribute("scope", "col")) { ctx.t(.posSaleItem) }
              el("th", Attribute("scope", "col")) { ctx.t(.posSaleQuantity) }
              el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posSaleLineTotal) }
              if editable { el("th", Attribute("scope", "col")) { ctx.t(.posSaleLineActions) } }
            }
          }
          el("tbody") {
            for (index, line) in state.lines.enumerated() {
              POSBasketLine.row(
                ctx, line, priced: quoted.flatMap { index < $0.lines.count ? $0.lines[index] : nil },
                editable: editable, last: index == state.lines.count - 1)
            }
          }
        }
      }
      if !state.pendingCodes.isEmpty { el("p", .class("lead"), Attribute("role", "status")) { ctx.t(.posLoading) } }
    }
  }

  /// The totals and the payment keys; in the basket phase also the basket's discount, promo code and customer.
  private static func summary(_ ctx: POSContext, _ state: POSSaleScreen.State) -> HTML {
    el("aside", .class("pos-card summary"), Attribute("aria-label", ctx.t(.posSaleTotal))) {
      if let quote = state.currentQuote {
        el("dl") {
          el("dt") { ctx.t(.posSaleSubtotal) }
          el("dd") { ctx.money(quote.subtotal) }
          for discount in quote.discounts {
            el("dt") { discount.title }
            el("dd") { "−" + ctx.money(discount.amount) }
          }
        }
        el("p", .class("total"), Attribute("aria-live", "polite")) { ctx.t(.posSaleTotalIs, ctx.money(quote.total)) }
      } else if let error = state.quoteError {
        el("p", .class("form-error")) { ctx.message(error) }
      } else if !state.lines.isEmpty {
        el("p", .class("lead")) { ctx.t(.posLoading) }
      }
      if state.phase == .basket {
        el("div", .class("pay-keys")) {
          POSForms.post(ctx, action: "pay") {
            POSForms.button(ctx.t(.posSalePay), class: "button big primary", shortcut: "F10", disabled: !state.canPay)
          }
          el("div", .class("row")) {
            POSForms.post(ctx, action: "cash") {
              POSForms.button(ctx.t(.posTenderCash), class: "button", shortcut: "F8", disabled: !state.canPay)
            }
            POSForms.post(ctx, action: "card") {
              POSForms.button(
                ctx.t(.posTenderCard), class: "button", shortcut: "F9",
                disabled: !state.canPay || !state.connection.isOnline)
            }
          }
          POSForms.post(ctx, action: "removeLast") {
            POSForms.button(
              ctx.t(.posSaleCancelLine), class: "button danger", shortcut: "F7", disabled: state.lines.isEmpty)
          }
        }
        POSSaleExtras.forms(ctx, state)
      }
    }
  }
}
