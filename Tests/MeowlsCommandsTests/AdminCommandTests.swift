import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls product …`, `category …`, `stock …` and `audit list` on a `MiniCatalogue` database with a warehouse and a
/// `brand` property.
@Suite struct AdminCommandTests {
  let environment = AppEnvironment.test(random: 9)
  let directory: TemporaryDirectory
  var path: String { directory.path("admin.sqlite") }
  static let warehouse = MiniCatalogue.id("E1")

  init() throws {
    directory = try TemporaryDirectory()
    let database = try SQLiteDatabase.migrated(path: directory.path("admin.sqlite"), clock: environment.clock)
    defer { database.close() }
    try database.withConnection { connection in
      try connection.executeScript(MiniCatalogue.sql)
      try connection.executeScript(
        """
        INSERT INTO regions (id, name) VALUES ('\(MiniCatalogue.id("R1"))', 'Новосибирская область');
        INSERT INTO cities (id, region_id, name, time_zone, position)
          VALUES ('\(MiniCatalogue.id("B1"))', '\(MiniCatalogue.id("R1"))', 'Новосибирск', 'Asia/Novosibirsk', 0);
        INSERT INTO stock_locations (id, code, kind, name, city_id, address, latitude, longitude, position)
          VALUES ('\(Self.warehouse)', 'online', 'warehouse', 'Склад', '\(MiniCatalogue.id("B1"))', 'ул. Складская, 1',
            55.0, 83.0, 0);
        INSERT INTO product_properties (id, code, name, selectable, position)
          VALUES ('\(MiniCatalogue.id("F1"))', 'brand', 'Бренд', 1, 0)
        """)
    }
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      arguments + ["--db", path], variables: [:])
    return (code, captured)
  }

  func rows(_ sql: String) throws -> [String] {
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    return try database.withConnection { connection in
      try connection.query(sql).map { row in
        row.values.map { value in
          switch value {
          case .null: "NULL"
          case .integer(let number): String(number)
          case .real(let number): String(number)
          case .text(let text): text
          case .blob(let bytes): "\(bytes.count) bytes"
          }
        }.joined(separator: "|")
      }
    }
  }

  func addFood() -> (code: Int32, console: CapturedConsole) {
    run([
      "product", "add", "--name", "Корм Мурлыка", "--category", "koshki/korma_sukhie", "--article", "90001",
      "--price", "999.50", "--old-price", "1200", "--variant", "400 г", "--property", "brand=Мурлыка",
    ])
  }

  @Test func productAddCreatesAListedProductAndSaysSo() throws {
    let (code, console) = addFood()
    #expect(code == 0)
    let id = try #require(try rows("SELECT id FROM products WHERE name = 'Корм Мурлыка'").first)
    #expect(console.out == "added product \(id) «Корм Мурлыка»: 90001 999.5 ₽")
    #expect(
      try rows(
        "SELECT v.article, v.short_name, p.price_kopecks, p.original_kopecks FROM product_variants v JOIN variant_prices p ON p.variant_id = v.id"
      )
        == ["90001|400 г|99950|120000"])
    #expect(try rows("SELECT action, actor FROM admin_audit_log") == ["product.create|console"])
  }

  @Test func productEditChangesOnlyWhatIsGiven() throws {
    _ = addFood()
    let (code, console) = run(["product", "edit", "--article", "90001", "--price", "899", "--old-price", "0"])
    #expect(code == 0 && console.out.hasSuffix("«Корм Мурлыка»: 90001 899 ₽"))
    #expect(
      try rows("SELECT p.price_kopecks, p.original_kopecks FROM variant_prices p") == ["89900|89900"])
    #expect(try rows("SELECT short_name FROM product_variants") == ["400 г"])
  }

  @Test func productArchiveAndUnarchiveFlipTheProduct() throws {
    _ = addFood()
    #expect(run(["product", "archive", "--article", "90001"]).console.out.contains("(archived)"))
    #expect(try rows("SELECT archived FROM products WHERE name = 'Корм Мурлыка'") == ["1"])
    #expect(run(["product", "unarchive", "--article", "90001"]).code == 0)
    #expect(try rows("SELECT archived FROM products WHERE name = 'Корм Мурлыка'") == ["0"])
  }

  @Test func aRefusedProductIsAUsageErrorNamingTheField() {
    _ = addFood()
    let (code, console) = run([
      "product", "add", "--name", "Ещё", "--category", "igrushki", "--article", "90001", "--price", "10",
    ])
    #expect(code == 2)
    #expect(console.err.hasPrefix("meowls: Another variant already has the article 90001. (variants[0].article)"))
  }

  @Test func categoryAddRenameMoveAndArchive() throws {
    let added = run(["category", "add", "--name", "Аптека", "--parent", "sobaki", "--code", "apteka"])
    #expect(added.code == 0 && added.console.out.hasSuffix("«Аптека»"))
    #expect(run(["category", "rename", "--category", "sobaki/apteka", "--name", "Ветаптека"]).code == 0)
    let moved = run(["category", "move", "--category", "sobaki/apteka", "--position", "0"])
    #expect(moved.code == 0 && moved.console.out.hasSuffix("«Ветаптека» to position 0"))
    #expect(
      try rows("SELECT code FROM categories WHERE parent_id = '\(MiniCatalogue.id("D1"))' ORDER BY position, id")
        == ["apteka", "korma_sukhie", "igrushki"])
    #expect(run(["category", "move", "--category", "sobaki/apteka", "--root"]).code == 0)
    #expect(try rows("SELECT parent_id FROM categories WHERE code = 'apteka'") == ["NULL"])
    #expect(run(["category", "archive", "--category", "apteka"]).console.out.hasSuffix("«Ветаптека» (archived)"))
    #expect(
      try rows("SELECT action FROM admin_audit_log ORDER BY id")
        == ["category.create", "category.rename", "category.move", "category.move", "category.archive"])
  }

  @Test func aCategoryHoldingProductsIsNotArchived() {
    let (code, console) = run(["category", "archive", "--category", "igrushki"])
    #expect(code == 2)
    #expect(console.err.hasPrefix("meowls: Archive or move the category's 1 products and 0 categories first. (ID)"))
  }

  @Test func stockReceiveAndCorrectWriteTheLedger() throws {
    _ = addFood()
    let received = run(["stock", "receive", "--article", "90001", "--quantity", "12", "--note", "накладная 17"])
    #expect(received.code == 0 && received.console.out == "receipt 90001 at \(Self.warehouse): +12, now 12")
    let counted = run(["stock", "correct", "--article", "90001", "--quantity", "10"])
    #expect(counted.code == 0 && counted.console.out == "correction 90001 at \(Self.warehouse): -2, now 10")
    #expect(
      try rows("SELECT delta, reason, actor, note FROM stock_ledger ORDER BY id")
        == ["12|receipt|console|накладная 17", "-2|correction|console|NULL"])
  }

  @Test func stockReceiveOfNothingIsAUsageError() {
    _ = addFood()
    #expect(run(["stock", "receive", "--article", "90001", "--quantity", "0"]).code == 2)
  }

  @Test func auditListShowsTheChangesNewestFirst() {
    _ = addFood()
    _ = run(["product", "archive", "--article", "90001"])
    let lines = run(["audit", "list"]).console.out.split(separator: "\n")
    #expect(lines.count == 3 && lines.last == "2 changes")
    #expect(lines[0].contains("console  product.archive  product "))
    #expect(lines[1].contains("console  product.create  product "))
    #expect(run(["audit", "list", "--action", "stock.receive"]).console.out == "no changes")
  }
}
