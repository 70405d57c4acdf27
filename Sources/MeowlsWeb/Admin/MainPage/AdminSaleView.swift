import MeowlsAPI
import MeowlsKit

/// Draws `AdminSaleScreen.State`: the sale's form, then its products (`AdminProductPicker`).
enum AdminSaleView {
  static func page(_ ctx: AdminContext, _ state: AdminSaleScreen.State, status: Int = 200) -> AdminOutcome {
    let title = state.sale?.title ?? ctx.t(.saleNew)
    let content = el("section", .class("sale-edit")) {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .mainPage)) { "← " + ctx.t(.navMainPage) } }
      el("h1") { title }
      AdminForms.refusal(ctx, state.submission.error)
      form(ctx, state)
      if let sale = state.sale {
        AdminProductPicker.section(
          ctx, title: ctx.t(.saleProductsTitle), empty: ctx.t(.saleProductsNone), named: state.items,
          chosen: sale.productIDs, lookup: state.lookup)
      }
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
}
