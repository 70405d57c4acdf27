import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

@testable import MeowlsCommands

/// Runs the CLI with captured output.
final class CapturedConsole: Sendable {
  let lines = Mutex<(out: [String], err: [String])>(([], []))

  var console: Console {
    Console(
      out: { line in self.lines.withLock { $0.out.append(line) } },
      err: { line in self.lines.withLock { $0.err.append(line) } })
  }

  var out: String { lines.withLock { $0.out.joined(separator: "\n") } }
  var err: String { lines.withLock { $0.err.joined(separator: "\n") } }
}

@Suite struct MeowlsCLITests {
  let environment = AppEnvironment.test(clock: .constant(Date(timeIntervalSince1970: 0)), random: 3)

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(arguments, variables: [:])
    return (code, captured)
  }

  @Test func versionPrintsAndSucceeds() {
    let (code, console) = run(["--version"])
    #expect(code == 0 && console.out == "meowls \(Commands.version)")
  }

  @Test func noArgumentsPrintUsageAndExitWithTwo() {
    let (code, console) = run([])
    #expect(code == 2 && console.err.contains("usage: meowls <command> [options]") && console.out.isEmpty)
  }

  @Test func unknownCommandExitsWithTwoAndUsage() {
    let (code, console) = run(["frobnicate"])
    #expect(code == 2)
    #expect(console.err.contains("unknown command 'frobnicate'") && console.err.contains("usage: meowls"))
  }

  @Test func badPortExitsWithTwo() {
    let (code, console) = run(["serve", "--port", "99999"])
    #expect(code == 2 && console.err.contains("--port must be a whole number"))
  }

  @Test func migrateCreatesAndThenFindsTheSchemaCurrent() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("m.sqlite")
    let first = run(["migrate", "--db", path])
    #expect(first.code == 0 && first.console.out.contains("applied 1 "))
    let second = run(["migrate", "--db", path])
    #expect(second.code == 0 && second.console.out.contains("is up to date"))
  }

  @Test func busyPortIsAClearErrorWithExitOne() throws {
    let blocker = try BusyPort()
    let (code, console) = run(["serve", "--port", String(blocker.port), "--db", ":memory:"])
    #expect(code == 1)
    #expect(console.err.contains("port \(blocker.port) on 127.0.0.1 is already in use"))
  }

  @Test func reindexRebuildsAndBumpsTheRevision() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path("r.sqlite")
    #expect(run(["seed", "--demo", "--db", path]).code == 0)
    let structure = {
      let database = try SQLiteDatabase(path: path, connections: 1)
      defer { database.close() }
      return try database.withConnection { try $0.first("SELECT structure FROM catalog_revision")?.int(0) }
    }
    // NB: seeding bumps it once and once per price written (the price triggers); the reindex bumps it once more.
    let seeded = try structure()
    let (code, console) = run(["reindex", "--db", path])
    #expect(code == 0, "\(console.err)")
    #expect(console.out.contains("715 products, 126 categories") && console.out.contains("index memory"))
    #expect(try structure() == seeded.map { $0 + 1 })
  }
}
