import MeowlsAPI
import MeowlsKit

/// `categories`: the category tree (`AdminCategoriesScreen`), each row with its rename, a place up or down, a move
/// under another parent and its archive; the form of a new category under it.
enum AdminCategoriesPage {
  typealias Run = ScreenRun<
    AdminCategoriesScreen.State, AdminCategoriesScreen.Action, AdminCategoriesScreen.Effect, Never
  >

  static func get(_ ctx: AdminContext) async -> AdminOutcome {
    var run = run(ctx)
    await run.send(.appeared)
    return page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx)
    await run.send(.appeared)
    let id = form["category"].flatMap(Category.ID.init(uuidString:))
    let parent = form["parent"].flatMap(Category.ID.init(uuidString:))
    switch (form["do"], id) {
    case ("create", _): await run.send(.createSubmitted(name: String((form["name"] ?? "").prefix(100)), parent: parent))
    case ("rename", let id?): await run.send(.renameSubmitted(id, String((form["name"] ?? "").prefix(100))))
    case ("up", let id?): await run.send(.moveTapped(id, up: true))
    case ("down", let id?): await run.send(.moveTapped(id, up: false))
    case ("move", let id?): await run.send(.moveSubmitted(id, parent: parent))
    case ("archive", let id?): await run.send(.archiveTapped(id, true))
    case ("unarchive", let id?): await run.send(.archiveTapped(id, false))
    default: return .go(.categories)
    }
    if run.state.submission == .done { return .go(.categories, flash: ctx.t(.saved)) }
    return .show(page(ctx, run.state, status: run.state.submission.error == nil ? 200 : 422))
  }

  private static func run(_ ctx: AdminContext) -> Run {
    let dependencies = AdminCategoriesScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminCategoriesScreen.State(), reduce: AdminCategoriesScreen.reduce, route: { _ in nil },
      perform: { await AdminCategoriesScreen.perform($0, with: dependencies) })
  }

  private static func page(_ ctx: AdminContext, _ state: AdminCategoriesScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    let title = ctx.t(.navCategories)
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let tree = state.phase.value ?? []
    let parents = [("", ctx.t(.categoryRoot))] + AdminCategoryNames.options(tree)
    let content = el("section") {
      el("h1") { title }
      el("p", .class("hint")) { ctx.t(.categoriesHint) }
      AdminForms.refusal(ctx, state.submission.error)
      if ctx.isAdmin {
        AdminForms.post(ctx, action: "create", class: "card row") {
          AdminForms.field("name", label: ctx.t(.categoryNewName), value: "", required: true, maxlength: 100)
          AdminForms.select("parent", label: ctx.t(.categoryParent), options: parents, selected: "", id: "new-parent")
          AdminForms.button(ctx.t(.categoryCreate), class: "button primary")
        }
      }
      el("table", .class("list tree")) {
        el("caption", .class("visually-hidden")) { title }
        el("thead") {
          el("tr") {
            el("th", Attribute("scope", "col")) { ctx.t(.categoryName) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.categoryProducts) }
            if ctx.isAdmin { el("th", Attribute("scope", "col")) { ctx.t(.categoryActions) } }
          }
        }
        el("tbody") {
          for (category, depth) in state.rows { row(ctx, category, depth: depth, parents: parents) }
        }
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func row(_ ctx: AdminContext, _ category: AdminCategory, depth: Int, parents: [(String, String)])
    -> HTML
  {
    let id = category.id.uuidString
    let fields = [("category", id)]
    return el("tr", .class(category.archived ? "archived" : "")) {
      el("td", .class("depth-\(min(depth, 6))")) {
        if ctx.isAdmin {
          AdminForms.post(ctx, action: "rename", fields: fields, class: "inline rename") {
            void(
              "input", Attribute("name", "name"), Attribute("value", category.name), Attribute("maxlength", "100"),
              Attribute("aria-label", ctx.t(.categoryRenameLabel, category.name)), Attribute("required", present: true))
            AdminForms.button(ctx.t(.categoryRename), class: "button small")
          }
        } else {
          category.name
        }
        if category.archived { el("span", .class("badge muted")) { ctx.t(.productArchived) } }
      }
      el("td", .class("num")) { String(category.productCount) }
      if ctx.isAdmin {
        el("td", .class("row-actions")) {
          AdminForms.post(ctx, action: "up", fields: fields) {
            AdminForms.button("↑", class: "button small", ariaLabel: ctx.t(.categoryUp, category.name))
          }
          AdminForms.post(ctx, action: "down", fields: fields) {
            AdminForms.button("↓", class: "button small", ariaLabel: ctx.t(.categoryDown, category.name))
          }
          AdminForms.post(ctx, action: "move", fields: fields, class: "inline move") {
            el("select", Attribute("name", "parent"), Attribute("aria-label", ctx.t(.categoryMoveLabel, category.name)))
            {
              for (value, text) in parents where value != id {
                el(
                  "option", Attribute("value", value),
                  Attribute("selected", present: value == (category.parentID?.uuidString ?? ""))
                ) { text }
              }
            }
            AdminForms.button(ctx.t(.categoryMove), class: "button small")
          }
          AdminForms.post(ctx, action: category.archived ? "unarchive" : "archive", fields: fields) {
            AdminForms.button(
              category.archived ? ctx.t(.productUnarchive) : ctx.t(.productArchive), class: "button small",
              ariaLabel: (category.archived ? ctx.t(.productUnarchive) : ctx.t(.productArchive)) + " · " + category.name
            )
          }
        }
      }
    }
  }
}
