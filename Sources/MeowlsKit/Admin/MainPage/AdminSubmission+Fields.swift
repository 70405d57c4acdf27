import MeowlsAPI

extension AdminSubmission {
  /// Whether the API's refusal of the last change is about `field`: its `failures` name it (`redirect.sale_id`,
  /// `image_key` …), or its code is one of `codes` (a code that always means that field: `saleCodeTaken`).
  public func refuses(_ field: String, codes: Set<ErrorCode> = []) -> Bool {
    guard case .server(_, let response)? = error else { return false }
    return codes.contains(response.code) || response.failures?.contains { $0.field == field } == true
  }
}
