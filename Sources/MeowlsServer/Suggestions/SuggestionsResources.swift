import Foundation

/// Where the suggestion data lives: the `SuggestionData` folder copied into the target's resource bundle.
///
/// NB: not `Data`, which the demo shop's folder already is: SwiftPM refuses two copied resources of one name.
public enum SuggestionsResources {
  /// The folder with the name dictionaries and `streets/`.
  public static var dataDirectory: URL {
    guard let url = Bundle.module.url(forResource: "SuggestionData", withExtension: nil) else {
      preconditionFailure("the SuggestionData folder is missing from the resource bundle")
    }
    return url
  }
}
