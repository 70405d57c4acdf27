import MeowlsAPI
import MeowlsServer

/// `meowls product add`: a new product with one variant, listed at once in the shop.
struct ProductAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product add", summary: "Add a product with one variant (more variants: the admin API).",
    options: [
      OptionSpec("name", value: "text", help: "the product's name (required)"),
      OptionSpec(
        "category", value: "category,...", help: "leaf categories: ids, code paths or unique codes (required)"),
      OptionSpec("article", value: "article", help: "the variant's article, unique in the shop (required)"),
      OptionSpec("price", value: "RUB", help: "the price, e.g. 1299 or 99.50 (required)"),
      OptionSpec("old-price", value: "RUB", help: "the price before the discount, above --price"),
      OptionSpec("variant", value: "text", default: "1 шт.", help: "the variant's own name, e.g. '400 г'"),
      OptionSpec("barcode", value: "EAN-13", help: "the pack's barcode"),
      OptionSpec("unit", value: "piece|weight", default: "piece", help: "sold by the piece or by weight"),
      OptionSpec("pack-size", value: "N", help: "pieces per pack (piece) or grams per pack (weight, 1000)"),
      OptionSpec("plu", value: "N", help: "the scales' PLU, 0-99999 (required for weight)"),
      OptionSpec("price-per-kg", value: "RUB", help: "the price per kilogram (required for weight)"),
      OptionSpec("vat", value: "rate", default: "20%", help: "20%, 10%, 0% or 'без НДС'"),
      OptionSpec("property", value: "code=value,...", help: "filter values, e.g. brand=Acana,age=котята"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let variant = try Self.variant(from: command, article: Article(rawValue: try command.required("article")))
    let added = try AdminCommand.with(command, environment: environment) { admin in
      let categories = try command.required("category").split(separator: ",").map {
        try admin.categories.resolve($0.trimmingCharacters(in: .whitespaces))
      }
      let draft = ProductDraft(
        categoryIDs: categories, name: try command.required("name"), variants: [variant], vatRate: command["vat"])
      return try admin.products.create(draft, by: .console)
    }
    console.out("added product \(added.summary)")
  }

  /// The variant the options describe.
  static func variant(from command: ParsedCommand, article: Article) throws(UsageError) -> AdminVariant {
    let unit: SellingUnit? = try command["unit"].map { text throws(UsageError) in
      guard let unit = SellingUnit(rawValue: text) else {
        throw UsageError(message: "--unit is piece or weight, not '\(text)'", command: command.name)
      }
      return unit
    }
    return AdminVariant(
      article: article, barcode: command["barcode"], name: command["variant"] ?? "1 шт.",
      oldPrice: try AdminCommand.money(command, "old-price"),
      packSize: try AdminCommand.integer(command, "pack-size", in: 1...1_000_000),
      plu: try AdminCommand.integer(command, "plu", in: 0...99_999),
      price: Money(
        kopecks: try AmountOption.kopecks(try command.required("price"), option: "price", command: command.name)),
      pricePerKilogram: try AdminCommand.money(command, "price-per-kg"),
      properties: try AdminCommand.properties(command), unit: unit)
  }
}
