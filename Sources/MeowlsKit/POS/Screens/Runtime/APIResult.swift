/// A typed-throwing call as a `Result`, so each screen's `perform` reads as one line per effect.
func result<Value>(_ call: () async throws(APIError) -> Value) async -> Result<Value, APIError> {
  do throws(APIError) {
    return .success(try await call())
  } catch {
    return .failure(error)
  }
}
