import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls audit list`: the back office's audit log, newest first.
struct AuditListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "audit list", summary: "List the back office's changes, newest first: who, when, what.",
    options: [
      OptionSpec("action", value: "action", help: "only this action, e.g. product.edit"),
      OptionSpec("subject", value: "id", help: "only changes of this product, category or variant"),
      OptionSpec("page", value: "N", default: "1", help: "the page of 20 rows"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let query = AuditQuery(
      action: command["action"], page: PageRequest(page: try AdminCommand.integer(command, "page", in: 1...1_000_000)),
      subjectID: command["subject"]?.uppercased())
    let page = try AdminCommand.with(command, environment: environment) { try $0.audit.page(query) }
    guard !page.results.isEmpty else { return console.out("no changes") }
    let formatter = ISO8601DateFormatter()
    for entry in page.results {
      console.out(
        "\(entry.id)  \(formatter.string(from: entry.recordedAt))  \(entry.actor)  \(entry.action)  "
          + "\(entry.subjectType) \(entry.subjectID)")
    }
    console.out("\(page.paginationInfo.totalCount) changes")
  }
}
