import Foundation
import MeowlsTestSupport
import Testing

/// What registration and profile edits refuse before anything is stored: impossible dates, strange digits, endless
/// text, and two spellings of one email.
@Suite struct ProfileInputTests {
  @Test(arguments: [
    "0000-01-01T00:00:00Z", "2000-02-30T00:00:00Z", "2000-01-01T24:00:00Z", "99999-01-01T00:00:00Z",
    "2000-13-01T00:00:00Z", "2000-01-01",
  ])
  func registrationWithAnImpossibleBirthdayIsRefusedAndStoresNothing(birthday: String) throws {
    let server = try TestServer()
    let response = try server.register(["birthday": birthday])
    #expect(response.status == 400)
    #expect(response.json?["code"] as? String == "abortError")
    #expect((response.json?["reason"] as? String)?.contains("birthday") == true)
    #expect(try server.rows("SELECT COUNT(*) FROM users") == ["0"])
  }

  @Test(arguments: ["1899-12-31T23:59:59Z", "2030-01-01T00:00:00Z"])
  func aBirthdayBefore1900OrInTheFutureIsRefused(birthday: String) throws {
    let server = try TestServer()
    let response = try server.register(["birthday": birthday])
    #expect(response.status == 400)
    let expected: NSDictionary = [
      "code": "abortError", "reason": "Invalid birthday.",
      "failures": [["field": "Birthday", "failure": "Must be between 1900 and today"]],
    ]
    #expect(response.json == expected)
  }

  @Test func anEditWithAYearZeroBirthdayIsRefused() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.post(
      "/api/v1/users/edit", json: ["phone": TestServer.phone, "birthday": "0000-01-01T00:00:00Z"], token: token)
    #expect(response.status == 400)
    #expect(try server.get("/api/v1/users", token: token).status == 200)
  }

  @Test func aStoredBirthdayNoWriterCanPrintStillLetsTheUserSignIn() throws {
    let server = try TestServer()
    let registered = try server.register()
    _ = try server.rows("UPDATE users SET birthday = -9000000000000000000")
    let login = try server.login()
    #expect(login.status == 200)
    #expect(login.json?["birthday"] as? String == "0001-01-01T00:00:00Z")
    #expect(try server.get("/api/v1/users", token: registered.token).status == 200)
  }

  @Test(arguments: ["７９１３９１３９１１３", "+7 913 ٩١٣ 91 13", String(repeating: "7", count: 33)])
  func aPhoneWithOtherThanASCIIDigitsOrTooLongIsRefused(phone: String) throws {
    let server = try TestServer()
    let response = try server.register(["phone": phone])
    #expect(response.status == 400)
    #expect(response.json?["code"] as? String == "invalidPhoneFormat")
  }

  @Test func anEditValidatesThePhoneAsRegistrationDoes() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.post("/api/v1/users/edit", json: ["phone": "７９１３９１３９１１３"], token: token)
    #expect(response.json?["code"] as? String == "invalidPhoneFormat")
    #expect(try server.rows("SELECT phone FROM users") == [TestServer.phone])
  }

  @Test func anEmailInAnotherUnicodeFormOrCaseIsTheSameEmail() throws {
    let server = try TestServer()
    #expect(try server.register(["email": " \u{C9}mile.X@Example.COM "]).status == 200)
    let second = try server.register(["phone": "79130000000", "email": "e\u{301}mile.x@example.com"])
    #expect(second.json?["code"] as? String == "emailAlreadyUsed")
    #expect(try server.rows("SELECT email FROM users") == ["\u{E9}mile.x@example.com"])
  }

  @Test func aHugeEmailIsRefusedAtOnce() throws {
    let server = try TestServer()
    let email = String(repeating: "a", count: 100_000) + "@"
    let response = try server.register(["email": email])
    #expect(response.json?["code"] as? String == "invalidEmailFormat")
  }

  @Test func aNameOverAHundredCharactersIsRefused() throws {
    let server = try TestServer()
    let response = try server.register(["surname": String(repeating: "Я", count: 101)])
    #expect(response.status == 400)
    let expected: NSDictionary = [
      "code": "abortError", "reason": "Surname is too long.",
      "failures": [["field": "Surname", "failure": "At most 100 characters"]],
    ]
    #expect(response.json == expected)
  }
}
