import MeowlsAPI
import MeowlsKit

/// The banner form's parts beside its text fields: the categories a `categories` banner shows (a box for each
/// category of the tree) and the banner's own picture (the current one, then a file input posted as multipart).
enum AdminBannerPicture {
  /// A box for each category not archived, ticked as the form holds them; the marker field tells an empty list
  /// from a form without the boxes.
  static func categories(_ ctx: AdminContext, _ state: AdminBannerScreen.State) -> HTML {
    let chosen = Set(state.form.categoryIDs)
    return el("fieldset", .class("stack categories-shown"), Attribute("aria-describedby", "shown-hint")) {
      el("legend") { ctx.t(.bannerCategories) }
      el("p", .class("hint"), Attribute("id", "shown-hint")) { ctx.t(.bannerCategoriesHint) }
      void("input", Attribute("type", "hidden"), Attribute("name", "shown_posted"), Attribute("value", "1"))
      el("ul", .class("checks")) {
        for (index, option) in AdminCategoryNames.options(state.categories).enumerated() {
          el("li", .class("field check")) {
            void(
              "input", Attribute("type", "checkbox"), Attribute("id", "shown-\(index)"), Attribute("name", "shown"),
              Attribute("value", option.0),
              Attribute("checked", present: Category.ID(uuidString: option.0).map(chosen.contains) ?? false))
            el("label", Attribute("for", "shown-\(index)")) { option.1 }
          }
        }
      }
    }
  }

  /// The stored banner's picture now and the upload form (a new banner is saved first).
  static func section(_ ctx: AdminContext, _ state: AdminBannerScreen.State) -> HTML {
    el("div", .class("card pictures")) {
      el("h2") { ctx.t(.bannerPicture) }
      if let banner = state.banner {
        if let key = banner.imageKey {
          el("figure") {
            AdminBannerRows.thumbnail(key, alt: ctx.t(.bannerImagePreview))
            el("figcaption", .class("hint")) { ctx.t(.bannerImagePreview) }
          }
        }
        AdminForms.pictureUpload(ctx, to: .bannerPicture(banner.id))
      } else {
        el("p", .class("hint")) { ctx.t(.bannerPictureSaveFirst) }
      }
    }
  }
}
