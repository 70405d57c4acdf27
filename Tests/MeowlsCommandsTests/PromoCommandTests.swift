import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

@Suite struct PromoCommandTests {
  let environment = AppEnvironment.test(random: 9)
  let directory: TemporaryDirectory
  var path: String { directory.path("promo.sqlite") }

  /// A database with the `MiniCatalogue`.
  init() throws {
    directory = try TemporaryDirectory()
    let database = try SQLiteDatabase.migrated(path: directory.path("promo.sqlite"), clock: environment.clock)
    defer { database.close() }
    try database.withConnection { try $0.executeScript(MiniCatalogue.sql) }
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      ["promo"] + arguments + ["--db", path], variables: [:])
    return (code, captured)
  }

  func list() -> String {
    run(["list"]).console.out
  }

  @Test func addsAPercentCodeForEverything() throws {
    let (code, console) = run(["add", "--code", "MEOW10", "--percent", "10"])
    #expect(code == 0 && console.out == "created promo code MEOW10: 10% off everything")
    #expect(
      list() == """
        code    discount  covers      from  until  min total  once  state   used
        MEOW10  10%       everything  -     -      -          no    active  0
        """)
  }

  @Test func addsACodeWithEveryLimit() throws {
    let (code, console) = run([
      "add", "--code", "Welcome300", "--amount", "300,5", "--from", "2027-01-01", "--until", "2027-12-31",
      "--min-total", "1500", "--category", "koshki/korma_sukhie, igrushki", "--once-per-user",
    ])
    #expect(code == 0)
    #expect(
      console.out
        == "created promo code Welcome300: 300.50 ₽ off koshki/korma_sukhie, sobaki/igrushki, from 2027-01-01, "
        + "until 2027-12-31, on orders from 1500 ₽, once per customer")
    #expect(
      run(["add", "--code", "RC", "--percent", "5", "--product", "royal-canin,00000000-0000-0000-0000-0000000000a2"])
        .code == 0)
    #expect(
      list() == """
        code        discount  covers                                from        until       min total  once  state   used
        RC          5%        kong, royal-canin                     -           -           -          no    active  0
        Welcome300  300.50 ₽  koshki/korma_sukhie, sobaki/igrushki  2027-01-01  2027-12-31  1500 ₽     yes   active  0
        """)
  }

  @Test func disableStopsACodeInAnyCase() throws {
    _ = run(["add", "--code", "MEOW10", "--percent", "10"])
    let (code, console) = run(["disable", "--code", "meow10"])
    #expect(code == 0 && console.out == "disabled promo code MEOW10")
    #expect(list().hasSuffix("MEOW10  10%       everything  -     -      -          no    disabled  0"))
  }

  @Test func listOfNoCodesSaysSo() {
    #expect(run(["list"]).console.out == "no promo codes")
  }

  @Test(arguments: [
    (["add", "--code", "meow10", "--percent", "5"], "a promo code 'meow10' already exists"),
    (
      ["add", "--code", "A", "--percent", "5", "--category", "korma_sukhie"],
      "several categories have the code 'korma_sukhie'; write one of: koshki/korma_sukhie, sobaki/korma_sukhie"
    ),
    (["add", "--code", "A", "--percent", "5", "--category", "ptitsy"], "no category 'ptitsy'"),
    (["add", "--code", "A", "--percent", "5", "--product", "whiskas"], "no product 'whiskas'"),
    (["disable", "--code", "NOPE"], "no promo code 'NOPE'"),
  ])
  func databaseRefusalsExitWithOne(arguments: [String], message: String) {
    _ = run(["add", "--code", "MEOW10", "--percent", "10"])
    let (code, console) = run(arguments)
    let command = arguments[0] == "add" ? "promo add" : "promo disable"
    #expect(code == 1 && console.err.hasPrefix("meowls \(command): \(message)"), "\(console.err)")
    #expect(list().split(separator: "\n").count == 2)
  }

  @Test(arguments: [
    (["add", "--percent", "5"], "--code is required"),
    (["add", "--code", "A"], "give either --percent or --amount"),
    (["add", "--code", "A", "--percent", "5", "--amount", "10"], "give either --percent or --amount"),
    (["add", "--code", "A", "--percent", "ten"], "--percent must be a whole number 1-100, not 'ten'"),
    (["add", "--code", "A", "--percent", "0"], "--percent must be 1-100"),
    (["add", "--code", "A", "--amount", "1.234"], "--amount must be an amount in roubles"),
    (["add", "--code", "A", "--amount", "-5"], "--amount must be an amount in roubles"),
    (["add", "--code", "A", "--amount", "0"], "--amount must be more than 0"),
    (["add", "--code", "A", "--percent", "5", "--min-total", "lots"], "--min-total must be an amount in roubles"),
    (["add", "--code", "A B", "--percent", "5"], "--code must be 1-32 letters"),
    (["add", "--code", "A", "--percent", "5", "--until", "2027-13-01"], "--until must be a day written yyyy-MM-dd"),
    (["add", "--code", "A", "--percent", "5", "--from", "2027-02-01", "--until", "2027-01-01"], "is after --until"),
    (["add", "--code", "A", "--percent", "5", "--product", "kong", "--category", "koshki"], "not both"),
    (["add", "--code", "A", "--percent", "5", "--once-per-user=yes"], "option '--once-per-user' takes no value"),
    (["disable"], "--code is required"),
  ])
  func usageMistakesExitWithTwoAndAddNothing(arguments: [String], message: String) {
    let (code, console) = run(arguments)
    #expect(code == 2 && console.err.contains(message) && console.err.contains("usage: meowls promo"), "\(console.err)")
    #expect(list() == "no promo codes")
  }

  @Test func helpShowsTheFlagWithoutAValue() {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      ["promo", "add", "--help"], variables: [:])
    #expect(code == 0 && captured.out.hasPrefix("usage: meowls promo add [options]"))
    // NB: the help column is as wide as the command's longest option, so the spaces after the flag vary.
    #expect(captured.out.contains(/\n  --once-per-user +each customer may use it for one order only\n/))
    #expect(captured.out.contains("--percent <N>") && captured.out.contains("--category <code,...>"))
  }

  @Test func kopecksOfRoubleAmounts() throws {
    #expect(try PromoAddCommand.kopecks("300", option: "amount") == 30_000)
    #expect(try PromoAddCommand.kopecks("99.5", option: "amount") == 9_950)
    #expect(try PromoAddCommand.kopecks("99,05", option: "amount") == 9_905)
    #expect(throws: UsageError.self) { try PromoAddCommand.kopecks("99.", option: "amount") }
    #expect(throws: UsageError.self) { try PromoAddCommand.kopecks("", option: "amount") }
    #expect(throws: UsageError.self) { try PromoAddCommand.kopecks("1e5", option: "amount") }
    #expect(throws: UsageError.self) { try PromoAddCommand.kopecks("9999999999999", option: "amount") }
  }

  @Test func aCodePastItsLastDayIsListedAsExpired() throws {
    _ = run(["add", "--code", "OLD", "--percent", "5", "--until", "2026-12-31"])
    #expect(list().hasSuffix("OLD   5%        everything  -     2026-12-31  -          no    expired  0"))
  }

  @Test func enableLetsADisabledCodeWorkAgain() throws {
    _ = run(["add", "--code", "MEOW10", "--percent", "10"])
    _ = run(["disable", "--code", "meow10"])
    let (code, console) = run(["enable", "--code", "meow10"])
    #expect(code == 0 && console.out == "enabled promo code MEOW10")
    #expect(list().hasSuffix("MEOW10  10%       everything  -     -      -          no    active  0"))
  }

  @Test func enablingAnUnknownCodeFails() throws {
    #expect(run(["enable", "--code", "NOPE"]).code != 0)
  }
}
