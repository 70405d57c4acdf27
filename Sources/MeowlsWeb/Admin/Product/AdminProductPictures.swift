import MeowlsAPI
import MeowlsKit

/// A product's pictures: each with its place, up and down buttons (the first is the one lists show) and delete,
/// then the upload form, whose file input the script previews before it is sent.
enum AdminProductPictures {
  static func section(_ ctx: AdminContext, _ product: AdminProduct) -> HTML {
    let pictures = product.pictures ?? []
    return el("div", .class("card pictures")) {
      el("h2") { ctx.t(.picturesTitle) }
      if pictures.isEmpty { el("p", .class("empty")) { ctx.t(.picturesNone) } }
      el("ol", .class("picture-list")) {
        for (index, picture) in pictures.enumerated() {
          el("li") {
            void(
              "img", .safeURL("src", picture.image.medium ?? picture.image.original ?? ""),
              Attribute("alt", ctx.t(.pictureAlt, String(index + 1), product.name)), Attribute("width", "160"),
              Attribute("height", "160"))
            el("div", .class("picture-actions")) {
              AdminForms.post(ctx, action: "picture-up", fields: [("picture", picture.id)]) {
                AdminForms.button(
                  "↑", class: "button small", disabled: index == 0,
                  ariaLabel: ctx.t(.pictureUp, String(index + 1)))
              }
              AdminForms.post(ctx, action: "picture-down", fields: [("picture", picture.id)]) {
                AdminForms.button(
                  "↓", class: "button small", disabled: index == pictures.count - 1,
                  ariaLabel: ctx.t(.pictureDown, String(index + 1)))
              }
              AdminForms.post(
                ctx, action: "picture-delete", fields: [("picture", picture.id)], confirm: ctx.t(.pictureDeleteConfirm)
              ) {
                AdminForms.button(
                  ctx.t(.delete), class: "button small danger", ariaLabel: ctx.t(.pictureDelete, String(index + 1)))
              }
            }
          }
        }
      }
      AdminForms.pictureUpload(ctx, to: .pictures(product.id))
    }
  }
}
