import Testing

@testable import MeowlsCommands

@Suite struct ArgumentParserTests {
  let parser = Commands.parser

  @Test func noArgumentsIsAUsageError() {
    #expect(throws: UsageError(message: "no command given", command: nil)) {
      try parser.parse([], environment: [:])
    }
  }

  @Test func versionFlag() throws {
    #expect(try parser.parse(["--version"], environment: [:]) == .version)
  }

  @Test func commandHelp() throws {
    #expect(try parser.parse(["serve", "--help"], environment: [:]) == .help(command: "serve"))
  }

  @Test func defaultsFillUnsetOptions() throws {
    guard case .run(let command) = try parser.parse(["serve"], environment: [:]) else {
      Issue.record("expected a command")
      return
    }
    #expect(command["host"] == "127.0.0.1" && command["port"] == "8080" && command["db"] == "./meowls.sqlite")
    #expect(command["threads"] == nil)
  }

  @Test func flagBeatsEnvironmentBeatsDefault() throws {
    let environment = ["MEOWLS_PORT": "9000", "MEOWLS_DB": "/tmp/x.sqlite"]
    guard case .run(let command) = try parser.parse(["serve", "--port=9100"], environment: environment) else {
      Issue.record("expected a command")
      return
    }
    #expect(command["port"] == "9100")
    #expect(command["db"] == "/tmp/x.sqlite")
  }

  @Test func optionValueMaySeparateBySpace() throws {
    guard case .run(let command) = try parser.parse(["serve", "--threads", "4"], environment: [:]) else {
      Issue.record("expected a command")
      return
    }
    #expect(command["threads"] == "4")
  }

  @Test func unknownCommandIsAUsageError() {
    #expect(throws: UsageError(message: "unknown command 'servee'", command: nil)) {
      try parser.parse(["servee"], environment: [:])
    }
  }

  @Test func unknownOptionIsAUsageError() {
    #expect(throws: UsageError(message: "unknown option '--prot' for 'serve'", command: "serve")) {
      try parser.parse(["serve", "--prot", "1"], environment: [:])
    }
  }

  @Test func optionWithoutValueIsAUsageError() {
    #expect(throws: UsageError(message: "option '--port' needs a value", command: "serve")) {
      try parser.parse(["serve", "--port"], environment: [:])
    }
  }

  @Test func strayArgumentIsAUsageError() {
    #expect(throws: UsageError.self) { try parser.parse(["migrate", "extra"], environment: [:]) }
  }

  @Test func usageListsEveryCommandAndOption() {
    let general = parser.usage(for: nil)
    for command in Commands.specs { #expect(general.contains(command.name)) }
    let serve = parser.usage(for: "serve")
    for option in ServeCommand.spec.options { #expect(serve.contains("--\(option.name)")) }
    #expect(serve.contains("MEOWLS_PORT"))
  }
}

@Suite struct ArgumentParserFlagTests {
  let parser = ArgumentParser(commands: [
    CommandSpec(
      name: "go", summary: "", options: [.flag("fast", help: ""), OptionSpec("to", value: "place", help: "")])
  ])

  @Test func flagIsTrueWhenGivenAndAbsentOtherwise() throws {
    #expect(
      try parser.parse(["go", "--fast", "--to", "home"], environment: [:])
        == .run(ParsedCommand(name: "go", options: ["fast": "true", "to": "home"])))
    #expect(try parser.parse(["go"], environment: [:]) == .run(ParsedCommand(name: "go", options: [:])))
  }

  @Test func flagDoesNotTakeTheNextWordAsItsValue() throws {
    #expect(throws: UsageError(message: "unexpected argument 'home'", command: "go")) {
      try parser.parse(["go", "--fast", "home"], environment: [:])
    }
  }
}
