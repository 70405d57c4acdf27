import MeowlsAPI
import MeowlsKit

/// Draws `AdminBannerScreen.State`: where the banner stands, its title and picture, where it leads. Without a
/// script every field shows; the lead chosen says which of them count.
enum AdminBannerView {
  static func page(_ ctx: AdminContext, _ state: AdminBannerScreen.State, status: Int = 200) -> AdminOutcome {
    let form = state.form
    let title =
      state.banner.map { $0.title.flatMap { $0.isEmpty ? nil : $0 } ?? ctx.t(.bannerUntitled) }
      ?? ctx.t(.bannerNew)
    let problems = state.problems
    let submission = state.submission
    func refused(_ field: String) -> String? {
      submission.refuses(field) ? submission.error.map(ctx.localizer.message(for:)) : nil
    }
    let content = el("section", .class("banner-edit")) {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .mainPage)) { "← " + ctx.t(.navMainPage) } }
      el("h1") { title }
      if let parent = state.parent {
        el("p", .class("hint")) { ctx.t(.bannerChildOf, parent.title ?? ctx.t(.bannerUntitled)) }
      }
      AdminForms.refusal(ctx, state.submission.error)
      AdminForms.post(ctx, action: "save", class: "card stack banner-form") {
        el("div", .class("grid two")) {
          if state.parentID == nil {
            AdminForms.select(
              "place", label: ctx.t(.bannerPlace),
              options: PlaceType.allCases.map { ($0.rawValue, AdminBannerRows.place(ctx, $0)) },
              selected: form.placeType?.rawValue ?? "",
              error: problems.contains(.placeType) ? ctx.t(.bannerPlaceRequired) : refused("place_type"))
          }
          AdminForms.field(
            "title", label: ctx.t(.bannerTitle), value: form.title, error: refused("title"), maxlength: 200)
          AdminForms.field(
            "image", label: ctx.t(.bannerImage), value: form.imageKey, error: refused("image_key"),
            hint: ctx.t(.bannerImageHint))
        }
        el("fieldset", .class("stack")) {
          el("legend") { ctx.t(.bannerLead) }
          lead(ctx, state, refused: refused)
        }
        if state.parentID == nil { AdminBannerPicture.categories(ctx, state) }
        AdminForms.button(ctx.t(.save), class: "button primary")
      }
      AdminBannerPicture.section(ctx, state)
      if let collection = state.collection {
        AdminProductPicker.section(
          ctx, title: ctx.t(.bannerProductsTitle), empty: ctx.t(.bannerProductsNone), named: state.items,
          chosen: collection.productIDs, lookup: state.lookup)
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func lead(_ ctx: AdminContext, _ state: AdminBannerScreen.State, refused: (String) -> String?)
    -> HTML
  {
    let form = state.form
    let problems = state.problems
    let leads: [(AdminBannerForm.Lead, MainPageString)] = [
      (.none, .bannerLeadNone), (.sale, .bannerLeadSale), (.collection, .bannerLeadCollection),
    ]
    return el("div", .class("grid two")) {
      AdminForms.select(
        "lead", label: ctx.t(.bannerLeadKind), options: leads.map { ($0.0.rawValue, ctx.t($0.1)) },
        selected: form.lead.rawValue, id: "field-lead")
      AdminForms.select(
        "sale", label: ctx.t(.bannerSale),
        options: [("", ctx.t(.bannerChooseSale))]
          + state.sales.map { ($0.id.uuidString, $0.title + " (" + $0.code + ")") },
        selected: form.saleID?.uuidString ?? "",
        error: problems.contains(.sale) ? ctx.t(.bannerSaleRequired) : refused("redirect.sale_id"))
      AdminForms.field(
        "collection", label: ctx.t(.bannerCollectionName), value: form.collectionName,
        error: problems.contains(.collectionName) ? ctx.t(.bannerCollectionNameRequired) : refused("redirect.name"),
        maxlength: 100)
      AdminForms.select(
        "category", label: ctx.t(.bannerCollectionCategory),
        options: [("", ctx.t(.bannerAnyCategory))] + AdminCategoryNames.options(state.categories),
        selected: form.categoryID?.uuidString ?? "",
        error: problems.contains(.collectionTarget)
          ? ctx.t(.bannerCollectionTargetRequired) : refused("redirect.category_id"))
      AdminForms.field(
        "query", label: ctx.t(.bannerQuery), value: form.query, error: refused("redirect.query"), maxlength: 200)
      AdminForms.field("url", label: ctx.t(.bannerURL), value: form.url, error: refused("redirect.url"), maxlength: 500)
    }
  }
}
