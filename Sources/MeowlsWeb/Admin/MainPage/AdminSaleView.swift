import MeowlsAPI
import MeowlsKit

/// Draws `AdminSaleScreen.State`: the sale's form, then its products with their remove buttons and the form that
/// adds one by its article or lists the products found by words of their name.
enum AdminSaleView {
  static func page(_ ctx: AdminContext, _ state: AdminSaleScreen.State, status: Int = 200) -> AdminOutcome {
    let title = state.sale?.title ?? ctx.t(.saleNew)
    let content = el("section", .class("sale-edit")) {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .mainPage)) { "← " + ctx.t(.navMainPage) } }
      el("h1") { title }
      AdminForms.refusal(ctx, state.submission.error)
      form(ctx, state)
      if let sale = state.sale { products(ctx, state, sale) }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func form(_ ctx: AdminContext, _ state: AdminSaleScreen.State) -> HTML {
    let form = state.form
    let submission = state.submission
    func refused(_ field: String, codes: Set<ErrorCode> = []) -> String? {
      submission.refuses(field, codes: codes) ? submission.error.map(ctx.localizer.message(for:)) : nil
    }
    func day(_ name: String, _ label: MainPageString, _ value: String, problem: Bool, refusal: String?) -> HTML {
      AdminForms.field(
        name, label: ctx.t(label), value: value, error: problem ? ctx.t(.saleDateInvalid) : refusal, required: true,
        maxlength: 10, inputmode: "numeric", hint: ctx.t(.saleDateHint), placeholder: "2027-01-31")
    }
    return AdminForms.post(ctx, action: "save", class: "card stack sale-form") {
      el("div", .class("grid two")) {
        AdminForms.field(
          "title", label: ctx.t(.saleTitle), value: form.title, error: refused("title"), required: true, maxlength: 200)
        AdminForms.field(
          "code", label: ctx.t(.saleCode), value: form.code, error: refused("code", codes: [.saleCodeTaken]),
          required: true, maxlength: 64, hint: ctx.t(.saleCodeHint))
        day(
          "start", .saleStart, form.startDate, problem: state.problems.contains(.startDate),
          refusal: refused("start_date"))
        day(
          "end", .saleEnd, form.endDate, problem: state.problems.contains(.endDate),
          refusal: refused("end_date", codes: [.invalidSaleWindow]))
        AdminForms.select(
          "type", label: ctx.t(.saleType),
          options: [(SaleType.online.rawValue, ctx.t(.saleOnline)), (SaleType.offline.rawValue, ctx.t(.saleOffline))],
          selected: form.saleType.rawValue)
        AdminForms.field(
          "image", label: ctx.t(.bannerImage), value: form.imageKey, error: refused("image_key"),
          hint: ctx.t(.bannerImageHint))
        if let key = state.sale?.imageKey {
          el("figure", .class("field")) {
            AdminBannerRows.thumbnail(key, alt: ctx.t(.bannerImagePreview))
            el("figcaption", .class("hint")) { ctx.t(.bannerImagePreview) }
          }
        }
      }
      AdminForms.field(
        "disclaimer", label: ctx.t(.saleDisclaimer), value: form.disclaimer, error: refused("disclaimer"),
        maxlength: 2000)
      AdminForms.button(ctx.t(.save), class: "button primary")
    }
  }

  private static func products(_ ctx: AdminContext, _ state: AdminSaleScreen.State, _ sale: AdminSale) -> HTML {
    el("div", .class("card stack sale-products")) {
      el("h2") { ctx.t(.saleProductsTitle) }
      if sale.productIDs.isEmpty { el("p", .class("empty")) { ctx.t(.saleProductsNone) } }
      if !state.items.isEmpty {
        table(ctx, state.items, caption: ctx.t(.saleProductsTitle), action: "remove")
      }
      if sale.productIDs.count > state.items.count {
        el("p", .class("hint")) { ctx.t(.saleProductsMore, String(sale.productIDs.count - state.items.count)) }
      }
      AdminForms.post(ctx, action: "find", class: "row lookup") {
        AdminForms.field(
          "lookup", label: ctx.t(.saleLookup), value: state.lookup, required: true, maxlength: 100,
          hint: ctx.t(.saleLookupHint))
        AdminForms.button(ctx.t(.saleFind), class: "button")
      }
      if let found = state.found {
        el("h3") { ctx.t(.saleFound) }
        if found.isEmpty { el("p", .class("empty")) { ctx.t(.saleFoundNone) } }
        let items = found.filter { !sale.productIDs.contains($0.id) }.map {
          AdminSaleScreen.Item(article: $0.article.rawValue, id: $0.id, name: $0.name)
        }
        if !items.isEmpty { table(ctx, items, caption: ctx.t(.saleFound), action: "add") }
      }
    }
  }

  private static func table(_ ctx: AdminContext, _ items: [AdminSaleScreen.Item], caption: String, action: String)
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
