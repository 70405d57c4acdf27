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
        guard let type = Commands.all.first(where: { $0.spec.name == command.name }) else {
          throw UsageError(message: "unknown command '\(command.name)'", command: nil)
        }
        try type.init(console: console, environment: environment).run(command)
        return 0
      } catch let error as UsageError {
        console.err("meowls: \(error.message)")
        console.err(Commands.parser.usage(for: error.command))
        return 2
      } catch let error as any ExitStatusError {
        console.err("meowls \(command.name): \(error)")
        return error.exitStatus
      } catch {
        console.err("meowls \(command.name): \(error)")
        return 1
      }
    }
  }
}
