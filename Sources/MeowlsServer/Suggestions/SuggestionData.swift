import Foundation

/// The data the `/suggestions` routes answer from: the name dictionaries and the streets bundled with the server.
/// It never changes while a server runs, so what loaded it once may hand the same value to every server it starts
/// (the test suite does: loading it is a tenth of a debug test server's start).
public struct SuggestionData: Sendable {
  let addresses: AddressSuggestions
  let names: NameDictionary

  init(addresses: AddressSuggestions, names: NameDictionary) {
    self.addresses = addresses
    self.names = names
  }

  /// Loads the name dictionaries and the streets from `directory` (the layout of the bundled `SuggestionData`).
  public static func load(from directory: URL) throws(SuggestionDataError) -> SuggestionData {
    SuggestionData(
      addresses: AddressSuggestions(directory: try StreetDirectory.load(from: directory)),
      names: try NameDictionary.load(from: directory))
  }

  /// The data bundled with the server.
  public static func bundled() throws(SuggestionDataError) -> SuggestionData {
    try load(from: SuggestionsResources.dataDirectory)
  }
}
