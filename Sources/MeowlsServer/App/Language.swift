import Foundation

/// The language of display names in an answer (`decisions.md`: `Accept-Language: en` gives English names that have
/// an English form; Russian stays the default). Error `reason`s stay the contract's English texts.
enum Language: Sendable, Equatable {
  case english
  case russian

  /// The preferred supported language of an `Accept-Language` header (`en-GB, ru;q=0.8`): the supported tag with
  /// the highest weight, the first of equal weights; Russian when the header names neither.
  init(acceptLanguage header: String?) {
    var best: (language: Language, weight: Double)?
    for range in (header ?? "").split(separator: ",") {
      let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      let primary = parts.first?.split(separator: "-").first.map { $0.lowercased() } ?? ""
      let language: Language? =
        switch primary {
        case "en": .english
        case "ru": .russian
        default: nil
        }
      let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      guard let language, weight > 0, weight > (best?.weight ?? 0) else { continue }
      best = (language, weight)
    }
    self = best?.language ?? .russian
  }
}
