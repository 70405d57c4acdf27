import MeowlsAPI
import MeowlsKit

/// The document around every POS page, laid out for a 1024×768 landscape touch screen: a top bar (register,
/// member, connection, lock, language), the tabs of the counter (`POSRootScreen`'s sections as pages) down the
/// left, the page in the rest. One stylesheet, one deferred script (the scanner capture and the auto-lock); the
/// pages work without it.
enum POSLayout {
  static func document(_ ctx: POSContext, title: String, content: HTML) -> HTML {
    .join([
      .doctype,
      el("html", Attribute("lang", ctx.language.rawValue)) {
        el("head") {
          void("meta", Attribute("charset", "utf-8"))
          void("meta", Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1"))
          el("title") { title + " — MEOWLS POS" }
          void("meta", Attribute("name", "robots"), Attribute("content", "noindex"))
          void("link", Attribute("rel", "icon"), Attribute("type", "image/svg+xml"), href(ctx, .asset("favicon.svg")))
          void("link", Attribute("rel", "stylesheet"), href(ctx, .asset("pos.css")))
          el("script", Attribute("src", ctx.url(.asset("pos.js"))), Attribute("defer", present: true))
        }
        el("body", attributes: bodyAttributes(ctx)) {
          el("a", Attribute("href", "#main"), .class("skip")) { ctx.t(.webSkipToContent) }
          top(ctx)
          el("div", .class("frame")) {
            if ctx.signedIn && (ctx.unlocked || ctx.register == nil) { tabs(ctx) }
            el("main", Attribute("id", "main"), .class("pos-page")) { main(ctx, content: content) }
          }
        }
      },
    ])
  }

  /// What the page's `main` holds: the last form's message and the page's content. The script's fragment answers
  /// (`WebPOS.fragmentHeader`) are exactly this, so a swapped page and a loaded one are the same markup.
  static func main(_ ctx: POSContext, content: HTML) -> HTML {
    .join([
      ctx.flash.map { flash in el("p", .class("flash"), Attribute("role", "alert")) { flash } } ?? .empty, content,
    ])
  }

  /// What the script reads: the auto-lock's limit and where it posts (only while a register is unlocked).
  private static func bodyAttributes(_ ctx: POSContext) -> [Attribute] {
    var attributes = [Attribute("class", "pos")]
    attributes.append(Attribute("data-csrf", ctx.csrfToken))
    if ctx.signedIn, ctx.unlocked, ctx.register != nil {
      attributes.append(Attribute("data-idle-lock", String(ctx.environment.idleLock.components.seconds)))
      attributes.append(Attribute("data-lock-url", ctx.url(.lock)))
    }
    return attributes
  }

  private static func top(_ ctx: POSContext) -> HTML {
    el("header", .class("pos-top")) {
      el("a", href(ctx, .home), .class("pos-logo")) { "MEOWLS POS" }
      if let register = ctx.register { el("span", .class("pos-register")) { register.name } }
      if let member = ctx.member, ctx.signedIn {
        el("span", .class("pos-member")) { name(member) + " · " + role(ctx, member.role) }
      }
      el("span", .class("pos-spacer")) {}
      if ctx.signedIn, ctx.unlocked, ctx.register != nil {
        POSForms.post(ctx, action: "lock", to: .lock) {
          POSForms.button(ctx.t(.posLockNow), class: "button ghost")
        }
      }
      languageSwitch(ctx)
    }
  }

  private static func tabs(_ ctx: POSContext) -> HTML {
    // NB: the server decides who may do what; the tabs only leave out what it always refuses the member's role
    // (deliveries and the day's report are a manager's, a courier has no register).
    let role = ctx.member?.role ?? .cashier
    let items: [(POSRoute, LocalizedString, String?)] =
      ctx.register == nil
      ? [(.courier(nil), .posTabCourier, nil), (.stock(""), .posTabStock, nil)]
      : [
        (.sale, .posTabSale, "F2"), (.shift, .posTabShift, nil), (.receipts, .posTabReceipts, nil),
        (.returns, .posTabReturn, nil), (.pickups, .posTabPickups, nil),
      ] + (role == .cashier ? [] : [(.courier(nil), .posTabCourier, nil)])
        + [(.stock(""), .posTabStock, nil)]
        + (role == .cashier ? [] : [(.dailyReport(daysBack: 0), .posTabReport, nil)])
        + [(.shifts, .posTabShifts, nil)]
    return el("nav", .class("pos-tabs"), Attribute("aria-label", ctx.t(.posTabsLabel))) {
      for (route, label, key) in items {
        el(
          "a", href(ctx, route), .class("pos-tab"), Attribute("aria-current", present: section(ctx.route) == route),
          Attribute("data-key", key ?? "")
        ) {
          ctx.t(label)
          if let key { el("kbd") { key } }
        }
      }
      POSForms.post(ctx, action: "logout", to: .lock, class: "pos-logout") {
        POSForms.button(ctx.t(.posLogOut), class: "pos-tab link")
      }
    }
  }

  /// The tab a page belongs to.
  private static func section(_ route: POSRoute) -> POSRoute {
    switch route {
    case .receipt, .printReceipt: .receipts
    case .printReturn: .returns
    case .printShift: .shifts
    case .courier: .courier(nil)
    case .stock: .stock("")
    case .dailyReport: .dailyReport(daysBack: 0)
    default: route
    }
  }

  static func role(_ ctx: POSContext, _ role: StaffRole) -> String {
    switch role {
    case .admin: ctx.t(.posRoleAdmin)
    case .cashier: ctx.t(.posRoleCashier)
    case .courier: ctx.t(.posRoleCourier)
    case .manager: ctx.t(.posRoleManager)
    }
  }

  private static func languageSwitch(_ ctx: POSContext) -> HTML {
    let other: AppLanguage = ctx.language == .ru ? .en : .ru
    return POSForms.post(ctx, action: "language", fields: [("language", other.rawValue)], class: "language") {
      el("button", Attribute("type", "submit"), Attribute("lang", other.rawValue), .class("button ghost")) {
        Localizer(language: other).string(.commonLanguageName)
      }
    }
  }

  /// A member as the register names them: their name, else their phone.
  static func name(_ member: StaffMember) -> String { member.name ?? member.phone }

  static func href(_ ctx: POSContext, _ route: POSRoute) -> Attribute { Attribute("href", ctx.url(route)) }
}
