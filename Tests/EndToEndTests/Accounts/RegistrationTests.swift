import Foundation
import MeowlsTestSupport
import Testing

@Suite struct RegistrationTests {
  @Test func registrationAnswersTheProfileWithATokenValidForADay() throws {
    let server = try TestServer()
    let response = try server.register(["birthday": "2000-01-31T00:00:00Z"])
    #expect(response.status == 200)
    let session = TestServer.authentication(response, expiresAt: "2027-01-16T08:00:00Z")
    let birthday = ["birthday": "2000-01-31T00:00:00Z"]
    #expect(response.json == TestServer.exampleProfile(id: response.userID, session.merging(birthday) { $1 }))
    #expect(response.token?.count == 44 && Data(base64Encoded: response.token ?? "")?.count == 32)
    #expect(response.userID.flatMap(UUID.init(uuidString:))?.uuidString == response.userID)
  }

  @Test func registrationSignsTheUserIn() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    #expect(try server.get("/api/v1/users", token: token).status == 200)
  }

  @Test func minimalRegistrationNeedsOnlyPhoneAndPasswords() throws {
    let server = try TestServer()
    let response = try server.post(
      "/api/v1/users/create",
      json: ["phone": "79130000000", "password": "abcdefg1", "confirm_password": "abcdefg1"])
    #expect(response.status == 200)
    let expected: NSDictionary = [
      "authentication": ["expires_at": "2027-01-16T08:00:00Z", "token": response.token ?? "?"],
      "id": response.userID ?? "?", "phone": "79130000000",
    ]
    #expect(response.json == expected)
  }

  static let validationCases: [(changes: [String: String], code: String, failure: [String: String]?)] = [
    (
      ["confirm_password": "uNhsyBu28e"], "passwordsDidNotMatch",
      ["field": "Confirm password", "failure": "The «Password» and «Repeat Password» fields must match."]
    ),
    // Mismatch wins over a bad format and an empty phone: the contract's order.
    (
      ["confirm_password": "short", "password": "sh", "phone": ""], "passwordsDidNotMatch",
      ["field": "Confirm password", "failure": "The «Password» and «Repeat Password» fields must match."]
    ),
    (["password": "abcdefgh", "confirm_password": "abcdefgh"], "invalidPasswordFormat", passwordFailure),
    (["password": "12345678", "confirm_password": "12345678"], "invalidPasswordFormat", passwordFailure),
    (["password": "abc1234", "confirm_password": "abc1234"], "invalidPasswordFormat", passwordFailure),
    (
      ["password": "abcdefghij1234567890x", "confirm_password": "abcdefghij1234567890x"], "invalidPasswordFormat",
      passwordFailure
    ),
    (["password": "abc123", "confirm_password": "abc123", "phone": ""], "invalidPasswordFormat", passwordFailure),
    (["phone": ""], "phoneRequired", ["field": "Phone number", "failure": "Field is empty"]),
    (["phone": "   "], "phoneRequired", ["field": "Phone number", "failure": "Field is empty"]),
    (["phone": "", "email": "nope"], "phoneRequired", ["field": "Phone number", "failure": "Field is empty"]),
    (["email": "nope"], "invalidEmailFormat", ["field": "Email", "failure": "Invalid format"]),
    (["email": "user@example"], "invalidEmailFormat", ["field": "Email", "failure": "Invalid format"]),
  ]

  static let passwordFailure = [
    "field": "Password",
    "failure": "The password must have 8 to 20 characters on one line, with at least one letter "
      + "(Latin, Cyrillic or any other script) and one digit.",
  ]

  static let reasons = [
    "passwordsDidNotMatch": "Passwords did not match.", "invalidPasswordFormat": "Invalid password format.",
    "phoneRequired": "Phone number is required.", "invalidEmailFormat": "Invalid email format.",
  ]

  @Test(arguments: validationCases)
  func registrationValidatesInTheContractsOrder(
    changes: [String: String], code: String, failure: [String: String]?
  ) throws {
    let server = try TestServer()
    let response = try server.register(changes)
    #expect(response.status == 400)
    var expected: [String: Any] = ["code": code, "reason": RegistrationTests.reasons[code] ?? "?"]
    if let failure { expected["failures"] = [failure] }
    #expect(response.json == expected as NSDictionary)
  }

  @Test(arguments: [
    "Abcdefg1", "abcdefg1", "ABCDEFG1", "пароль12x", "пароль123", "a1234567890123456789", "user@Example1",
  ])
  func acceptablePasswordsRegister(password: String) throws {
    let server = try TestServer()
    #expect(try server.register(["password": password, "confirm_password": password]).status == 200)
  }

  @Test(arguments: ["", "me@example.com", "write to me@example.com", "ME@EXAMPLE.COM"])
  func acceptableEmailsRegister(email: String) throws {
    let server = try TestServer()
    let response = try server.register(["email": email])
    // Stored and answered in its one normalised form (trimmed, NFC, lower case).
    #expect(response.status == 200 && response.json?["email"] as? String == email.lowercased())
  }

  @Test func usedPhoneAnswersPhoneAlreadyUsed() throws {
    let server = try TestServer()
    _ = try server.register()
    let response = try server.register(["email": "other@example.com"])
    #expect(response.status == 400)
    #expect(response.json == ["code": "phoneAlreadyUsed", "reason": "Phone number is already in use."])
  }

  @Test func usedEmailAnswersEmailAlreadyUsedInAnyCase() throws {
    let server = try TestServer()
    _ = try server.register()
    let response = try server.register(["phone": "79130000000", "email": "USER@example.com"])
    #expect(response.status == 400)
    #expect(response.json == ["code": "emailAlreadyUsed", "reason": "Email is already in use."])
  }

  @Test func emptyEmailsDoNotCollide() throws {
    let server = try TestServer()
    #expect(try server.register(["email": ""]).status == 200)
    #expect(try server.register(["email": "", "phone": "79130000000"]).status == 200)
  }

  @Test(arguments: ["+7 (913) 913-91-13", "89139139113", "8 913 913 91 13", "9139139113", "+79139139113"])
  func phoneInAnotherFormIsTheSameAccount(phone: String) throws {
    let server = try TestServer()
    _ = try server.register()
    let again = try server.register(["phone": phone, "email": "other@example.com"])
    #expect(again.json?["code"] as? String == "phoneAlreadyUsed")
  }

  @Test func phoneIsStoredAndShownNormalised() throws {
    let server = try TestServer()
    let response = try server.register(["phone": "+7 (913) 913-91-13"])
    #expect(response.json?["phone"] as? String == "79139139113")
    #expect(try server.rows("SELECT phone FROM users") == ["79139139113"])
  }

  @Test func phoneThatCannotBeNormalisedIsKeptAsDigits() throws {
    let server = try TestServer()
    #expect(try server.register(["phone": "ext. 12-34"]).json?["phone"] as? String == "1234")
  }

  @Test func publicRegistrationAlwaysMakesACustomer() throws {
    let server = try TestServer()
    _ = try server.register(["role": "admin"])
    #expect(try server.rows("SELECT role FROM users") == ["customer"])
  }

  @Test func passwordIsStoredAsAnArgon2idHash() throws {
    let server = try TestServer()
    _ = try server.register()
    let hash = try server.rows("SELECT password_hash FROM users").first ?? ""
    #expect(hash.hasPrefix("$argon2id$") && !hash.contains(TestServer.password))
  }

  @Test func missingPasswordIsADecodingError() throws {
    let server = try TestServer()
    let response = try server.post("/api/v1/users/create", json: ["phone": "79139139113"])
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
  }
}
