import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls banner picture`: uploads a JPEG, PNG or WebP file as the banner's own picture (the API's
/// `POST /admin/banners/{id}/picture`), replacing the one it had.
struct BannerPictureCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner picture", summary: "Give a banner its own picture (JPEG, PNG or WebP, up to 20 MB).",
    options: [
      BannerCommands.bannerOption, AdminCommand.pictureFileOption,
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let id = try BannerCommands.id(command)
    let data = try AdminCommand.pictureFile(command)
    let vips = try Vips()
    let banner = try AdminCommand.with(command, environment: environment) { admin in
      try BannerPictures(database: admin.database, clock: environment.clock, random: environment.random, vips: vips)
        .upload(data, to: id, by: .console)
    }
    console.out("banner \(BannerCommands.line(banner))")
  }
}
