import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

@Suite struct StaffCommandTests {
  let environment = AppEnvironment.test(random: 5)
  let directory: TemporaryDirectory
  var path: String { directory.path("staff.sqlite") }
  static let shop = "meowls_na_krasnom_prospekte"

  init() throws {
    directory = try TemporaryDirectory()
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      arguments + ["--db", path], variables: [:])
    return (code, captured)
  }

  func seeded() throws {
    #expect(run(["seed", "--demo"]).code == 0)
  }

  @Test func shopListShowsEveryShopWithItsRegisterAndStaff() throws {
    try seeded()
    let (code, console) = run(["shop", "list"])
    let lines = console.out.split(separator: "\n")
    #expect(code == 0 && lines.count == 21)
    let first = lines[1].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    #expect(
      lines[0].hasPrefix("code") && first.prefix(7) == [Self.shop, "MEOWLS", "на", "Красном", "проспекте", "1", "3"])
  }

  @Test func registerAddGivesTheShopItsNextNumber() throws {
    try seeded()
    let (code, console) = run(["shop", "register", "add", "--shop", Self.shop, "--name", "Экспресс-касса"])
    #expect(code == 0 && console.out.hasPrefix("added register 2 «Экспресс-касса» "))
  }

  @Test func staffAddAssignsAndSetsThePIN() throws {
    try seeded()
    let added = run([
      "staff", "add", "--role", "cashier", "--phone", "79130000001", "--password", "Secret123", "--name", "Ольга",
      "--shop", Self.shop, "--pin", "4321",
    ])
    #expect(added.code == 0 && added.console.out.hasPrefix("created cashier "))
    let listed = run(["staff", "list", "--shop", Self.shop]).console.out
    #expect(listed.contains("79130000001  cashier  Ольга   MEOWLS на Красном проспекте  yes"))
  }

  @Test func staffAddEchoesThePhoneAsItIsStored() throws {
    try seeded()
    let added = run(["staff", "add", "--role", "courier", "--phone", "+7 913 000-00-02", "--password", "Secret123"])
    #expect(added.code == 0 && added.console.out.hasSuffix(" (phone 79130000002)"))
  }

  @Test func staffAddRefusesAPhoneRegistrationRefuses() throws {
    try seeded()
    let added = run(["staff", "add", "--role", "courier", "--phone", "７９１３", "--password", "Secret123"])
    #expect(added.code == 2 && added.console.err.contains("--phone must have ASCII digits only"))
    #expect(!run(["staff", "list"]).console.out.contains("７９１３"))
  }

  @Test func assignMovesAMemberAndPinResetsThePIN() throws {
    try seeded()
    let other = try #require(run(["shop", "list"]).console.out.split(separator: "\n")[2].split(separator: " ").first)
    #expect(run(["staff", "assign", "--phone", "79990000002", "--shop", String(other)]).code == 0)
    #expect(
      run(["staff", "pin", "--phone", "79990000002", "--pin", "123456"]).console.out == "set the PIN of 79990000002")
    #expect(!run(["staff", "list", "--shop", Self.shop]).console.out.contains("79990000002"))
  }

  @Test(arguments: [
    (["staff", "pin", "--phone", "79990000002", "--pin", "12a4"], "--pin must be 4 to 6 digits"),
    (["staff", "pin", "--phone", "79990000002", "--pin", "1234567"], "--pin must be 4 to 6 digits"),
    (["staff", "assign", "--phone", "79990000002"], "--shop is required"),
    (["shop", "register", "add"], "--shop is required"),
  ])
  func badArgumentsAreAUsageError(arguments: [String], message: String) throws {
    try seeded()
    let (code, console) = run(arguments)
    #expect(code == 2 && console.err.contains(message))
  }

  @Test(arguments: [
    (["staff", "assign", "--phone", "79990000002", "--shop", "nowhere"], "no shop has the id or code 'nowhere'"),
    (["staff", "pin", "--phone", "79000000000", "--pin", "1234"], "no staff account has the phone '79000000000'"),
  ])
  func unknownShopsAndStaffFailWithExitOne(arguments: [String], message: String) throws {
    try seeded()
    let (code, console) = run(arguments)
    #expect(code == 1 && console.err.contains(message))
  }
}
