import MeowlsAPI

/// Turns keys, counts and errors into the text the user sees, in one language.
///
/// Every key has a Russian and an English text (a test checks it), so a raw key never reaches the screen; the
/// fallback to the other language and then to a generic message exists for safety only.
public struct Localizer: Hashable, Sendable {
  /// The language of the texts.
  public var language: AppLanguage

  /// A localizer for `language`.
  public init(language: AppLanguage) {
    self.language = language
  }

  /// The text of a key, with `{0}`, `{1}` … replaced by `arguments`.
  public func string(_ key: LocalizedString, _ arguments: String...) -> String {
    let text = table.strings[key] ?? other.strings[key] ?? Self.generic(language)
    return arguments.enumerated().reduce(text) { text, argument in
      text.replacingOccurrences(of: "{\(argument.offset)}", with: argument.element)
    }
  }

  /// A counted phrase with the language's plural rule: "1 товар", "2 товара", "5 товаров", "11 товаров",
  /// "21 товар".
  public func count(_ count: Int, _ noun: CountedNoun) -> String {
    let forms = table.counted[noun] ?? other.counted[noun]
    let text = forms?.form(PluralCategory.of(count, in: language)) ?? "{n}"
    return text.replacingOccurrences(of: "{n}", with: String(count))
  }

  /// The message for a form field error.
  public func message(for error: ValidationError) -> String {
    table.validation[error] ?? other.validation[error] ?? Self.generic(language)
  }

  /// The message for a failed request: the code's text, or for a code this version does not know the server's
  /// own `reason`; never a debug dump.
  public func message(for error: APIError) -> String {
    switch error {
    case .notSignedIn: return string(.networkNotSignedIn)
    case .reauthorizationRequired: return string(.sessionReauthorizationMessage)
    case .storage: return string(.networkStorage)
    case .transport(.connectionLost): return string(.networkConnectionLost)
    case .transport(.notConnected): return string(.networkOffline)
    case .transport(.timedOut): return string(.networkTimedOut)
    case .transport(.cancelled), .transport(.other), .undecodable: return string(.networkGeneric)
    case .server(_, let response): return message(for: response)
    }
  }

  /// The message for an error body.
  public func message(for response: ErrorResponse) -> String {
    if response.code == .abortError, !response.reason.isEmpty {
      return string(.networkAbortError, response.reason)
    }
    // NB: every code of the contract has a message in both tables (a test checks); any other code is one this
    // version does not know, and the server's own reason says more than a generic text.
    if let message = table.errors[response.code.rawValue] ?? other.errors[response.code.rawValue] { return message }
    return response.reason.isEmpty ? string(.networkGeneric) : response.reason
  }

  private var table: StringTable { StringTable.of(language) }

  private var other: StringTable { StringTable.of(language == .ru ? .en : .ru) }

  private static func generic(_ language: AppLanguage) -> String {
    StringTable.of(language).strings[.networkGeneric] ?? "Error"
  }
}
