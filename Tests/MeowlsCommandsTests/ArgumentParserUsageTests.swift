import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

@Suite struct ArgumentParserUsageTests {
  let environment = AppEnvironment.test(clock: .constant(Date(timeIntervalSince1970: 0)), random: 3)

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(arguments, variables: [:])
    return (code, captured)
  }

  /// The column a listed line's description starts at: after the name and the run of spaces that follows it.
  func descriptionColumn(_ line: Substring) -> Int? {
    line.ranges(of: /\ {2,}/).dropFirst().first.map { line.distance(from: line.startIndex, to: $0.upperBound) }
  }

  @Test(arguments: ["city", "promo", "shop", "staff", "user"])
  func groupHelpListsEverySubcommandOfTheGroup(group: String) {
    let (code, console) = run([group, "--help"])
    #expect(code == 0 && console.out.hasPrefix("usage: meowls \(group) <command> [options]"))
    let members = Commands.specs.filter { $0.name.hasPrefix(group + " ") }
    #expect(!members.isEmpty)
    for member in members { #expect(console.out.contains("  \(member.name)  ")) }
    #expect(!console.out.contains("  serve "))
  }

  @Test func helpWordBeforeAGroupShowsTheGroup() {
    let (code, console) = run(["help", "staff"])
    #expect(code == 0 && console.out.hasPrefix("usage: meowls staff <command> [options]"))
  }

  @Test func groupWithoutASubcommandIsAUsageErrorWithTheGroupsHelp() {
    let (code, console) = run(["shop"])
    #expect(code == 2 && console.err.contains("'shop' needs a subcommand"))
    #expect(console.err.contains("usage: meowls shop <command>"))
  }

  @Test func unknownSubcommandOfAGroupIsAUsageError() {
    let (code, console) = run(["promo", "delete"])
    #expect(code == 2 && console.err.contains("unknown command 'promo delete'"))
  }

  @Test func commandSummariesStartInOneColumn() {
    let lines = Commands.parser.usage(for: nil).split(separator: "\n").filter { $0.hasPrefix("  ") }
    #expect(lines.count == Commands.specs.count)
    #expect(Set(lines.map(descriptionColumn)).count == 1, "\(lines.joined(separator: "\n"))")
  }

  @Test func optionHelpStartsInOneColumn() {
    let lines = Commands.parser.usage(for: "serve").split(separator: "\n").filter { $0.hasPrefix("  --") }
    #expect(lines.count == ServeCommand.spec.options.count)
    #expect(Set(lines.map(descriptionColumn)).count == 1, "\(lines.joined(separator: "\n"))")
  }
}
