import Foundation
import MeowlsServer

/// `meowls`: parses the command line and runs the command. Exit codes: 0 success, 1 failure, 2 usage error.
public struct MeowlsCLI: Sendable {
  public var console: Console
  public var environment: AppEnvironment

  public init(console: Console, environment: AppEnvironment) {
    self.console = console
    self.environment = environment
  }

  public func run(_ arguments: [String], variables: [String: String]) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Commands.parser.parse(arguments, environment: variables)
    } catch {
      console.err("meowls: \(error.message)")
      console.err(Commands.parser.usage(for: error.command))
      return 2
    }
    switch invocation {
    case .version:
      console.out("meowls \(Commands.version)")
      return 0
    case .help(let command):
      console.out(Commands.parser.usage(for: command))
      return 0
    case .run(let command):
      do {
        try execute(command)
        return 0
      } catch let error as UsageError {
        console.err("meowls: \(error.message)")
        console.err(Commands.parser.usage(for: error.command))
        return 2
      } catch {
        console.err("meowls \(command.name): \(error)")
        return 1
      }
    }
  }

  private func execute(_ command: ParsedCommand) throws {
    switch command.name {
    case Commands.serve.name:
      try ServeCommand(console: console, environment: environment).run(try ServeCommand.settings(from: command))
    case Commands.migrate.name:
      try MigrateCommand(console: console, environment: environment).run(
        databasePath: command["db"] ?? "./meowls.sqlite")
    case Commands.promoAdd.name, Commands.promoDisable.name, Commands.promoEnable.name, Commands.promoList.name:
      try PromoCommand(console: console, environment: environment).run(command)
    case Commands.shopList.name, Commands.shopRegisterAdd.name, Commands.staffAdd.name, Commands.staffAssign.name,
      Commands.staffPIN.name, Commands.staffList.name:
      try StaffCommand(console: console, environment: environment).run(command)
    case Commands.userAdd.name:
      try UserAddCommand(console: console, environment: environment).run(try UserAddCommand.arguments(from: command))
    case Commands.reindex.name:
      try ReindexCommand(console: console, environment: environment).run(
        databasePath: command["db"] ?? "./meowls.sqlite")
    case Commands.seed.name:
      try SeedCommand(console: console, environment: environment).run(try SeedCommand.request(from: command))
    default: throw UsageError(message: "unknown command '\(command.name)'", command: nil)
    }
  }
}
