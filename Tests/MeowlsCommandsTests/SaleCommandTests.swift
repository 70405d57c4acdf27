import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls sale list | add | products` and `meowls banner add | delete` on a `MiniCatalogue` database whose two
/// products have the articles 1001 and 1002.
@Suite struct SaleCommandTests {
  let environment = AppEnvironment.test(random: 9)
  let directory: TemporaryDirectory
  var path: String { directory.path("sales.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
    let database = try SQLiteDatabase.migrated(path: directory.path("sales.sqlite"), clock: environment.clock)
    defer { database.close() }
    try database.withConnection { connection in
      try connection.executeScript(MiniCatalogue.sql)
      try connection.executeScript(
        """
        INSERT INTO product_variants (id, product_id, article, short_name, position) VALUES
          ('\(MiniCatalogue.id("E7"))', '\(MiniCatalogue.id("A1"))', '1001', '2 кг', 0),
          ('\(MiniCatalogue.id("E8"))', '\(MiniCatalogue.id("A2"))', '1002', 'M', 0)
        """)
    }
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      arguments + ["--db", path], variables: [:])
    return (code, captured)
  }

  func addWinter() -> (code: Int32, console: CapturedConsole) {
    run([
      "sale", "add", "--code", "winter", "--title", "Зимняя распродажа", "--from", "2027-01-01", "--until",
      "2027-02-28",
    ])
  }

  @Test func aNewSaleIsListed() {
    let (code, console) = addWinter()
    #expect(
      code == 0 && console.out == "added sale winter  2027-01-01…2027-02-28  online  0 products  Зимняя распродажа")
    #expect(
      run(["sale", "list"]).console.out == "winter  2027-01-01…2027-02-28  online  0 products  Зимняя распродажа")
  }

  @Test func aSaleGetsItsProductsByArticle() {
    _ = addWinter()
    let (code, console) = run(["sale", "products", "--sale", "winter", "--articles", "1001, 1002"])
    #expect(
      code == 0 && console.out.hasPrefix("sale winter  2027-01-01…2027-02-28  online  2 products"), "\(console.err)")
  }

  @Test(arguments: [
    (
      ["sale", "add", "--code", "w", "--title", "W", "--from", "2027-02-01", "--until", "2027-01-01"],
      "before it starts"
    ),
    (["sale", "add", "--code", "w", "--title", "W", "--from", "1 Jan", "--until", "2027-01-01"], "yyyy-MM-dd"),
    (
      ["sale", "add", "--code", "w", "--title", "W", "--from", "2027-01-01", "--until", "2027-01-02", "--type", "x"],
      "--type must be online or offline"
    ),
    (["sale", "products", "--sale", "nope", "--articles", "1001"], "Sale not found"),
    (["sale", "products", "--sale", "winter", "--articles", "9999"], "No product with this id"),
  ])
  func refusalsExitWithTwo(arguments: [String], message: String) {
    _ = addWinter()
    let (code, console) = run(arguments)
    #expect(code == 2 && console.err.contains(message), "\(console.err)")
  }

  @Test func aBannerLeadsToASaleAndIsDeleted() throws {
    _ = addWinter()
    let (code, console) = run(["banner", "add", "--place", "single_banner", "--title", "Зима", "--sale", "winter"])
    #expect(code == 0 && console.out.hasPrefix("added banner 0  ") && console.out.contains("shown  Зима  → sale "))
    let id = try #require(console.out.split(separator: " ").dropFirst(3).first.map(String.init))
    #expect(run(["sale", "list"]).code == 0)
    let deleted = run(["banner", "delete", "--banner", id])
    #expect(deleted.code == 0 && deleted.console.out == "deleted banner \(id); 0 banners left")
  }

  @Test func aCollectionBannerShowsItsProducts() {
    let (code, console) = run([
      "banner", "add", "--place", "products_collection", "--title", "Хиты", "--collection", "Хиты", "--category",
      "koshki/korma_sukhie", "--articles", "1001,1002",
    ])
    #expect(code == 0 && console.out.contains("products_collection  shown  Хиты  → collection Хиты"), "\(console.err)")
  }

  @Test(arguments: [
    (["banner", "add", "--title", "Без места"], "A top-level banner needs its place type"),
    (["banner", "add", "--place", "round"], "--place must be a place type, not 'round'"),
    (["banner", "add", "--place", "single_banner", "--sale", "nope"], "Sale not found"),
    (["banner", "add", "--place", "single_banner", "--sale", "a", "--collection", "b"], "not both"),
    (["banner", "add", "--place", "single_banner", "--collection", "Дом"], "names its category, its search query"),
  ])
  func bannerRefusalsExitWithTwo(arguments: [String], message: String) {
    let (code, console) = run(arguments)
    #expect(code == 2 && console.err.contains(message), "\(console.err)")
  }
}
