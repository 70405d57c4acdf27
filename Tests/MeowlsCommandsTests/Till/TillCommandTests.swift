import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import MeowlsTill
import Testing

@testable import MeowlsCommands

@Suite struct TillCommandTests {
  static let register = "6F1C2D3E-0000-4000-8000-000000000001"

  static func parsed(_ arguments: [String], variables: [String: String] = [:]) throws -> ParsedCommand {
    let invocation = try Commands.parser.parse(["till"] + arguments, environment: variables)
    guard case .run(let command) = invocation else { throw UsageError(message: "not a run", command: nil) }
    return command
  }

  static func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let cli = MeowlsCLI(
      console: captured.console, environment: .test(clock: .constant(Date(timeIntervalSince1970: 0)), random: 3))
    return (cli.run(["till"] + arguments, variables: [:]), captured)
  }

  @Test func theOptionsBecomeTheTillsSettingsWithTheServerNormalised() throws {
    let (settings, http) = try TillCommand.settings(
      from: Self.parsed([
        "--server", "HTTP://Shop.Example:8080/", "--register", Self.register, "--data", "/var/lib/till", "--port", "0",
        "--heartbeat", "0.5",
      ]), variables: [:])
    #expect(
      settings
        == TillSettings(
          dataDirectory: URL(fileURLWithPath: "/var/lib/till", isDirectory: true), heartbeat: 0.5,
          registerID: Register.ID(uuidString: Self.register)!, server: URL(string: "http://shop.example:8080")!))
    #expect(http.host == "127.0.0.1" && http.port == 0)
  }

  @Test func theDataDirectoryDefaultsToTheUsersOwn() throws {
    let command = try Self.parsed(["--server", "http://a.example", "--register", Self.register])
    let xdg = try TillCommand.settings(from: command, variables: ["XDG_DATA_HOME": "/x", "HOME": "/home/k"]).0
    let home = try TillCommand.settings(from: command, variables: ["HOME": "/home/k"]).0
    #expect(xdg.dataDirectory.path == "/x/meowls/till" && home.dataDirectory.path == "/home/k/.local/share/meowls/till")
  }

  @Test(arguments: [
    ["--register", register], ["--server", "http://a.example"], ["--server", "a.example", "--register", register],
    ["--server", "http://a.example", "--register", "7"],
    ["--server", "http://a.example", "--register", register, "--port", "70000"],
    ["--server", "http://a.example", "--register", register, "--heartbeat", "0"],
  ])
  func aMissingOrBadOptionIsAUsageError(_ arguments: [String]) {
    let (code, console) = Self.run(arguments)
    #expect(code == 2 && console.err.contains("usage: meowls till"))
  }

  @Test func aDirectoryOfAnotherRegisterExitsWithTwoAndOneLineSayingWhose() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let other = Register.ID(UUID())
    _ = try TillDirectory(
      url: URL(fileURLWithPath: directory.path("till")),
      identity: TillIdentity(registerID: other, server: "http://a.example"))
    let (code, console) = Self.run([
      "--server", "http://a.example", "--register", Self.register, "--data", directory.path("till"),
    ])
    #expect(code == 2)
    #expect(
      console.err
        == "meowls till: the data directory \(directory.path("till")) belongs to register \(other.uuidString), "
        + "not \(Self.register); give this register its own --data")
  }
}

@Suite struct TillOptionsDocumentationTests {
  @Test(arguments: TillCommand.spec.options.map(\.name))
  func everyTillOptionHasItsRowInTheReadme(option: String) throws {
    let spec = try #require(TillCommand.spec.options.first { $0.name == option })
    let row = "| `--\(spec.name)` | " + (spec.environment.map { "`\($0)`" } ?? "")
    #expect(ServeOptionsDocumentationTests.readme.contains(row), "README.md has no row starting \(row)")
  }
}
