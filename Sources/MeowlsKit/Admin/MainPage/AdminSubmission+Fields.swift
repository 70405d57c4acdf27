import MeowlsAPI

extension AdminSubmission {
  /// Whether the API's refusal of the last change is about `field`: its `failures` name it (`redirect.sale_id`,
  /// `image_key` …), or its code is one of `codes` (a code that always means that field: `saleCodeTaken`).
  public func refuses(_ field: String, codes: Set<ErrorCode> = []) -> Bool {
    guard case .server(_, let response)? = error else { return false }
    return codes.contains(response.code) || response.failures?.contains { $0.field == field } == true
  }
}

extension AdminSubmission {
  /// Settles the answer to the change on its way: done with the value the API answered, or refused with its error
  /// (nil then, and for an answer to nothing sent).
  mutating func settle<Value>(_ result: Result<Value, APIError>) -> Value? {
    guard self == .sending else { return nil }
    switch result {
    case .success(let value):
      self = .done
      return value
    case .failure(let error):
      self = .failed(error)
      return nil
    }
  }
}
