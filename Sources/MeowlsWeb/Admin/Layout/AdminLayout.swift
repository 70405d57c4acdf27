import MeowlsAPI
import MeowlsKit

/// The document around every back-office page, laid out for a desktop first: a top bar (the shop, the member,
/// the language, sign out), the sections down the left, the page in the rest. One stylesheet, one deferred script
/// (the picture preview and the confirmations); the pages work without it.
enum AdminLayout {
  static func document(_ ctx: AdminContext, title: String, content: HTML) -> HTML {
    .join([
      .doctype,
      el("html", Attribute("lang", ctx.language.rawValue)) {
        el("head") {
          void("meta", Attribute("charset", "utf-8"))
          void("meta", Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1"))
          el("title") { title + " — MEOWLS " + ctx.t(.title) }
          void("meta", Attribute("name", "robots"), Attribute("content", "noindex"))
          void("link", Attribute("rel", "icon"), Attribute("type", "image/svg+xml"), href(ctx, .asset("favicon.svg")))
          void("link", Attribute("rel", "stylesheet"), href(ctx, .asset("admin.css")))
          el("script", Attribute("src", ctx.url(.asset("admin.js"))), Attribute("defer", present: true))
        }
        el("body", .class("admin")) {
          el("a", Attribute("href", "#main"), .class("skip")) { ctx.t(.webSkipToContent) }
          top(ctx)
          el("div", .class(ctx.signedIn ? "frame" : "frame bare")) {
            if ctx.signedIn { sections(ctx) }
            el("main", Attribute("id", "main"), .class("admin-page")) {
              if let flash = ctx.flash { el("p", .class("flash"), Attribute("role", "status")) { flash } }
              content
            }
          }
        }
      },
    ])
  }

  private static func top(_ ctx: AdminContext) -> HTML {
    el("header", .class("admin-top")) {
      el("a", href(ctx, .home), .class("admin-logo")) { "MEOWLS " + ctx.t(.title) }
      el("span", .class("spacer")) {}
      if ctx.signedIn, let member = ctx.member {
        el("span", .class("admin-member")) { (member.name ?? member.phone) + " · " + role(ctx, member.role) }
      }
      languageSwitch(ctx)
      if ctx.signedIn {
        AdminForms.post(ctx, action: "logout", to: .logout) {
          AdminForms.button(ctx.t(.signOut), class: "button ghost")
        }
      }
    }
  }

  private static func sections(_ ctx: AdminContext) -> HTML {
    // NB: the API decides who may do what; the menu only leaves out what it always refuses a manager (the
    // catalogue's changes, the imports of feeds, the promo codes, the audit log are an admin's).
    let items: [(AdminRoute, AdminString)] =
      [(.productList, .navProducts), (.categories, .navCategories)]
      + (ctx.isAdmin ? [(.imports, .navImports)] : [])
      + [(.orders(AdminOrdersScreen.Search(), page: 1), .navOrders)]
      + (ctx.isAdmin ? [(.promoCodeList, .navPromoCodes)] : [])
      + [(.staffList, .navStaff)]
      + (ctx.isAdmin ? [(.audit(action: "", actor: "", subject: "", page: 1), .navAudit)] : [])
    // NB: the main page is the chain's, so the API lets admins alone change it.
    let labelled = items.map { ($0.0, ctx.t($0.1)) }
    // NB: the places go after the staff (their registers are where the staff work); a manager reads them too.
    let staff = (labelled.firstIndex { $0.0 == .staffList } ?? labelled.count - 1) + 1
    let places: [(AdminRoute, String)] = [(.shops, ctx.t(.navShops)), (.cities, ctx.t(.navCities))]
    let withPlaces = Array(labelled.prefix(staff)) + places + labelled.dropFirst(staff)
    let entries =
      withPlaces.prefix(2) + (ctx.isAdmin ? [(.mainPage, ctx.t(.navMainPage))] : []) + withPlaces.dropFirst(2)
    return el("nav", .class("admin-nav"), Attribute("aria-label", ctx.t(.navLabel))) {
      el("ul") {
        for (route, label) in entries {
          el("li") {
            el("a", href(ctx, route), Attribute("aria-current", present: section(ctx.route) == section(route))) {
              label
            }
          }
        }
      }
    }
  }

  /// The menu entry a page belongs to.
  private static func section(_ route: AdminRoute) -> String {
    switch route {
    case .products, .product, .newProduct, .stock, .pictures: "products"
    case .orders, .order: "orders"
    case .audit: "audit"
    case .categories: "categories"
    case .mainPage, .banner, .bannerPicture, .newBanner, .sale, .newSale: "main-page"
    case .imports, .importFile: "imports"
    case .promoCodes, .promoCode, .newPromoCode: "promo"
    case .staff, .staffMember, .newStaffMember: "staff"
    case .shops, .shop, .newShop: "shops"
    case .cities, .city, .newCity: "cities"
    default: ""
    }
  }

  static func role(_ ctx: AdminContext, _ role: StaffRole) -> String {
    switch role {
    case .admin: ctx.t(.posRoleAdmin)
    case .cashier: ctx.t(.posRoleCashier)
    case .courier: ctx.t(.posRoleCourier)
    case .manager: ctx.t(.posRoleManager)
    }
  }

  private static func languageSwitch(_ ctx: AdminContext) -> HTML {
    let other: AppLanguage = ctx.language == .ru ? .en : .ru
    return AdminForms.post(ctx, action: "language", fields: [("language", other.rawValue)], class: "language") {
      el("button", Attribute("type", "submit"), Attribute("lang", other.rawValue), .class("button ghost")) {
        Localizer(language: other).string(.commonLanguageName)
      }
    }
  }

  static func href(_ ctx: AdminContext, _ route: AdminRoute) -> Attribute { Attribute("href", ctx.url(route)) }
}
