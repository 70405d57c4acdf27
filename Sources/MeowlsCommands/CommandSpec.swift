/// One option of a command: `--port 8080`, also settable as an environment variable.
public struct OptionSpec: Sendable, Equatable {
  public var name: String
  public var valueName: String
  public var environment: String?
  public var defaultValue: String?
  public var help: String
  /// A flag takes no value: `--demo` alone sets it to `"true"`; unset flags are absent.
  public var isFlag: Bool

  public init(
    _ name: String, value: String, environment: String? = nil, default defaultValue: String? = nil, help: String
  ) {
    self.name = name
    self.valueName = value
    self.environment = environment
    self.defaultValue = defaultValue
    self.help = help
    self.isFlag = false
  }

  /// An option without a value, e.g. `--demo`.
  public static func flag(_ name: String, help: String) -> OptionSpec {
    var option = OptionSpec(name, value: "", help: help)
    option.isFlag = true
    return option
  }
}

/// One subcommand of `meowls`, described as data so that parsing and help come from the same table.
public struct CommandSpec: Sendable, Equatable {
  public var name: String
  public var summary: String
  public var options: [OptionSpec]
  /// Names of positional arguments, in order (shown in usage).
  public var arguments: [String]

  public init(name: String, summary: String, options: [OptionSpec] = [], arguments: [String] = []) {
    self.name = name
    self.summary = summary
    self.options = options
    self.arguments = arguments
  }

  /// The words of `name`: one for `serve`, two for `user add`.
  public var words: [String] { name.split(separator: " ").map(String.init) }
}

/// The arguments of one invocation after parsing: every option resolved from flag, environment or default.
public struct ParsedCommand: Sendable, Equatable {
  public var name: String
  public var options: [String: String]
  public var arguments: [String]

  public init(name: String, options: [String: String], arguments: [String] = []) {
    self.name = name
    self.options = options
    self.arguments = arguments
  }

  public subscript(option: String) -> String? { options[option] }

  /// The whole number `option` gives, nil when it is not given; a usage error when it is no number in `range`.
  func wholeNumber(_ option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = options[option] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(message: "--\(option) must be a whole number in \(range), not '\(text)'", command: name)
    }
    return value
  }
}
