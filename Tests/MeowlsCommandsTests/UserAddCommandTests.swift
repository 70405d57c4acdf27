import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

@Suite struct UserAddCommandTests {
  let environment = AppEnvironment.test(random: 5)
  let directory: TemporaryDirectory
  var path: String { directory.path("staff.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func run(_ arguments: [String], variables: [String: String] = [:]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      ["user", "add"] + arguments + ["--db", path], variables: variables)
    return (code, captured)
  }

  func users() throws -> [String] {
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    return try database.withConnection { connection in
      try connection.query("SELECT role, phone, name, password_hash FROM users").map { row in
        [try row.string(0), try row.string(1), try row.optionalString(2) ?? "-", String(try row.string(3).prefix(10))]
          .joined(separator: "|")
      }
    }
  }

  @Test func createsAStaffAccountWithANormalisedPhoneAndAnArgon2idHash() throws {
    let (code, console) = run(["--role", "manager", "--phone", "+7 (913) 000-00-01", "--password", "Secret123"])
    #expect(code == 0 && console.out.hasPrefix("created manager "))
    #expect(try users() == ["manager|79130000001|-|$argon2id$"])
  }

  @Test func echoesThePhoneAsItIsStored() throws {
    let (code, console) = run(["--role", "courier", "--phone", "8 (913) 000-00-01", "--password", "Secret123"])
    #expect(code == 0 && console.out.hasSuffix(" (phone 79130000001)"))
  }

  @Test func aCyrillicPasswordIsAccepted() throws {
    #expect(run(["--role", "cashier", "--phone", "79130000001", "--password", "пароль123"]).code == 0)
    #expect(try users().count == 1)
  }

  @Test func helpStatesTheSharedPasswordRule() {
    let captured = CapturedConsole()
    _ = MeowlsCLI(console: captured.console, environment: environment).run(["user", "add", "--help"], variables: [:])
    #expect(captured.out.contains(PasswordPolicy.description))
  }

  @Test func staffAccountCanLogIn() throws {
    #expect(
      run(["--role", "cashier", "--phone", "79130000001", "--password", "Secret123", "--name", "Ольга"]).code == 0)
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    let header = "Basic " + Data("89130000001:Secret123".utf8).base64EncodedString()
    let (user, _) = try AccountService(database: database, environment: environment).login(
      BasicCredentials(header: header), clientAddress: "127.0.0.1")
    #expect(user.role == .cashier && user.name == "Ольга")
  }

  @Test func passwordMayComeFromTheEnvironment() throws {
    let result = run(["--role", "admin", "--phone", "79130000001"], variables: ["MEOWLS_USER_PASSWORD": "Secret123"])
    let created = try users()
    #expect(result.code == 0 && created.first?.hasPrefix("admin|") == true)
  }

  @Test(arguments: [
    (
      ["--role", "boss", "--phone", "1", "--password", "Secret123"],
      "--role must be one of admin, cashier, courier, manager"
    ),
    (["--role", "customer", "--phone", "1", "--password", "Secret123"], "--role must be one of"),
    (["--phone", "1", "--password", "Secret123"], "--role is required"),
    (["--role", "manager", "--password", "Secret123"], "--phone is required"),
    (["--role", "manager", "--phone", "1"], "--password is required"),
    (
      ["--role", "manager", "--phone", "1", "--password", "short1"],
      "--password must have \(PasswordPolicy.description)"
    ),
    (["--role", "manager", "--phone", "1", "--password", "12345678"], "--password must have 8 to 20 characters"),
    (["--role", "manager", "--phone", " ", "--password", "Secret123"], "--phone must contain a phone number"),
    (
      ["--role", "manager", "--phone", "７９１３０００００01", "--password", "Secret123"],
      "--phone must have ASCII digits only and at most 32 characters"
    ),
    (
      ["--role", "manager", "--phone", String(repeating: "7", count: 33), "--password", "Secret123"],
      "--phone must have ASCII digits only"
    ),
  ])
  func badArgumentsAreAUsageErrorAndCreateNothing(arguments: [String], message: String) throws {
    let (code, console) = run(arguments)
    #expect(code == 2 && console.err.contains(message) && console.err.contains("usage: meowls user add"))
    let created = (try? users()) ?? []
    #expect(created.isEmpty)
  }

  @Test func usedPhoneFailsWithExitOne() throws {
    #expect(run(["--role", "manager", "--phone", "79130000001", "--password", "Secret123"]).code == 0)
    let (code, console) = run(["--role", "courier", "--phone", "89130000001", "--password", "Secret123"])
    #expect(code == 1 && console.err == "meowls user add: Phone number is already in use.")
  }

  @Test func helpDescribesTheCommand() {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      ["help", "user", "add"], variables: [:])
    #expect(code == 0 && captured.out.hasPrefix("usage: meowls user add [options]"))
    #expect(captured.out.contains("--role <role>") && captured.out.contains("MEOWLS_USER_PASSWORD"))
  }
}
