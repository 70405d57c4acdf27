import MeowlsAPI
import MeowlsKit

/// The banners' table of the main page: each top-level banner, then its children a step in, with where it stands,
/// its picture, where it leads, whether shoppers see it, and its buttons.
enum AdminBannerRows {
  static func table(_ ctx: AdminContext, _ state: AdminMainPageScreen.State) -> HTML {
    let banners = (state.banners.value ?? []).sorted { $0.position < $1.position }
    guard !banners.isEmpty else { return el("p", .class("empty")) { ctx.t(.bannersNone) } }
    return el("table", .class("list tree banners")) {
      el("caption", .class("visually-hidden")) { ctx.t(.bannersTitle) }
      el("thead") {
        el("tr") {
          for label in [ctx.t(.bannerTitle), ctx.t(.bannerPlace), ctx.t(.bannerLead), ctx.t(.bannerState)] {
            el("th", Attribute("scope", "col")) { label }
          }
          el("th", Attribute("scope", "col")) { ctx.t(.categoryActions) }
        }
      }
      el("tbody") {
        for (index, banner) in banners.enumerated() {
          row(ctx, state, banner, first: index == 0, last: index == banners.count - 1)
          let children = (banner.children ?? []).sorted { $0.position < $1.position }
          for (place, child) in children.enumerated() {
            row(ctx, state, child, first: place == 0, last: place == children.count - 1)
          }
        }
      }
    }
  }

  private static func row(
    _ ctx: AdminContext, _ state: AdminMainPageScreen.State, _ banner: AdminBanner, first: Bool, last: Bool
  ) -> HTML {
    let name = banner.title.flatMap { $0.isEmpty ? nil : $0 } ?? ctx.t(.bannerUntitled)
    let fields = [("banner", banner.id.uuidString)]
    let takesChildren = banner.placeType == .bannersHorizontal || banner.placeType == .bannersVertical
    return el("tr", .class(banner.hidden ? "archived" : "")) {
      el("td", .class(banner.parentID == nil ? "depth-0" : "depth-1")) {
        el("div", .class("banner-cell")) {
          if let key = banner.imageKey { thumbnail(key, alt: "") }
          el("a", AdminLayout.href(ctx, .banner(banner.id)), Attribute("aria-label", ctx.t(.bannerEditLabel, name))) {
            name
          }
        }
      }
      el("td") { banner.parentID == nil ? place(ctx, banner.placeType) : "" }
      el("td") { lead(ctx, state, banner.redirect) }
      el("td") {
        el("span", .class(banner.hidden ? "badge muted" : "badge")) {
          banner.hidden ? ctx.t(.bannerHidden) : ctx.t(.bannerShown)
        }
      }
      el("td", .class("row-actions")) {
        AdminForms.post(ctx, action: "banner-up", fields: fields) {
          AdminForms.button("↑", class: "button small", disabled: first, ariaLabel: ctx.t(.bannerUp, name))
        }
        AdminForms.post(ctx, action: "banner-down", fields: fields) {
          AdminForms.button("↓", class: "button small", disabled: last, ariaLabel: ctx.t(.bannerDown, name))
        }
        AdminForms.post(ctx, action: banner.hidden ? "show" : "hide", fields: fields) {
          AdminForms.button(
            banner.hidden ? ctx.t(.bannerShow) : ctx.t(.bannerHide), class: "button small",
            ariaLabel: banner.hidden ? ctx.t(.bannerShowLabel, name) : ctx.t(.bannerHideLabel, name))
        }
        if takesChildren {
          el("a", AdminLayout.href(ctx, .newBanner(parent: banner.id)), .class("button small")) {
            ctx.t(.bannerAddChild)
          }
        }
        AdminForms.post(ctx, action: "banner-delete", fields: fields, confirm: ctx.t(.bannerDeleteConfirm)) {
          AdminForms.button(
            ctx.t(.delete), class: "button small danger", ariaLabel: ctx.t(.bannerDeleteLabel, name))
        }
      }
    }
  }

  /// A catalogue picture by its key, as the server serves it (`/static/catalog/192x200/<key>`).
  static func thumbnail(_ key: String, alt: String, id: String? = nil) -> HTML {
    var attributes = [
      Attribute.safeURL("src", "/static/catalog/192x200/" + key), Attribute("alt", alt), .class("thumb"),
      Attribute("width", "96"), Attribute("height", "50"),
    ]
    if let id { attributes.append(Attribute("id", id)) }
    return .void("img", attributes)
  }

  static func place(_ ctx: AdminContext, _ place: PlaceType?) -> String {
    switch place {
    case .bannersHorizontal?: ctx.t(.placeBannersHorizontal)
    case .bannersVertical?: ctx.t(.placeBannersVertical)
    case .categories?: ctx.t(.placeCategories)
    case .productsCollection?: ctx.t(.placeProductsCollection)
    case .singleBanner?: ctx.t(.placeSingleBanner)
    case nil: ""
    }
  }

  private static func lead(_ ctx: AdminContext, _ state: AdminMainPageScreen.State, _ redirect: AdminBannerRedirect?)
    -> HTML
  {
    switch redirect?.type {
    case .object?:
      guard let sale = state.sale(redirect?.saleID) else { return .text(ctx.t(.bannerLeadsNone)) }
      return el("a", AdminLayout.href(ctx, .sale(sale.id))) { ctx.t(.bannerLeadsSale, sale.title) }
    case .productsCollection?: return .text(ctx.t(.bannerLeadsCollection, redirect?.name ?? ""))
    case nil: return .text(ctx.t(.bannerLeadsNone))
    }
  }
}
