import CSodium

/// libsodium, the server's one source of cryptography (random bytes, SHA-256, Argon2id).
///
/// `Crypto.start()` runs `sodium_init()` once when a program starts (`Application`, `meowls user add`); nothing
/// here initialises lazily. Every other libsodium call in MEOWLS happens after it.
public enum Crypto {
  /// Initialises libsodium (idempotent and thread-safe); throws when the library cannot work on this machine.
  public static func start() throws {
    guard sodium_init() >= 0 else { throw CryptoError.unavailable }
  }

  /// `count` bytes from libsodium's CSPRNG (`randombytes_buf`).
  static func randomBytes(_ count: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    bytes.withUnsafeMutableBytes { buffer in
      if let base = buffer.baseAddress { randombytes_buf(base, buffer.count) }
    }
    return bytes
  }

  /// Lower-case hex of the SHA-256 of `bytes` (`crypto_hash_sha256`).
  static func sha256Hex(_ bytes: [UInt8]) -> String {
    var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_bytes()))
    _ = crypto_hash_sha256(&digest, bytes, UInt64(bytes.count))
    return hex(digest)
  }

  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// libsodium could not do its work.
public enum CryptoError: Error, Equatable {
  /// `sodium_init()` failed.
  case unavailable
  /// Hashing a password failed (libsodium could not get the memory Argon2id needs).
  case passwordHashFailed
}
