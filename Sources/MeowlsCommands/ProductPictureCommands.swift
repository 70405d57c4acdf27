import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls product picture add`: uploads a JPEG, PNG or WebP file as the product's last picture.
struct ProductPictureAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product picture add", summary: "Add a picture (JPEG, PNG or WebP, up to 20 MB) to a product.",
    options: [
      AdminCommand.articleOption, AdminCommand.pictureFileOption,
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let article = Article(rawValue: try command.required("article"))
    let data = try AdminCommand.pictureFile(command)
    let product = try ProductPictureCommands.with(command, environment: environment) { products, pictures in
      try pictures.upload(data, to: try products.product(withArticle: article).id, by: .console)
    }
    let added = product.pictures?.last.map(\.id) ?? ""
    console.out("added picture \(added) to product \(product.summary)")
  }
}

/// `meowls product picture remove`: takes a picture off a product.
struct ProductPictureRemoveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product picture remove", summary: "Take a picture off a product (see product picture list).",
    options: [
      AdminCommand.articleOption,
      OptionSpec("picture", value: "id", help: "the picture's id, as product picture list prints it (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let article = Article(rawValue: try command.required("article"))
    let picture = try command.required("picture")
    let product = try ProductPictureCommands.with(command, environment: environment) { products, pictures in
      try pictures.remove(picture, from: try products.product(withArticle: article).id, by: .console)
    }
    console.out("removed picture \(picture) from product \(product.summary)")
  }
}

/// `meowls product picture list`: a product's pictures in the shop's order, one a line.
struct ProductPictureListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product picture list", summary: "List a product's pictures in the shop's order.",
    options: [AdminCommand.articleOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let article = Article(rawValue: try command.required("article"))
    let list = try ProductPictureCommands.with(command, environment: environment) { products, pictures in
      try pictures.list(try products.product(withArticle: article).id)
    }
    for picture in list {
      let size = picture.width.flatMap { width in picture.height.map { " \(width)×\($0)" } } ?? ""
      console.out("\(picture.id) \(picture.kind.rawValue)\(size)")
    }
    if list.isEmpty { console.out("no pictures") }
  }
}

/// What the picture commands share: the product and picture services of `--db`, refusals told as the API tells them.
enum ProductPictureCommands {
  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, _ body: (ProductAdmin, ProductPictures) throws -> T
  ) throws -> T {
    let vips = try Vips()
    return try AdminCommand.with(command, environment: environment) { admin in
      try body(admin.products, ProductPictures(database: admin.database, clock: environment.clock, vips: vips))
    }
  }
}
