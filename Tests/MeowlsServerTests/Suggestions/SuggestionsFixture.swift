@testable import MeowlsServer

/// The bundled suggestion data, loaded once for all tests.
enum SuggestionsFixture {
  static let names: NameDictionary = {
    do {
      return try NameDictionary.load(from: SuggestionsResources.dataDirectory)
    } catch {
      fatalError("the name dictionaries do not load: \(error)")
    }
  }()

  static let streets: StreetDirectory = {
    do {
      return try StreetDirectory.load(from: SuggestionsResources.dataDirectory)
    } catch {
      fatalError("the streets do not load: \(error)")
    }
  }()

  static let handler = SuggestionsHandler(
    data: SuggestionData(addresses: AddressSuggestions(directory: streets), names: names))
}
