import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// `meowls export` and `meowls import` as an operator runs them.
@Suite struct TransferCommandTests {
  let environment = AppEnvironment.test(random: 3)
  let directory: TemporaryDirectory
  var shop: String { directory.path("shop.sqlite") }
  var file: String { directory.path("shop.meowls") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(arguments, variables: [:])
    return (code, captured)
  }

  func exported() throws {
    let seed = run(["seed", "--demo", "--db", shop])
    try #require(seed.code == 0, "seed: \(seed.console.err)")
    let export = run(["export", "--db", shop, "--to", file])
    try #require(export.code == 0, "export: \(export.console.err)")
  }

  @Test func anExportImportsIntoANewDatabaseAndSaysWhatItMoved() throws {
    try exported()
    let copy = directory.path("copy.sqlite")
    let imported = run(["import", "--from", file, "--db", copy])
    #expect(imported.code == 0, "\(imported.console.err)")
    #expect(imported.console.out.hasPrefix("imported \(file) into \(copy): 8"))
    #expect(imported.console.out.hasSuffix(" rows"))
    #expect(run(["export", "--db", copy, "--to", directory.path("copy.meowls")]).code == 0)
    #expect(FileManager.default.contentsEqual(atPath: file, andPath: directory.path("copy.meowls")))
  }

  @Test func anImportIntoAShopIsRefusedWithExitTwoUnlessReplacing() throws {
    try exported()
    let refused = run(["import", "--from", file, "--db", shop])
    #expect(refused.code == 2)
    #expect(refused.console.err.hasPrefix("meowls import: the database is not empty ("))
    #expect(run(["import", "--from", file, "--db", shop, "--replace"]).code == 0)
  }

  @Test func aFileThatIsNoExportCreatesNoDatabase() throws {
    try Data("not an export\n".utf8).write(to: URL(fileURLWithPath: file))
    let target = directory.path("new.sqlite")
    let refused = run(["import", "--from", file, "--db", target])
    #expect(refused.code == 2)
    #expect(refused.console.err == "meowls import: \(file) is not a file of meowls export")
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test func exportAndImportNeedTheirFile() {
    #expect(run(["export", "--db", shop]).code == 2)
    #expect(run(["import", "--db", shop]).code == 2)
  }
}
