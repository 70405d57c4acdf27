import MeowlsServer

/// `meowls catalog import feed.xml [--pictures pictures.zip]`: a YML feed's categories, products, prices and stock,
/// all or nothing; its pictures from the archive where it holds them, else fetched.
struct CatalogImportCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "catalog import", summary: "Import a YML (Yandex Market) feed: categories, products, prices, stock.",
    options: [
      CatalogCommand.dryRunOption, CatalogCommand.locationOption,
      OptionSpec(
        "article-from", value: "id|vendor_code", help: "the variants' articles: the offer id (default) or vendorCode"),
      OptionSpec(
        "pictures", value: "archive.zip", help: "a ZIP of the feed's pictures, taken from it instead of fetched"),
      CommandDatabase.option,
    ] + CatalogCommand.pictureOptions, arguments: ["feed.xml"])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let data = try CatalogCommand.file(command)
    let archive = try command["pictures"].map { try CatalogCommand.read($0, command) }
    let options = try CatalogCommand.options(command)
    var environment = environment
    environment.pictureLimits = try CatalogCommand.pictureLimits(command)
    let report = try CatalogCommand.with(
      command, environment: environment, withPictures: archive != nil || PictureArchive.isZIP(data)
    ) { imports in try imports.importYML(data, archive: archive, options, by: .console) }
    CatalogCommand.lines(report).forEach(console.out)
  }
}
