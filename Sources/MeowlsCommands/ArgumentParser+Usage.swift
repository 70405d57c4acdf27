extension ArgumentParser {
  /// `meowls --help`, `meowls <group> --help` (`shop`, `staff`, …) or `meowls <command> --help`.
  public func usage(for command: String?) -> String {
    if let command, let spec = commands.first(where: { $0.name == command }) { return usage(of: spec) }
    let members = command.map { group in commands.filter { $0.name.hasPrefix(group + " ") } } ?? []
    if let group = command, !members.isEmpty {
      let lines = ["usage: meowls \(group) <command> [options]", "", "commands:"] + listing(members)
      return (lines + ["", "meowls \(group) <command> --help shows a command's options."]).joined(separator: "\n")
    }
    let lines = ["usage: meowls <command> [options]", "", "commands:"] + listing(commands)
    let hint = "meowls <command> --help shows a command's options; meowls --version shows the version."
    return (lines + ["", hint]).joined(separator: "\n")
  }

  /// One line per command, the summaries in one column two spaces after the longest name.
  private func listing(_ specs: [CommandSpec]) -> [String] {
    let width = specs.map(\.name.count).max() ?? 0
    return specs.map { "  " + $0.name.padding(to: width + 2) + $0.summary }
  }

  private func usage(of spec: CommandSpec) -> String {
    var lines = [
      "usage: meowls \(spec.name)\(spec.options.isEmpty ? "" : " [options]")"
        + spec.arguments.map { " <\($0)>" }.joined(), "", spec.summary,
    ]
    if !spec.options.isEmpty { lines += ["", "options:"] }
    let names = spec.options.map { $0.isFlag ? "--\($0.name)" : "--\($0.name) <\($0.valueName)>" }
    let width = names.map(\.count).max() ?? 0
    for (option, name) in zip(spec.options, names) {
      var line = "  " + name.padding(to: width + 2) + option.help
      if let variable = option.environment { line += " [env \(variable)]" }
      if let value = option.defaultValue { line += " (default \(value))" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
