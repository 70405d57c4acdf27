import MeowlsAPI
import MeowlsKit

/// The product form's categories past the first (whose select stands before this): a ticked box for each other
/// category the product is listed in (untick to take it out), then a choice of one more leaf to add. Saved with the
/// form, so nothing here needs a script.
enum AdminProductCategories {
  static func more(_ ctx: AdminContext, _ state: AdminProductScreen.State) -> HTML {
    let names = AdminCategoryNames(state.categories)
    let others = Array(state.form.categoryIDs.dropFirst())
    return el("fieldset", .class("stack categories-more"), Attribute("aria-describedby", "categories-more-hint")) {
      el("legend") { ctx.t(.productCategoriesMore) }
      el("p", .class("hint"), Attribute("id", "categories-more-hint")) { ctx.t(.productCategoriesMoreHint) }
      void("input", Attribute("type", "hidden"), Attribute("name", "categories_posted"), Attribute("value", "1"))
      if !others.isEmpty {
        el("ul", .class("checks")) {
          for (index, id) in others.enumerated() {
            el("li", .class("field check")) {
              void(
                "input", Attribute("type", "checkbox"), Attribute("id", "category-more-\(index)"),
                Attribute("name", "categories"), Attribute("value", id.uuidString), Attribute("checked", present: true))
              el("label", Attribute("for", "category-more-\(index)")) { names.name(id) ?? id.uuidString }
            }
          }
        }
      }
      AdminForms.select(
        "category_add", label: ctx.t(.productCategoryAdd),
        options: [("", ctx.t(.productCategoryAddNone))]
          + AdminCategoryNames.options(state.categories, choices: state.addableLeaves),
        selected: "")
    }
  }
}
