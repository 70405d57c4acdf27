import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls banner list | hide | show | order` on a database with three banners (one with a child).
@Suite struct BannerCommandTests {
  let environment = AppEnvironment.test(random: 9)
  let directory: TemporaryDirectory
  var path: String { directory.path("banners.sqlite") }
  let banners: [AdminBanner]

  init() throws {
    directory = try TemporaryDirectory()
    let database = try SQLiteDatabase.migrated(path: directory.path("banners.sqlite"), clock: environment.clock)
    defer { database.close() }
    try database.withConnection { try $0.executeScript(MiniCatalogue.sql) }
    let admin = BannerAdmin(database: database, clock: environment.clock, random: environment.random)
    let top = try ["Уютный дом", "Корма", "Игрушки"].map { title in
      try admin.create(BannerDraft(placeType: .singleBanner, title: title), by: .console)
    }
    _ = try admin.create(BannerDraft(parentID: top[0].id, title: "Лежанки"), by: .console)
    banners = try admin.list()
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      ["banner"] + arguments + ["--db", path], variables: [:])
    return (code, captured)
  }

  func titles() -> [String] {
    run(["list"]).console.out.split(separator: "\n").map { line in
      String(line.split(separator: "  ", omittingEmptySubsequences: true).dropFirst(4).first ?? "")
    }
  }

  @Test func theListShowsEveryBannerInOrderWithItsChildren() {
    let (code, console) = run(["list"])
    let ids = banners.map(\.id.uuidString)
    let child = banners[0].children?.first?.id.uuidString ?? "?"
    #expect(code == 0)
    #expect(
      console.out == """
        0  \(ids[0])  single_banner  shown  Уютный дом
          0  \(child)  child  shown  Лежанки
        1  \(ids[1])  single_banner  shown  Корма
        2  \(ids[2])  single_banner  shown  Игрушки
        """)
  }

  @Test func aHiddenBannerIsListedHiddenAndShownAgain() {
    let id = banners[1].id.uuidString
    let (code, console) = run(["hide", "--banner", id])
    #expect(code == 0 && console.out == "hid banner 1  \(id)  single_banner  hidden  Корма")
    #expect(run(["list"]).console.out.contains("\(id)  single_banner  hidden"))
    #expect(run(["show", "--banner", id]).console.out == "showed banner 1  \(id)  single_banner  shown  Корма")
  }

  @Test func anOrderPutsTheBannersInIt() {
    let ids = banners.map(\.id.uuidString)
    let (code, console) = run(["order", "--banners", [ids[2], ids[0], ids[1]].joined(separator: ",")])
    #expect(code == 0 && console.out == "ordered 3 banners")
    #expect(titles() == ["Игрушки", "Уютный дом", "Лежанки", "Корма"])
  }

  @Test func anOrderMissingABannerIsRefusedWithTwo() {
    let (code, console) = run(["order", "--banners", banners[0].id.uuidString])
    #expect(code == 2 && console.err.contains("Name every banner of the level once"), "\(console.err)")
  }

  @Test(arguments: [
    (["hide"], "--banner is required"),
    (["hide", "--banner", "first"], "--banner must be a banner id, not 'first'"),
    (["order", "--banners", "a,b"], "--banners must be banner ids, not 'a'"),
  ])
  func usageMistakesExitWithTwo(arguments: [String], message: String) {
    let (code, console) = run(arguments)
    #expect(
      code == 2 && console.err.contains(message) && console.err.contains("usage: meowls banner"), "\(console.err)")
  }

  @Test func anUnknownBannerIsRefusedWithTwo() {
    let (code, console) = run(["show", "--banner", UUID().uuidString])
    #expect(code == 2 && console.err.contains("No banner with this id."), "\(console.err)")
  }
}
