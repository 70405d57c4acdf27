/// What makes two requests "the same" for idempotency (a purchase's `Idempotency-Key`, a register's sale or return
/// id): the SHA-256 of the decoded body encoded again, so spacing and key order of the client's JSON do not matter.
enum RequestFingerprint {
  static func of(_ body: some Encodable) throws -> String {
    Crypto.sha256Hex(try JSONBodyEncoder().encode(body))
  }
}
