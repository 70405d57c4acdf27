import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls staff disable | enable | role | password` on the demo shop's staff.
@Suite struct StaffLifecycleCommandTests {
  let environment = AppEnvironment.test(random: 5)
  let directory: TemporaryDirectory
  var path: String { directory.path("staff.sqlite") }
  let cashier = DemoStaff.members[1].phone

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

  @Test func disableThenEnableBringsTheCashierBack() throws {
    #expect(run(["staff", "disable", "--phone", cashier]).console.out == "disabled \(cashier)")
    #expect(!run(["staff", "list"]).console.out.contains(cashier))
    #expect(run(["staff", "enable", "--phone", cashier]).console.out == "enabled \(cashier)")
    #expect(run(["staff", "list"]).console.out.contains(cashier))
  }

  @Test func aDisabledPhoneIsNotAddedAgain() throws {
    _ = run(["staff", "disable", "--phone", cashier])
    let added = run(["staff", "add", "--role", "cashier", "--phone", cashier, "--password", "Secret123"])
    #expect(added.code == 1 && added.console.err.contains("belongs to a disabled staff member"))
  }

  @Test func roleGivesAnotherRole() throws {
    #expect(run(["staff", "role", "--phone", cashier, "--role", "manager"]).code == 0)
    #expect(run(["staff", "list"]).console.out.contains("\(cashier)  manager"))
    let refused = run(["staff", "role", "--phone", cashier, "--role", "customer"])
    #expect(refused.code == 2 && refused.console.err.contains("--role must be"))
  }

  @Test func passwordFollowsThePasswordRule() throws {
    #expect(run(["staff", "password", "--phone", cashier, "--password", "NewSecret123"]).code == 0)
    #expect(run(["staff", "password", "--phone", cashier, "--password", "short"]).code == 2)
  }
}
