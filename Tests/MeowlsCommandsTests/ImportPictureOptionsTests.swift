import MeowlsServer
import Testing

@testable import MeowlsCommands

/// `--import-pictures` and `--import-picture-mb` (and their variables), on `meowls catalog import` and `serve`: the
/// YML import's picture limits.
@Suite struct ImportPictureOptionsTests {
  func limits(_ arguments: [String], environment: [String: String] = [:]) throws -> ImportPictures.Limits {
    guard case .run(let command) = try Commands.parser.parse(arguments, environment: environment) else {
      throw UsageError(message: "expected a command", command: arguments[0])
    }
    return try CatalogCommand.pictureLimits(command)
  }

  @Test func theDefaultsAreAThousandPicturesAnd512MB() throws {
    #expect(try limits(["serve"]) == ImportPictures.Limits(count: 1_000, bytes: 512 * 1024 * 1024))
    #expect(try limits(["catalog", "import", "feed.xml"]) == ImportPictures.Limits())
  }

  @Test func bothLimitsAreSettableByOptionOrVariable() throws {
    #expect(
      try limits(["catalog", "import", "feed.xml", "--import-pictures", "20", "--import-picture-mb", "5"])
        == ImportPictures.Limits(count: 20, bytes: 5 * 1024 * 1024))
    #expect(try limits(["serve"], environment: ["MEOWLS_IMPORT_PICTURES": "0"]).count == 0)
  }

  @Test func aLimitThatIsNoCountIsAUsageError() {
    #expect(throws: UsageError.self) { try limits(["serve", "--import-pictures", "many"]) }
    #expect(throws: UsageError.self) { try limits(["serve", "--import-picture-mb", "0"]) }
  }
}
