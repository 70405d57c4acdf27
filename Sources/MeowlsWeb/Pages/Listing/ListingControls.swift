import MeowlsAPI
import MeowlsKit

/// The filters (with counts) and the sort of a listing, as one GET form: choosing and pressing "Show" loads the
/// address of the new selection, which the screen reloads from page 1; the script submits it on every change.
enum ListingControls {
  static func form(_ ctx: PageContext, state: ListingScreen.State, options: ListingOptions) -> HTML {
    let base = baseRoute(ctx.route)
    return el("form", Attribute("method", "get"), .action(base), .class("controls"), Attribute("data-autosubmit", "")) {
      if case .search(let text, _) = ctx.route { Forms.hidden("q", text) }
      if case .category(_, let parent?, _) = ctx.route { Forms.hidden("in", parent.uuidString) }
      el("label", .class("sort")) {
        el("span") { ctx.t(.listingSort) }
        el("select", Attribute("name", "sort")) {
          for sort in ProductSort.allCases {
            el(
              "option",
              attributes: [
                Attribute("value", sort.rawValue), Attribute("selected", present: sort == (options.sort ?? .index)),
              ]
            ) { label(ctx, sort) }
          }
        }
      }
      let groups = state.filterGroups
      if !groups.isEmpty {
        el("details", .class("filters"), Attribute("open", present: !options.selection.isEmpty)) {
          el("summary") { ctx.t(.listingFilters) }
          for group in groups { self.group(group, selection: options.selection) }
          el("a", .href(base), .class("link-button")) { ctx.t(.listingClearFilters) }
        }
      }
      Forms.button(ctx.t(.listingApplyFilters), class: "button apply")
    }
  }

  private static func group(_ group: FilterGroup, selection: FilterSelection) -> HTML {
    el("fieldset", .class("filter-group")) {
      el("legend") { group.displayName }
      for value in group.values {
        el("label", .class("filter-value")) {
          .void(
            "input",
            [
              Attribute("type", group.type == .single ? "radio" : "checkbox"), Attribute("name", "f." + group.name),
              Attribute("value", value.value),
              Attribute("checked", present: selection[group.name].contains(value.value)),
            ])
          el("span") { value.displayName }
          if let count = value.count { el("span", .class("filter-count")) { String(count) } }
        }
      }
    }
  }

  static func label(_ ctx: PageContext, _ sort: ProductSort) -> String {
    switch sort {
    case .index: ctx.t(.listingSortIndex)
    case .name: ctx.t(.listingSortName)
    case .nameDescending: ctx.t(.listingSortNameDescending)
    case .price: ctx.t(.listingSortPrice)
    case .priceDescending: ctx.t(.listingSortPriceDescending)
    }
  }

  /// The listing without filters, sort or pages: where the form sends what is chosen.
  private static func baseRoute(_ route: WebRoute) -> WebRoute {
    switch route {
    case .category(let id, _, _): .category(id, parent: nil, options: ListingOptions())
    case .sale(let id, _): .sale(id, options: ListingOptions())
    case .search: .search("", options: ListingOptions())
    default: route
    }
  }
}
