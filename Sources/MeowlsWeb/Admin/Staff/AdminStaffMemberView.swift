import MeowlsAPI
import MeowlsKit

/// Draws one staff member: who they are, then for an admin the forms that change them (role and shop, password,
/// PIN) and their disable or enable.
enum AdminStaffMemberView {
  static func member(
    _ ctx: AdminContext, _ member: StaffMember, shops: [AdminStaffMemberScreen.ShopChoice],
    errors: AdminStaffMemberPage.Errors
  ) -> HTML {
    let disabled = member.disabled == true
    let name = member.name ?? member.phone
    return .join([
      el("dl", .class("card facts")) {
        el("dt") { ctx.t(.staffPhone) }
        el("dd") { member.phone }
        el("dt") { ctx.t(.staffRole) }
        el("dd") { AdminLayout.role(ctx, member.role) }
        el("dt") { ctx.t(.staffShop) }
        el("dd") { member.shop?.name ?? ctx.t(.staffNoShop) }
        el("dt") { ctx.t(.staffHasPIN) }
        el("dd") { member.hasPIN ? ctx.t(.yes) : ctx.t(.no) }
      },
      ctx.isAdmin
        ? .join([
          AdminForms.post(ctx, action: "place", class: "card stack") {
            el("h2") { ctx.t(.staffPlaceTitle) }
            el("div", .class("grid two")) {
              roleChoice(ctx, member.role)
              shopChoice(ctx, member.shop?.id, shops: shops, none: member.shop == nil, error: errors[.shop, nil])
            }
            el("div", .class("actions")) { AdminForms.button(ctx.t(.staffPlaceSave), class: "button primary") }
          },
          AdminForms.post(ctx, action: "password", class: "card stack") {
            password(ctx, error: errors[.password, .staffPasswordRequired], hint: ctx.t(.staffPasswordHint))
            el("div", .class("actions")) { AdminForms.button(ctx.t(.staffPasswordSave), class: "button") }
          },
          AdminForms.post(ctx, action: "pin", class: "card stack") {
            pin(ctx, required: true, error: errors[.pin, .staffPINInvalid], hint: ctx.t(.staffPINChangeHint))
            el("div", .class("actions")) { AdminForms.button(ctx.t(.staffPINSave), class: "button") }
          },
          el("div", .class("card danger-zone")) {
            el("h2") { disabled ? ctx.t(.enable) : ctx.t(.disable) }
            el("p", .class("hint")) { disabled ? ctx.t(.staffEnableHint) : ctx.t(.staffDisableHint) }
            AdminForms.post(
              ctx, action: disabled ? "enable" : "disable", confirm: disabled ? nil : ctx.t(.staffDisableConfirm, name)
            ) {
              AdminForms.button(
                disabled ? ctx.t(.enable) : ctx.t(.disable), class: disabled ? "button" : "button danger",
                ariaLabel: disabled ? ctx.t(.enableLabel, name) : ctx.t(.disableLabel, name))
            }
          },
        ]) : .empty,
    ])
  }

  static func roleChoice(_ ctx: AdminContext, _ role: StaffRole) -> HTML {
    AdminForms.select(
      "role", label: ctx.t(.staffRole), options: StaffRole.allCases.map { ($0.rawValue, AdminLayout.role(ctx, $0)) },
      selected: role.rawValue)
  }

  /// The shops to choose from, a closed one labelled so; `none` offers "no shop" too (a member with a shop cannot be
  /// left without one).
  static func shopChoice(
    _ ctx: AdminContext, _ shop: Shop.ID?, shops: [AdminStaffMemberScreen.ShopChoice], none: Bool, error: String?
  ) -> HTML {
    AdminForms.select(
      "shop", label: ctx.t(.staffShop),
      options: (none ? [("", ctx.t(.staffNoShop))] : [])
        + shops.map { ($0.id.uuidString, $0.closed ? $0.name + " · " + ctx.t(.shopClosed) : $0.name) },
      selected: shop?.uuidString ?? "", error: error)
  }

  static func password(_ ctx: AdminContext, error: String?, hint: String? = nil) -> HTML {
    AdminForms.field(
      "password", label: ctx.t(.staffPassword), value: "", type: "password", error: error, required: true,
      autocomplete: "new-password", hint: hint)
  }

  static func pin(_ ctx: AdminContext, required: Bool, error: String?, hint: String? = nil) -> HTML {
    AdminForms.field(
      "pin", label: ctx.t(.staffPIN), value: "", type: "password", error: error, required: required, maxlength: 6,
      inputmode: "numeric", hint: hint ?? ctx.t(.staffPINHint))
  }
}
