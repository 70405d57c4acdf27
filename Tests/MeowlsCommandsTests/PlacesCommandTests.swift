import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls shop add | edit | close | reopen`, `meowls shop register list | retire` and `meowls city …`: the back
/// office's places from the command line, audited as `console`.
@Suite struct PlacesCommandTests {
  let environment = AppEnvironment.test(random: 9)
  let directory: TemporaryDirectory
  var path: String { directory.path("places.sqlite") }
  static let shop = "meowls_na_krasnom_prospekte"

  init() throws {
    directory = try TemporaryDirectory()
    #expect(run(["seed", "--demo"]).code == 0)
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      arguments + ["--db", path], variables: [:])
    return (code, captured)
  }

  /// The audit log's actions of `subjectType`, oldest first.
  func actions(_ subjectType: String) throws -> [String] {
    let database = try SQLiteDatabase(path: path, connections: 1)
    return try database.withConnection { connection in
      try connection.query(
        "SELECT action, actor FROM admin_audit_log WHERE subject_type = $1 ORDER BY id", [subjectType.sqlValue]
      ).map { "\(try $0.string(0)) \(try $0.string(1))" }
    }
  }

  @Test func cityAddListsTheCityAndEditChangesIt() throws {
    let added = run([
      "city", "add", "--name", "Бердск", "--region", "Новосибирская область", "--time-zone", "Asia/Novosibirsk",
      "--latitude", "54.758", "--longitude", "83.107",
    ])
    #expect(added.code == 0 && added.console.out.hasPrefix("added city ") && added.console.out.hasSuffix("«Бердск»"))
    let edited = run(["city", "edit", "--city", "Бердск", "--name", "Бердск-на-Оби", "--time-zone", "Asia/Omsk"])
    #expect(edited.code == 0 && edited.console.out.hasSuffix("«Бердск-на-Оби»"))
    let listed = run(["city", "list"]).console.out
    #expect(listed.contains("Бердск-на-Оби") && listed.contains("Asia/Omsk") && listed.hasPrefix("name"))
    #expect(try actions("city") == ["city.create console", "city.edit console"])
  }

  @Test func cityHideAndShowTakeAnEmptyCityOffTheListAndBack() throws {
    _ = run(["city", "add", "--name", "Бердск", "--region", "НСО", "--time-zone", "Asia/Novosibirsk"])
    let hidden = run(["city", "hide", "--city", "Бердск"])
    #expect(hidden.code == 0 && hidden.console.out.hasSuffix("«Бердск» (hidden)"))
    #expect(run(["city", "list"]).console.out.contains("hidden"))
    #expect(run(["city", "show", "--city", "Бердск"]).code == 0)
    let refused = run(["city", "hide", "--city", "Новосибирск"])
    #expect(refused.code == 2 && refused.console.err.contains("open shops and warehouses first"))
  }

  @Test func shopAddEditCloseAndReopen() throws {
    let added = run([
      "shop", "add", "--code", "nsk-zoo", "--name", "MEOWLS на Ленина", "--city", "Новосибирск", "--address",
      "ул Ленина, д 1", "--latitude", "55.03", "--longitude", "82.92", "--hours",
      "monday=09:00-21:00,saturday=10:00-20:00",
    ])
    #expect(added.code == 0 && added.console.out.hasPrefix("added shop nsk-zoo "))
    let edited = run(["shop", "edit", "--shop", "nsk-zoo", "--name", "MEOWLS у вокзала", "--pickup", "no"])
    #expect(edited.code == 0 && edited.console.out.hasSuffix("«MEOWLS у вокзала»"))
    let closed = run(["shop", "close", "--shop", "nsk-zoo"])
    #expect(closed.code == 0 && closed.console.out.hasSuffix("(closed)"))
    #expect(run(["shop", "reopen", "--shop", "nsk-zoo"]).code == 0)
    #expect(
      try actions("shop") == ["shop.create console", "shop.edit console", "shop.close console", "shop.reopen console"])
  }

  @Test func eachChangeOfAPlaceIsToldInOneLineWithItsSummary() throws {
    _ = run(["city", "add", "--name", "Бердск", "--region", "НСО", "--time-zone", "Asia/Novosibirsk"])
    _ = run([
      "shop", "add", "--code", "nsk-zoo", "--name", "MEOWLS на Ленина", "--city", "Новосибирск", "--address", "1",
      "--latitude", "55.03", "--longitude", "82.92",
    ])
    let id = "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"
    for (arguments, line) in [
      (["city", "hide", "--city", "Бердск"], "hid city \(id) «Бердск» \\(hidden\\)"),
      (["city", "show", "--city", "Бердск"], "showed city \(id) «Бердск»"),
      (["city", "edit", "--city", "Бердск", "--name", "Бердск-на-Оби"], "changed city \(id) «Бердск-на-Оби»"),
      (["shop", "close", "--shop", "nsk-zoo"], "closed nsk-zoo \(id) «MEOWLS на Ленина» \\(closed\\)"),
      (["shop", "reopen", "--shop", "nsk-zoo"], "reopened nsk-zoo \(id) «MEOWLS на Ленина»"),
      (["shop", "edit", "--shop", "nsk-zoo", "--code", "nsk-zoo-2"], "changed nsk-zoo-2 \(id) «MEOWLS на Ленина»"),
    ] {
      let (code, console) = run(arguments)
      let out = console.out.trimmingCharacters(in: .newlines)
      #expect(code == 0 && out.range(of: "^\(line)$", options: .regularExpression) != nil, "\(arguments): \(out)")
    }
    for arguments in [["city", "hide"], ["shop", "reopen"]] {
      let (code, console) = run(arguments)
      #expect(code == 2 && console.out.isEmpty && console.err.contains("--\(arguments[0])"), "\(console.err)")
    }
  }

  @Test func registerListAddAndRetire() throws {
    #expect(run(["shop", "register", "add", "--shop", Self.shop]).code == 0)
    let retired = run(["shop", "register", "retire", "--shop", Self.shop, "--register", "2"])
    #expect(retired.code == 0 && retired.console.out.hasPrefix("retired register 2 «Касса 2» "))
    let listed = run(["shop", "register", "list", "--shop", Self.shop]).console.out.split(separator: "\n")
    #expect(listed.count == 3 && listed[1].hasPrefix("1 ") && listed[2].contains("retired"))
    #expect(try actions("register") == ["register.add console", "register.retire console"])
  }

  @Test(arguments: [
    (["shop", "add", "--code", "x", "--name", "X", "--city", "Новосибирск", "--address", "a"], "--latitude"),
    (
      [
        "shop", "add", "--code", "x", "--name", "X", "--city", "Новосибирск", "--address", "a", "--latitude", "1",
        "--longitude", "1", "--hours", "monday=21:00-09:00",
      ], "opening_hours[0].closes"
    ),
    (["shop", "edit", "--shop", Self.shop, "--latitude", "north"], "--latitude must be a number"),
    (["shop", "edit", "--shop", Self.shop, "--hours", "monday"], "--hours is weekday=HH:MM-HH:MM"),
    (["shop", "edit", "--shop", Self.shop, "--latitude", "95"], "(latitude)"),
    (["shop", "close", "--shop", "nowhere"], "No shop or warehouse with this id."),
    (["shop", "register", "retire", "--shop", Self.shop, "--register", "9"], "No register of this shop"),
    (["city", "add", "--name", "Бердск", "--region", "НСО", "--time-zone", "Mars/Olympus"], "Not an IANA time zone"),
    (["city", "edit", "--city", "Атлантида"], "No city with this id."),
  ])
  func badArgumentsAreAUsageError(arguments: [String], message: String) throws {
    let (code, console) = run(arguments)
    #expect(code == 2 && console.err.contains(message), "\(console.err)")
  }
}
