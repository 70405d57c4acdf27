import CSodium

extension PasswordHasher {
  /// Argon2id with libsodium's interactive limits (2 passes, 64 MiB): what the server and `meowls user add` use.
  public static let interactive = argon2id(
    opsLimit: UInt64(crypto_pwhash_opslimit_interactive()), memLimit: crypto_pwhash_memlimit_interactive())

  /// Argon2id with libsodium's minimum limits (1 pass, 8 KiB): real hashes, cheap enough for test suites.
  /// Never for production: the hash string records its limits, so accounts made with it stay weak.
  public static let minimum = argon2id(
    opsLimit: UInt64(crypto_pwhash_opslimit_min()), memLimit: crypto_pwhash_memlimit_min())

  /// Argon2id (`crypto_pwhash_str`, whose default algorithm is Argon2id13) with the given limits.
  /// Verification reads the limits from the stored hash, so hashes made with other limits still verify.
  public static func argon2id(opsLimit: UInt64, memLimit: Int) -> PasswordHasher {
    PasswordHasher(
      hash: { password in
        var out = [CChar](repeating: 0, count: Int(crypto_pwhash_strbytes()))
        let bytes = Array(password.utf8CString.dropLast())
        guard crypto_pwhash_str(&out, bytes, UInt64(bytes.count), opsLimit, memLimit) == 0 else {
          throw CryptoError.passwordHashFailed
        }
        return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      },
      verify: { password, hash in
        let bytes = Array(password.utf8CString.dropLast())
        return crypto_pwhash_str_verify(hash, bytes, UInt64(bytes.count)) == 0
      })
  }
}
