import MeowlsAPI
import MeowlsKit

/// Draws a shop's form (with a row of hours per weekday), a manager's read-only facts, and the shop's registers
/// with an admin's add and retire.
enum AdminShopView {
  static func form(_ ctx: AdminContext, _ state: AdminShopScreen.State) -> HTML {
    let form = state.form
    let creating = state.shopID == nil
    func error(_ field: AdminShopForm.Field, _ problem: PlacesString) -> String? {
      if state.problems.contains(field) { return ctx.t(problem) }
      guard state.refusedField == field else { return nil }
      return state.refusalMessage.map { ctx.t($0) } ?? state.submission.error.map { AdminForms.fieldMessage(ctx, $0) }
    }
    return AdminForms.post(ctx, action: "save", class: "card stack") {
      el("div", .class("grid two")) {
        AdminForms.field(
          "code", label: ctx.t(.shopCode), value: form.code, error: error(.code, .shopRequired), required: true,
          maxlength: 40, hint: ctx.t(.shopCodeHint), placeholder: "nsk-lenina")
        AdminForms.field(
          "name", label: ctx.t(.shopName), value: form.name, error: error(.name, .shopRequired), required: true,
          maxlength: 100)
        if creating {
          AdminForms.select(
            "kind", label: ctx.t(.shopKind),
            options: StockLocationKind.allCases.map { ($0.rawValue, AdminShopsPage.kind(ctx, $0)) },
            selected: form.kind.rawValue, error: error(.kind, .shopRequired))
        } else {
          el("div", .class("field")) {
            el("p") { ctx.t(.shopKind) + ": " + AdminShopsPage.kind(ctx, form.kind) }
            el("p", .class("hint")) { ctx.t(.shopKindHint) }
          }
        }
        AdminForms.select(
          "city", label: ctx.t(.shopCity),
          options: [("", ctx.t(.shopChooseCity))] + state.cities.map { ($0.id.uuidString, $0.name) },
          selected: form.cityID?.uuidString ?? "", error: error(.city, .shopCityRequired))
        AdminForms.field(
          "address", label: ctx.t(.shopAddress), value: form.address, error: error(.address, .shopRequired),
          required: true)
        AdminForms.field(
          "phone", label: ctx.t(.shopPhone), value: form.phone, type: "tel", error: error(.phone, .shopRequired),
          maxlength: 30, inputmode: "tel")
        AdminForms.field(
          "latitude", label: ctx.t(.shopLatitude), value: form.latitude,
          error: error(.latitude, .shopCoordinateInvalid), required: true, maxlength: 30, inputmode: "decimal")
        AdminForms.field(
          "longitude", label: ctx.t(.shopLongitude), value: form.longitude,
          error: error(.longitude, .shopCoordinateInvalid), required: true, maxlength: 30, inputmode: "decimal")
        AdminForms.field(
          "position", label: ctx.t(.shopPosition), value: form.position,
          error: error(.position, .shopPositionInvalid), maxlength: 10, inputmode: "numeric",
          hint: ctx.t(.shopPositionHint))
      }
      el("div", .class("field check")) {
        void(
          "input", Attribute("type", "checkbox"), Attribute("id", "field-pickup"), Attribute("name", "pickup"),
          Attribute("value", "1"), Attribute("checked", present: form.pickup),
          Attribute("aria-describedby", "field-pickup-hint"))
        el("label", Attribute("for", "field-pickup")) { ctx.t(.shopPickup) }
        el("p", .class("hint"), Attribute("id", "field-pickup-hint")) { ctx.t(.shopPickupHint) }
      }
      hours(ctx, form) { day in error(.hours(day), .shopHoursInvalid) }
      el("div", .class("actions")) { AdminForms.button(ctx.t(.save), class: "button primary") }
    }
  }

  /// The week's hours, a row a weekday: opens and closes, its message under the row.
  private static func hours(_ ctx: AdminContext, _ form: AdminShopForm, error: (Weekday) -> String?) -> HTML {
    el("table", .class("list hours")) {
      el("caption") { ctx.t(.shopHours) + " · " + ctx.t(.shopHoursHint) }
      el("thead") {
        el("tr") {
          el("th", Attribute("scope", "col")) { el("span", .class("visually-hidden")) { ctx.t(.shopHours) } }
          el("th", Attribute("scope", "col")) { ctx.t(.shopOpens) }
          el("th", Attribute("scope", "col")) { ctx.t(.shopCloses) }
        }
      }
      el("tbody") {
        for day in AdminShopForm.week {
          let message = error(day)
          el("tr") {
            el("th", Attribute("scope", "row")) { weekday(ctx, day) }
            for (edge, label, value) in [
              ("opens", ctx.t(.shopOpens), form.hours[day]?.opens ?? ""),
              ("closes", ctx.t(.shopCloses), form.hours[day]?.closes ?? ""),
            ] {
              el("td") { time(edge + "_" + day.rawValue, label: weekday(ctx, day) + ": " + label, value, message) }
            }
          }
          if let message {
            el("tr") {
              el("td", Attribute("colspan", "3")) {
                el("p", .class("field-error"), Attribute("id", "field-hours-\(day.rawValue)-error")) { message }
              }
            }
          }
        }
      }
    }
  }

  private static func time(_ name: String, label: String, _ value: String, _ error: String?) -> HTML {
    let id = "field-" + name
    let day = name.split(separator: "_").last.map(String.init) ?? name
    var attributes = [
      Attribute("id", id), Attribute("name", name), Attribute("type", "text"), Attribute("value", value),
      Attribute("maxlength", "5"), Attribute("inputmode", "numeric"),
      Attribute("autocomplete", "off"), Attribute("aria-invalid", error == nil ? "false" : "true"),
    ]
    if error != nil { attributes.append(Attribute("aria-describedby", "field-hours-\(day)-error")) }
    return .join([el("label", Attribute("for", id), .class("visually-hidden")) { label }, .void("input", attributes)])
  }

  static func weekday(_ ctx: AdminContext, _ day: Weekday) -> String {
    switch day {
    case .monday: ctx.t(.weekdayMonday)
    case .tuesday: ctx.t(.weekdayTuesday)
    case .wednesday: ctx.t(.weekdayWednesday)
    case .thursday: ctx.t(.weekdayThursday)
    case .friday: ctx.t(.weekdayFriday)
    case .saturday: ctx.t(.weekdaySaturday)
    case .sunday: ctx.t(.weekdaySunday)
    }
  }

  /// A manager's view of their own shop.
  static func facts(_ ctx: AdminContext, _ shop: AdminShop, city: String?) -> HTML {
    el("dl", .class("card facts")) {
      el("dt") { ctx.t(.shopCode) }
      el("dd") { shop.code }
      el("dt") { ctx.t(.shopCity) }
      el("dd") { city ?? shop.cityID.uuidString }
      el("dt") { ctx.t(.shopAddress) }
      el("dd") { shop.address }
      el("dt") { ctx.t(.shopMapPoint) }
      el("dd") {
        AdminShopForm.number(shop.location.latitude) + ", " + AdminShopForm.number(shop.location.longitude)
      }
      el("dt") { ctx.t(.shopPosition) }
      el("dd") { String(shop.position) }
      el("dt") { ctx.t(.shopHours) }
      el("dd") {
        shop.openingHours.map { weekday(ctx, $0.weekday) + " " + $0.opens.string + "–" + $0.closes.string }
          .joined(separator: ", ")
      }
    }
  }

  static func registers(_ ctx: AdminContext, shop: AdminShop, _ registers: [AdminRegister]) -> HTML {
    el("section", .class("card stack"), Attribute("aria-labelledby", "registers-title")) {
      el("h2", Attribute("id", "registers-title")) { ctx.t(.registersTitle) }
      if registers.isEmpty {
        el("p", .class("empty")) { ctx.t(.registersNone) }
      } else {
        el("table", .class("list")) {
          el("thead") {
            el("tr") {
              for label in [ctx.t(.registerNumber), ctx.t(.registerName), ctx.t(.shopState)] {
                el("th", Attribute("scope", "col")) { label }
              }
              if ctx.isAdmin {
                el("th", Attribute("scope", "col")) {
                  el("span", .class("visually-hidden")) { ctx.t(.categoryActions) }
                }
              }
            }
          }
          el("tbody") {
            for register in registers { row(ctx, register) }
          }
        }
      }
      if ctx.isAdmin {
        AdminForms.post(ctx, action: "add_register", class: "search") {
          AdminForms.field(
            "register_name", label: ctx.t(.registerName), value: "", maxlength: 60, hint: ctx.t(.registerNameHint))
          AdminForms.button(ctx.t(.registerAdd), class: "button")
        }
      }
    }
  }

  private static func row(_ ctx: AdminContext, _ register: AdminRegister) -> HTML {
    el("tr", .class(register.retired ? "archived" : "")) {
      el("td") { String(register.number) }
      el("td") { register.name }
      el("td") {
        el("span", .class(register.retired ? "badge muted" : "badge")) {
          register.retired ? ctx.t(.registerRetired) : ctx.t(.registerWorking)
        }
      }
      if ctx.isAdmin {
        el("td", .class("row-actions")) {
          if !register.retired {
            AdminForms.post(
              ctx, action: "retire", fields: [("register", register.id.uuidString)],
              confirm: ctx.t(.registerRetireConfirm, register.name)
            ) {
              AdminForms.button(
                ctx.t(.registerRetire), class: "button small", ariaLabel: ctx.t(.registerRetireLabel, register.name))
            }
          }
        }
      }
    }
  }
}
