/// What the command line asked for.
public enum Invocation: Sendable, Equatable {
  case run(ParsedCommand)
  case help(command: String?)
  case version
}

/// A command line that cannot be understood: usage is printed and `meowls` exits with 2.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String
  public var command: String?
}

/// Table-driven parsing of `meowls <command> [--option value]…` (no outside package can be fetched, so it is ours).
public struct ArgumentParser: Sendable {
  public let commands: [CommandSpec]

  public init(commands: [CommandSpec]) {
    self.commands = commands
  }

  public func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else { return .help(command: nil) }
    switch first {
    case "--help", "-h", "help":
      let rest = arguments.dropFirst()
      return .help(command: spec(named: rest)?.name ?? rest.first)
    case "--version", "-V": return .version
    default: break
    }
    guard let spec = spec(named: arguments[...]) else {
      throw UsageError(message: "unknown command '\(first)'", command: nil)
    }
    var options: [String: String] = [:]
    var positional: [String] = []
    var rest = arguments.dropFirst(spec.words.count)
    while let word = rest.popFirst() {
      if word == "--help" || word == "-h" { return .help(command: spec.name) }
      guard word.hasPrefix("--") else {
        positional.append(word)
        continue
      }
      let body = word.dropFirst(2)
      let (name, inlineValue) =
        body.firstIndex(of: "=").map {
          (String(body[..<$0]), Optional(String(body[body.index(after: $0)...])))
        } ?? (String(body), nil)
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError(message: "unknown option '--\(name)' for '\(spec.name)'", command: spec.name)
      }
      if option.isFlag {
        guard inlineValue == nil else {
          throw UsageError(message: "option '--\(name)' takes no value", command: spec.name)
        }
        options[name] = "true"
        continue
      }
      guard let value = inlineValue ?? rest.popFirst() else {
        throw UsageError(message: "option '--\(name)' needs a value", command: spec.name)
      }
      options[name] = value
    }
    guard positional.count <= spec.arguments.count else {
      throw UsageError(message: "unexpected argument '\(positional[spec.arguments.count])'", command: spec.name)
    }
    for option in spec.options where options[option.name] == nil {
      options[option.name] = option.environment.flatMap { environment[$0] } ?? option.defaultValue
    }
    return .run(ParsedCommand(name: spec.name, options: options, arguments: positional))
  }

  /// The command whose words begin `words`, the longest when several do (`user add` is two words).
  func spec(named words: ArraySlice<String>) -> CommandSpec? {
    commands.filter { words.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
  }

  /// `meowls --help` or `meowls <command> --help`.
  public func usage(for command: String?) -> String {
    if let command, let spec = commands.first(where: { $0.name == command }) {
      var lines = [
        "usage: meowls \(spec.name)\(spec.options.isEmpty ? "" : " [options]")"
          + spec.arguments.map { " <\($0)>" }.joined(), "", spec.summary,
      ]
      if !spec.options.isEmpty { lines += ["", "options:"] }
      for option in spec.options {
        var line = (option.isFlag ? "  --\(option.name)" : "  --\(option.name) <\(option.valueName)>").padding(to: 30)
        line += option.help
        if let variable = option.environment { line += " [env \(variable)]" }
        if let value = option.defaultValue { line += " (default \(value))" }
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    }
    var lines = ["usage: meowls <command> [options]", "", "commands:"]
    for spec in commands { lines.append("  " + spec.name.padding(to: 12) + spec.summary) }
    lines += ["", "meowls <command> --help shows a command's options; meowls --version shows the version."]
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
