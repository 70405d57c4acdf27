import MeowlsKit

extension AdminForms {
  /// A picture's upload form posted as multipart to `route` (`do=upload`, the file as `file`): the file input the
  /// script previews before it is sent, and the send button. Products' and banners' pictures share it.
  static func pictureUpload(_ ctx: AdminContext, to route: AdminRoute) -> HTML {
    post(ctx, action: "upload", to: route, class: "stack upload", multipart: true) {
      el("div", .class("field")) {
        el("label", Attribute("for", "field-file")) { ctx.t(.pictureUpload) }
        void(
          "input", Attribute("type", "file"), Attribute("id", "field-file"), Attribute("name", "file"),
          Attribute("accept", "image/jpeg,image/png,image/webp"), Attribute("required", present: true),
          Attribute("data-preview", "picture-preview"), Attribute("aria-describedby", "field-file-hint"))
        el("p", .class("hint"), Attribute("id", "field-file-hint")) { ctx.t(.pictureUploadHint) }
      }
      void(
        "img", Attribute("id", "picture-preview"), .class("preview"), Attribute("alt", ctx.t(.picturePreview)),
        Attribute("hidden", present: true))
      button(ctx.t(.pictureSend), class: "button primary")
    }
  }
}
