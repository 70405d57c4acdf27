import MeowlsAPI
import MeowlsKit

/// One line of the basket: the item, its count with − and + (or its weight), its discount, the priced total, and
/// "remove".
enum POSBasketLine {
  static func row(
    _ ctx: POSContext, _ line: POSSaleScreen.BasketLine, priced: ReceiptLine?, editable: Bool, last: Bool
  ) -> HTML {
    let id = String(line.id)
    return el("tr", attributes: [Attribute("id", "line-" + id)] + (last ? [Attribute("data-last", "1")] : [])) {
      el("td") {
        el("span", .class("line-name")) { line.item.name }
        el("br")
        el("small", .class("lead")) {
          line.item.article.rawValue + " · "
            + ctx.money(line.item.price) + (line.item.isSoldByWeight ? " / " + ctx.t(.posPerKilogram) : "")
        }
        if let discount = line.discount { el("small", .class("status")) { text(ctx, discount) } }
      }
      el("td") {
        if let grams = line.grams {
          ctx.t(.posSaleGramsValue, String(grams))
        } else if editable {
          POSForms.post(ctx, action: "count", fields: [("line", id)], class: "qty-form") {
            el(
              "button", Attribute("type", "submit"), Attribute("name", "step"), Attribute("value", "-"),
              .class("button small"), Attribute("aria-label", ctx.t(.posSaleLess, line.item.name))
            ) { "−" }
            el("label", Attribute("for", "count-" + id), .class("visually-hidden")) {
              ctx.t(.posSaleQuantity) + " " + line.item.name
            }
            HTML.void(
              "input",
              [
                Attribute("id", "count-" + id), Attribute("name", "count"), Attribute("value", String(line.count)),
                Attribute("inputmode", "numeric"), Attribute("maxlength", "4"), .class("qty"),
              ])
            el(
              "button", Attribute("type", "submit"), Attribute("name", "step"), Attribute("value", "+"),
              .class("button small"), Attribute("aria-label", ctx.t(.posSaleMore, line.item.name))
            ) { "+" }
          }
        } else {
          String(line.count)
        }
      }
      el("td", .class("num")) {
        if let priced {
          ctx.money(priced.total)
          if !(priced.discount == .zero) { el("br"); el("small") { "−" + ctx.money(priced.discount) } }
        } else {
          "…"
        }
      }
      if editable {
        el("td", .class("line-actions")) {
          POSForms.post(ctx, action: "lineDiscount", fields: [("line", id)], class: "row discount-form") {
            el("label", Attribute("for", "discount-" + id), .class("visually-hidden")) {
              ctx.t(.posSaleLineDiscount, line.item.name)
            }
            HTML.void(
              "input",
              [
                Attribute("id", "discount-" + id), Attribute("name", "percent"),
                Attribute("value", line.discount?.percent.map(String.init) ?? ""), Attribute("inputmode", "numeric"),
                Attribute("maxlength", "3"), Attribute("placeholder", "%"), .class("qty"),
              ])
            POSForms.button("%", class: "button small")
          }
          POSForms.post(ctx, action: "remove", fields: [("line", id)]) {
            el(
              "button", Attribute("type", "submit"), .class("button small danger"),
              Attribute("aria-label", ctx.t(.posSaleRemove, line.item.name))
            ) { "✕" }
          }
        }
      }
    }
  }

  static func text(_ ctx: POSContext, _ discount: SaleDiscount) -> String {
    if let percent = discount.percent { return ctx.t(.posSaleDiscountPercent, String(percent)) }
    return ctx.t(.posSaleDiscountAmount, discount.amount.map(ctx.money) ?? "")
  }
}

/// The basket's own discount, the promo code and the customer's phone (the last two online only), and "clear".
enum POSSaleExtras {
  static func forms(_ ctx: POSContext, _ state: POSSaleScreen.State) -> HTML {
    el("details", .class("extras")) {
      el("summary") { ctx.t(.posSaleMore2) }
      POSForms.post(ctx, action: "discount", class: "form") {
        POSForms.field(
          "percent", label: ctx.t(.posSaleBasketDiscount), value: state.basketDiscount?.percent.map(String.init) ?? "",
          inputmode: "numeric", maxlength: 3)
        POSForms.button(ctx.t(.posSaleApply), class: "button small")
      }
      if state.connection.isOnline {
        POSForms.post(ctx, action: state.appliedPromo == nil ? "promo" : "promoRemove", class: "form") {
          POSForms.field(
            "promo", label: ctx.t(.cartPromoCode), value: state.appliedPromo ?? state.promoCode,
            error: state.promoError.map(ctx.message), maxlength: 40)
          POSForms.button(
            state.appliedPromo == nil ? ctx.t(.posSaleApply) : ctx.t(.cartRemove), class: "button small")
        }
        POSForms.post(ctx, action: "customer", class: "form") {
          POSForms.field(
            "phone", label: ctx.t(.posSaleCustomer), value: state.customerPhone, type: "tel", inputmode: "tel",
            maxlength: 40)
          POSForms.button(ctx.t(.posSaleApply), class: "button small")
        }
      } else {
        el("p", .class("lead")) { ctx.t(.posSaleOfflineExtras) }
      }
      POSForms.post(ctx, action: "clear") {
        POSForms.button(ctx.t(.posSaleClear), class: "button small danger", disabled: state.lines.isEmpty)
      }
    }
  }
}
