import MeowlsAPI
import MeowlsKit

/// The products of a sale or a collection: each named with its remove button (`remove`), then the form that adds
/// one by its article or lists the products found by words of their name (`find`), each with its add button
/// (`add`); every button posts the product's id as `product` to the page drawn.
enum AdminProductPicker {
  static func section(
    _ ctx: AdminContext, title: String, empty: String, named: [AdminNamedProduct], chosen: [Product.ID],
    lookup: AdminProductLookup
  ) -> HTML {
    el("div", .class("card stack products-picker")) {
      el("h2") { title }
      if chosen.isEmpty { el("p", .class("empty")) { empty } }
      if !named.isEmpty { table(ctx, named, caption: title, action: "remove") }
      if chosen.count > named.count {
        el("p", .class("hint")) { ctx.t(.saleProductsMore, String(chosen.count - named.count)) }
      }
      AdminForms.post(ctx, action: "find", class: "row lookup") {
        AdminForms.field(
          "lookup", label: ctx.t(.saleLookup), value: lookup.text, required: true, maxlength: 100,
          hint: ctx.t(.saleLookupHint))
        AdminForms.button(ctx.t(.saleFind), class: "button")
      }
      if let found = lookup.found {
        el("h3") { ctx.t(.saleFound) }
        if found.isEmpty { el("p", .class("empty")) { ctx.t(.saleFoundNone) } }
        let items = found.filter { !chosen.contains($0.id) }.map {
          AdminNamedProduct(article: $0.article.rawValue, id: $0.id, name: $0.name)
        }
        if !items.isEmpty { table(ctx, items, caption: ctx.t(.saleFound), action: "add") }
      }
    }
  }

  private static func table(_ ctx: AdminContext, _ items: [AdminNamedProduct], caption: String, action: String)
    -> HTML
  {
    el("table", .class("list")) {
      el("caption", .class("visually-hidden")) { caption }
      el("thead") {
        el("tr") {
          for label in [ctx.t(.productArticle), ctx.t(.productName), ctx.t(.categoryActions)] {
            el("th", Attribute("scope", "col")) { label }
          }
        }
      }
      el("tbody") {
        for item in items {
          el("tr") {
            el("td") { el("code") { item.article } }
            el("td") { el("a", AdminLayout.href(ctx, .product(item.id))) { item.name } }
            el("td", .class("row-actions")) {
              AdminForms.post(ctx, action: action, fields: [("product", item.id.uuidString)]) {
                AdminForms.button(
                  action == "add" ? ctx.t(.saleAdd) : ctx.t(.saleRemove),
                  class: action == "add" ? "button small primary" : "button small",
                  ariaLabel: action == "add" ? ctx.t(.saleAddLabel, item.name) : ctx.t(.saleRemoveLabel, item.name))
              }
            }
          }
        }
      }
    }
  }
}
