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
    // NB: a bare `meowls` is a mistake (a script that lost its arguments), not a request for help: exit 2.
    guard let first = arguments.first else { throw UsageError(message: "no command given", command: nil) }
    switch first {
    case "--help", "-h", "help":
      let rest = arguments.dropFirst()
      return .help(command: spec(named: rest)?.name ?? group(named: rest) ?? rest.first)
    case "--version", "-V": return .version
    default: break
    }
    guard let spec = spec(named: arguments[...]) else { return try groupHelp(arguments) }
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

  /// The command group the leading words name, the longest the table has: `shop`, or `shop register`.
  func group(named words: ArraySlice<String>) -> String? {
    let names = words.prefix { !$0.hasPrefix("-") }
    let lengths = (0..<names.count).map { $0 + 1 }.filter { length in
      commands.contains { $0.words.count > length && $0.words.starts(with: names.prefix(length)) }
    }
    return lengths.last.map { names.prefix($0).joined(separator: " ") }
  }

  /// `meowls shop --help` is the group's help; `meowls shop` or `meowls shop frob` a usage error with it.
  private func groupHelp(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let group = group(named: arguments[...]) else {
      throw UsageError(message: "unknown command '\(arguments[0])'", command: nil)
    }
    let rest = arguments.dropFirst(group.split(separator: " ").count)
    if rest.first == "--help" || rest.first == "-h" { return .help(command: group) }
    guard let next = rest.first else { throw UsageError(message: "'\(group)' needs a subcommand", command: group) }
    throw UsageError(message: "unknown command '\(group) \(next)'", command: group)
  }
}
