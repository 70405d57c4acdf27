import MeowlsAPI
import MeowlsKit

/// Draws `AdminProductScreen.State`: the form, then (once saved) the archive and the pictures.
enum AdminProductView {
  static func page(_ ctx: AdminContext, _ state: AdminProductScreen.State, status: Int = 200) -> AdminOutcome {
    let title = state.product?.name ?? ctx.t(.productNew)
    let editable = ctx.isAdmin
    let content = el("section", .class("product-edit")) {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .productList)) { "← " + ctx.t(.navProducts) } }
      el("div", .class("heading")) {
        el("h1") { title }
        if let product = state.product {
          el("span", .class(product.archived ? "badge muted" : "badge")) {
            product.archived ? ctx.t(.productArchived) : ctx.t(.productOnSale)
          }
          el("a", AdminLayout.href(ctx, .stock(product.id)), .class("button")) { ctx.t(.stockTitle) }
        }
      }
      AdminForms.refusal(ctx, state.submission.error)
      form(ctx, state, editable: editable)
      if let product = state.product, editable {
        AdminProductPictures.section(ctx, product)
        el("div", .class("card danger-zone")) {
          el("h2") { product.archived ? ctx.t(.productUnarchive) : ctx.t(.productArchive) }
          el("p", .class("hint")) { product.archived ? ctx.t(.productUnarchiveHint) : ctx.t(.productArchiveHint) }
          AdminForms.post(
            ctx, action: product.archived ? "unarchive" : "archive",
            confirm: product.archived ? nil : ctx.t(.productArchiveConfirm)
          ) {
            AdminForms.button(
              product.archived ? ctx.t(.productUnarchive) : ctx.t(.productArchive),
              class: product.archived ? "button" : "button danger")
          }
        }
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func form(_ ctx: AdminContext, _ state: AdminProductScreen.State, editable: Bool) -> HTML {
    let form = state.form
    let problems = state.problems
    return AdminForms.post(ctx, action: "save", class: "card stack product-form") {
      el("h2") { ctx.t(.productDetails) }
      el("div", .class("grid two")) {
        AdminForms.field("name", label: ctx.t(.productName), value: form.name, required: true, maxlength: 200)
        AdminForms.select(
          "category", label: ctx.t(.productsCategory),
          options: [("", ctx.t(.productChooseCategory))]
            + AdminCategoryNames.options(state.categories, choices: state.leaves),
          selected: form.categoryIDs.first?.uuidString ?? "",
          error: problems.contains(.category) ? ctx.t(.productCategoryRequired) : nil)
        AdminProductCategories.more(ctx, state)
        AdminForms.select(
          "vat", label: ctx.t(.productVAT), options: AdminProductFields.vatRates.map { ($0, $0) },
          selected: form.vatRate)
        el("div", .class("field check")) {
          void(
            "input", Attribute("type", "checkbox"), Attribute("id", "field-quick-buy"), Attribute("name", "quick_buy"),
            Attribute("value", "1"), Attribute("checked", present: form.quickBuy))
          el("label", Attribute("for", "field-quick-buy")) { ctx.t(.productQuickBuy) }
        }
      }
      el("h3") { ctx.t(.variantsTitle) }
      el("table", .class("variants")) {
        el("caption", .class("visually-hidden")) { ctx.t(.variantsTitle) }
        el("thead") {
          el("tr") {
            for label in [
              ctx.t(.productArticle), ctx.t(.productVariantName), ctx.t(.productPrice), ctx.t(.productOldPrice),
              ctx.t(.productBarcode),
            ] {
              el("th", Attribute("scope", "col")) { label }
            }
          }
        }
        el("tbody") {
          for (index, row) in (form.variants + (form.variants.last?.isBlank == true ? [] : [.init()])).enumerated() {
            variantRows(ctx, index, row, state)
          }
        }
      }
      el("p", .class("hint")) { ctx.t(.productVariantHint) }
      if editable {
        el("div", .class("actions")) { AdminForms.button(ctx.t(.save), class: "button primary") }
      }
    }
  }

  /// A variant's two rows: its names and prices, then how it is sold (unit, PLU, pack, price per kg) and its filter
  /// values. Each field shows its typing problem, else the API's refusal of the field it names.
  private static func variantRows(
    _ ctx: AdminContext, _ index: Int, _ row: AdminProductForm.Variant, _ state: AdminProductScreen.State
  ) -> HTML {
    let problems = state.problems
    func error(_ problem: AdminProductForm.Problem, _ message: AdminString, _ field: String) -> String? {
      problems.contains(problem) ? ctx.t(message) : state.refusal(at: "variants[\(index)].\(field)")
    }
    func cell(_ name: String, _ label: String, _ value: String, _ limit: Int, error: String? = nil) -> HTML {
      let id = "v\(index)-\(name)"
      let error = error ?? state.refusal(at: "variants[\(index)].\(name)")
      var attributes = [
        Attribute("id", id), Attribute("name", "v\(index)_\(name)"), Attribute("value", value),
        Attribute("maxlength", String(limit)), Attribute("aria-label", label + " · \(index + 1)"),
        Attribute("aria-invalid", error == nil ? "false" : "true"), Attribute("autocomplete", "off"),
      ]
      if name.hasSuffix("price") { attributes.append(Attribute("inputmode", "decimal")) }
      if error != nil { attributes.append(Attribute("aria-describedby", id + "-error")) }
      return el("td", .class(error == nil ? "" : "invalid")) {
        HTML.void("input", attributes)
        if let error { el("p", .class("field-error"), Attribute("id", id + "-error")) { error } }
      }
    }
    func field(_ name: String, _ label: AdminString, _ value: String, error: String?, decimal: Bool = false) -> HTML {
      AdminForms.field(
        "v\(index)_\(name)", label: ctx.t(label), value: value, id: "v\(index)-\(name)", error: error, maxlength: 20,
        inputmode: decimal ? "decimal" : "numeric")
    }
    let main = el("tr") {
      cell("article", ctx.t(.productArticle), row.article, 32)
      cell("name", ctx.t(.productVariantName), row.name, 100)
      cell("price", ctx.t(.productPrice), row.price, 20, error: error(.price(index), .productPriceInvalid, "price"))
      cell(
        "old_price", ctx.t(.productOldPrice), row.oldPrice, 20,
        error: error(.oldPrice(index), .productPriceInvalid, "old_price"))
      cell("barcode", ctx.t(.productBarcode), row.barcode, 20)
    }
    let sale = el("tr", .class("variant-sale")) {
      el("td", Attribute("colspan", "5")) {
        el("fieldset") {
          el("legend") { ctx.t(.productVariantSale, String(index + 1)) }
          el("div", .class("grid four")) {
            AdminForms.select(
              "v\(index)_unit", label: ctx.t(.productUnit),
              options: [("piece", ctx.t(.productUnitPiece)), ("weight", ctx.t(.productUnitWeight))],
              selected: row.unit.rawValue, id: "v\(index)-unit",
              error: state.refusal(at: "variants[\(index)].unit"))
            field("plu", .productPLU, row.plu, error: error(.plu(index), .productNumberInvalid, "plu"))
            field(
              "pack_size", .productPackSize, row.packSize,
              error: error(.packSize(index), .productNumberInvalid, "pack_size"))
            field(
              "price_per_kg", .productPricePerKilogram, row.pricePerKilogram,
              error: error(.pricePerKilogram(index), .productPriceInvalid, "price_per_kg"), decimal: true)
          }
          filters(ctx, index, row, error: error(.properties(index), .productFiltersInvalid, "properties"))
        }
      }
    }
    return .join([main, sale])
  }

  /// A variant's filter values, one `code: value` a line.
  private static func filters(_ ctx: AdminContext, _ index: Int, _ row: AdminProductForm.Variant, error: String?)
    -> HTML
  {
    let id = "v\(index)-properties"
    // NB: as many rows as the values have lines (up to six), so none is hidden below a scroll bar.
    let lines = row.properties.split(whereSeparator: \.isNewline).count
    var attributes = [
      Attribute("id", id), Attribute("name", "v\(index)_properties"), Attribute("rows", String(min(6, max(2, lines)))),
      Attribute("maxlength", String(AdminProductFields.propertiesLimit)),
      Attribute("aria-invalid", error == nil ? "false" : "true"),
    ]
    if error != nil { attributes.append(Attribute("aria-describedby", id + "-error")) }
    return el("div", .class(error == nil ? "field" : "field invalid")) {
      el("label", Attribute("for", id)) { ctx.t(.productFilters) }
      el("textarea", attributes: attributes) { row.properties }
      if let error { el("p", .class("field-error"), Attribute("id", id + "-error")) { error } }
    }
  }
}
