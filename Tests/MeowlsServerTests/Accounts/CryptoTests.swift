import Testing

@testable import MeowlsServer

@Suite struct CryptoTests {
  init() throws { try Crypto.start() }

  @Test func sha256MatchesTheStandardVector() {
    #expect(
      Crypto.sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func tokensAreStoredAsTheSHA256OfTheirText() {
    let token = "RhasWbrZGrUw7xfwxqDQExiq+KENqy95VHbpuytX0Rs="
    #expect(SessionStore.hash(token) == Crypto.sha256Hex(Array(token.utf8)) && SessionStore.hash(token).count == 64)
  }

  @Test func randomBytesDiffer() {
    #expect(Crypto.randomBytes(32) != Crypto.randomBytes(32) && Crypto.randomBytes(32).count == 32)
  }

  @Test func argon2idHashVerifiesOnlyItsPassword() throws {
    let hash = try PasswordHasher.minimum.hash("uNhsyBu28d")
    #expect(hash.hasPrefix("$argon2id$v=19$"))
    #expect(PasswordHasher.minimum.verify("uNhsyBu28d", hash))
    #expect(!PasswordHasher.minimum.verify("uNhsyBu28D", hash))
    #expect(!PasswordHasher.minimum.verify("uNhsyBu28d", "not a hash"))
  }

  @Test func eachHashHasItsOwnSalt() throws {
    #expect(try PasswordHasher.minimum.hash("uNhsyBu28d") != PasswordHasher.minimum.hash("uNhsyBu28d"))
  }

  @Test func interactiveLimitsAreRecordedInTheHash() throws {
    let hash = try PasswordHasher.interactive.hash("uNhsyBu28d")
    #expect(hash.hasPrefix("$argon2id$v=19$m=65536,t=2,p=1$"))
    #expect(PasswordHasher.minimum.verify("uNhsyBu28d", hash))
  }

  @Test func uuidsFromRandomBytesAreVersionFour() {
    let uuid = RandomSource.seeded(1).uuid().uuidString
    #expect(Array(uuid)[14] == "4" && "89AB".contains(Array(uuid)[19]))
  }
}
