import MeowlsAPI

/// One language's texts: fixed strings, error messages by code, form messages and counted phrases.
struct StringTable: Sendable {
  var counted: [CountedNoun: PluralForms]
  /// By `ErrorCode.rawValue`.
  var errors: [String: String]
  var strings: [LocalizedString: String]
  var validation: [ValidationError: String]

  static func of(_ language: AppLanguage) -> StringTable {
    switch language {
    case .en: english
    case .ru: russian
    }
  }
}
