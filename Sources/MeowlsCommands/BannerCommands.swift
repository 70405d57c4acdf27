import Foundation
import MeowlsAPI
import MeowlsServer

/// What the `meowls banner` commands share: the banners of `--db` and a refusal told as the API tells it (exit 2).
enum BannerCommands {
  static let bannerOption = OptionSpec("banner", value: "id", help: "the banner's id, as banner list prints it")

  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, _ body: (BannerAdmin) throws -> T
  ) throws -> T {
    try AdminCommand.with(command, environment: environment) { admin in
      try body(BannerAdmin(database: admin.database, clock: environment.clock, random: environment.random))
    }
  }

  /// `--<option>` as a banner id; a usage error when it is not one.
  static func id(_ command: ParsedCommand, _ option: String = "banner") throws -> Banner.ID {
    let text = try command.required(option)
    guard let id = Banner.ID(uuidString: text) else {
      throw UsageError(message: "--\(option) must be a banner id, not '\(text)'", command: command.name)
    }
    return id
  }

  /// Hides (`true`) or shows the banner of `--banner` and prints it.
  static func setHidden(
    _ hidden: Bool, _ command: ParsedCommand, environment: AppEnvironment, console: Console
  ) throws {
    let id = try id(command)
    let banner = try with(command, environment: environment) { try $0.setHidden(id, hidden, by: .console) }
    console.out("\(hidden ? "hid" : "showed") banner \(line(banner))")
  }

  /// `2  7A1E…  single_banner  hidden  Уютный дом → sale 5C0F…`.
  static func line(_ banner: AdminBanner, indent: String = "") -> String {
    let redirect: String? =
      switch banner.redirect?.type {
      case .object: banner.redirect?.saleID.map { "→ sale \($0.uuidString)" }
      case .productsCollection: banner.redirect.map { "→ collection \($0.name ?? "")" }
      case nil: nil
      }
    return [
      indent + String(banner.position), banner.id.uuidString, banner.placeType?.rawValue ?? "child",
      banner.hidden ? "hidden" : "shown", banner.title ?? "-", redirect,
    ].compactMap { $0 }.joined(separator: "  ")
  }
}

/// `meowls banner list`: the main page's banners in order, each child under its parent.
struct BannerListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner list", summary: "List the main page's banners in order, hidden ones too.",
    options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let banners = try BannerCommands.with(command, environment: environment) { try $0.list() }
    let lines = banners.flatMap { banner in
      [BannerCommands.line(banner)] + (banner.children ?? []).map { BannerCommands.line($0, indent: "  ") }
    }
    console.out(lines.isEmpty ? "no banners" : lines.joined(separator: "\n"))
  }
}

/// `meowls banner hide`: takes a banner off the main page, keeping it.
struct BannerHideCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner hide", summary: "Take a banner off the main page (kept; banner show puts it back).",
    options: [BannerCommands.bannerOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try BannerCommands.setHidden(true, command, environment: environment, console: console)
  }
}

/// `meowls banner show`: puts a hidden banner back on the main page.
struct BannerShowCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner show", summary: "Put a hidden banner back on the main page.",
    options: [BannerCommands.bannerOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try BannerCommands.setHidden(false, command, environment: environment, console: console)
  }
}

/// `meowls banner order`: the top-level banners (or a banner's children) in a new order.
struct BannerOrderCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner order", summary: "Put the main page's banners (or a banner's children) in a new order.",
    options: [
      OptionSpec("banners", value: "id,...", help: "every banner of the level, once, in the new order (required)"),
      OptionSpec("parent", value: "id", help: "order this banner's children instead of the top level"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let text = try command.required("banners")
    let ids = try text.split(separator: ",").map { part in
      guard let id = Banner.ID(uuidString: part.trimmingCharacters(in: .whitespaces)) else {
        throw UsageError(message: "--banners must be banner ids, not '\(part)'", command: command.name)
      }
      return id
    }
    let parent = command["parent"] == nil ? nil : try BannerCommands.id(command, "parent")
    let banners = try BannerCommands.with(command, environment: environment) {
      try $0.reorder(BannerOrder(bannerIDs: ids, parentID: parent), by: .console)
    }
    console.out("ordered \(parent == nil ? banners.count : ids.count) banners")
  }
}
