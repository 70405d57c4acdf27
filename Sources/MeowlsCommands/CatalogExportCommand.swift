import Foundation
import MeowlsServer

/// `meowls catalog export`: the shop as a YML feed, to standard output or `--to FILE`.
struct CatalogExportCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "catalog export", summary: "Write the shop as a YML (Yandex Market) feed.",
    options: [
      OptionSpec("to", value: "file", help: "where to write the feed (default: standard output)"),
      OptionSpec(
        "public-url", value: "url", environment: "MEOWLS_PUBLIC_URL", default: "http://127.0.0.1:8080",
        help: "the shop's address, for the pictures' URLs"),
      CatalogCommand.locationOption, CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let options = try CatalogCommand.options(command)
    let feed = try CatalogCommand.with(command, environment: environment) { imports in
      try imports.exportYML(publicURL: command["public-url"] ?? "http://127.0.0.1:8080", location: options.location)
    }
    guard let path = command["to"] else {
      console.out(String(decoding: feed, as: UTF8.self))
      return
    }
    guard FileManager.default.createFile(atPath: path, contents: feed) else {
      throw UsageError(message: "cannot write '\(path)'", command: command.name)
    }
    console.out("exported \(feed.count) bytes to \(path)")
  }
}
