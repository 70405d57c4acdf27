import MeowlsAPI
import MeowlsServer

/// `meowls product edit`: changes the product a variant's article names: its name, categories or VAT rate, and
/// that variant's price, old price, barcode or filter values; whatever is not given stays.
struct ProductEditCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product edit", summary: "Change a product and the variant its article names; the rest stays.",
    options: [
      AdminCommand.articleOption,
      OptionSpec("name", value: "text", help: "the product's new name"),
      OptionSpec("category", value: "category,...", help: "its categories instead of the current ones"),
      OptionSpec("price", value: "RUB", help: "the variant's new price"),
      OptionSpec("old-price", value: "RUB", help: "the price before the discount; 0 removes it"),
      OptionSpec("variant", value: "text", help: "the variant's new name"),
      OptionSpec("barcode", value: "EAN-13", help: "the variant's barcode"),
      OptionSpec("vat", value: "rate", help: "20%, 10%, 0% or 'без НДС'"),
      OptionSpec("property", value: "code=value,...", help: "the variant's filter values instead of the current ones"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let article = Article(rawValue: try command.required("article"))
    let price = try AdminCommand.money(command, "price")
    let oldPrice = try AdminCommand.money(command, "old-price")
    let properties = try AdminCommand.properties(command)
    let edited = try AdminCommand.with(command, environment: environment) { admin in
      let product = try admin.products.product(withArticle: article)
      var draft = ProductDraft(
        categoryIDs: product.categoryIDs, name: command["name"] ?? product.name, quickBuy: product.quickBuy,
        variants: product.variants, vatRate: command["vat"] ?? product.vatRate)
      if let categories = command["category"] {
        draft.categoryIDs = try categories.split(separator: ",").map {
          try admin.categories.resolve($0.trimmingCharacters(in: .whitespaces))
        }
      }
      for index in draft.variants.indices where draft.variants[index].article == article {
        draft.variants[index].price = price ?? draft.variants[index].price
        if let oldPrice { draft.variants[index].oldPrice = oldPrice == .zero ? nil : oldPrice }
        draft.variants[index].name = command["variant"] ?? draft.variants[index].name
        draft.variants[index].barcode = command["barcode"] ?? draft.variants[index].barcode
        draft.variants[index].properties = properties ?? draft.variants[index].properties
      }
      return try admin.products.edit(product.id, draft, by: .console)
    }
    console.out("changed product \(edited.summary)")
  }
}
