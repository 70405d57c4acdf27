import Foundation
import MeowlsTestSupport
import Testing

@Suite struct ProfileTests {
  @Test func currentUserAnswersTheProfileWithFavouritesAndNoToken() throws {
    let server = try TestServer()
    let registered = try server.register(["birthday": "2000-01-31T00:00:00Z"])
    let response = try server.get("/api/v1/users", token: registered.token)
    #expect(response.status == 200)
    let extra: [String: Any] = ["birthday": "2000-01-31T00:00:00Z", "favorite_items": []]
    #expect(response.json == TestServer.exampleProfile(id: registered.userID, extra))
  }

  @Test func userWithoutAnAddressGetsAddressNotFound() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.get("/api/v1/users/address", token: token)
    #expect(response.status == 400)
    let expected: NSDictionary = [
      "code": "addressNotFound", "reason": "Address not found.", "failures": [["field": "Type", "failure": "user"]],
    ]
    #expect(response.json == expected)
  }

  @Test func savedAddressIsAnswered() throws {
    let server = try TestServer()
    let registered = try server.register()
    _ = try server.rows(
      """
      INSERT INTO user_addresses (user_id, city_id, city_name, street, house, flat, entrance, floor, formatted,
        latitude, longitude)
      VALUES ('\(registered.userID ?? "")', '8dea00e3-9aab-4d8e-887c-ef2aaa546456', 'Новосибирск', 'Нестерова', '19',
        '124', '4', '8', 'Новосибирск, Нестерова, 19, 124', 55.0, 82.9)
      """)
    let response = try server.get("/api/v1/users/address", token: registered.token)
    #expect(response.status == 200)
    let location = ["latitude": 55.0, "longitude": 82.9]
    let expected: NSDictionary = [
      "city": ["id": "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456", "location": location, "name": "Новосибирск"],
      "entrance": "4", "flat": "124", "floor": "8", "formatted": "Новосибирск, Нестерова, 19, 124", "house": "19",
      "location": location, "street": "Нестерова",
    ]
    #expect(response.json == expected)
  }

  @Test func editClearsTheOptionalFieldsLeftOut() throws {
    let server = try TestServer()
    let registered = try server.register(["birthday": "2000-01-31T00:00:00Z"])
    let response = try server.post(
      "/api/v1/users/edit", json: ["phone": "79139139113", "email": "user-user@example.com"],
      token: registered.token)
    #expect(response.status == 200)
    let expected: NSDictionary = [
      "email": "user-user@example.com", "id": registered.userID ?? "?", "phone": TestServer.phone,
    ]
    #expect(response.json == expected)
    #expect(
      try server.get("/api/v1/users", token: registered.token).json?["email"] as? String == "user-user@example.com")
  }

  @Test func editReplacesEverySentField() throws {
    let server = try TestServer()
    let registered = try server.register()
    let changes: [String: Any] = [
      "phone": "+7 913 000 00 00", "surname": "Иванова", "name": "Анна", "patronymic": "", "gender": "woman",
      "birthday": "1990-05-01T00:00:00Z", "email": "",
    ]
    let response = try server.post("/api/v1/users/edit", json: changes, token: registered.token)
    let expected: NSDictionary = [
      "birthday": "1990-05-01T00:00:00Z", "email": "", "gender": "woman", "id": registered.userID ?? "?",
      "name": "Анна", "patronymic": "", "phone": "79130000000", "surname": "Иванова",
    ]
    #expect(response.status == 200 && response.json == expected)
  }

  @Test func editWithoutPhoneIsADecodingError() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.post("/api/v1/users/edit", json: ["email": "user-user@example.com"], token: token)
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
  }

  @Test func editWithAnEmptyPhoneIsPhoneRequired() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.post("/api/v1/users/edit", json: ["phone": ""], token: token)
    #expect(response.status == 400 && response.json?["code"] as? String == "phoneRequired")
  }

  @Test(arguments: [
    (["password": "newPass123"], "passwordsDidNotMatch"),
    (["confirm_password": "newPass123"], "passwordsDidNotMatch"),
    (["password": "newpassword", "confirm_password": "newpassword"], "invalidPasswordFormat"),
    (["email": "nope"], "invalidEmailFormat"),
  ])
  func editValidatesLikeRegistration(changes: [String: String], code: String) throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let body = changes.merging(["phone": TestServer.phone]) { old, _ in old }
    let response = try server.post("/api/v1/users/edit", json: body, token: token)
    #expect(response.status == 400 && response.json?["code"] as? String == code)
  }

  @Test func editToAnotherUsersPhoneIsPhoneAlreadyUsed() throws {
    let server = try TestServer()
    _ = try server.register()
    let token = try server.registeredToken(["phone": "79130000000", "email": "other@example.com"])
    let response = try server.post("/api/v1/users/edit", json: ["phone": "8 913 913 91 13"], token: token)
    #expect(response.status == 400)
    #expect(response.json == ["code": "phoneAlreadyUsed", "reason": "Phone number is already in use."])
  }

  @Test func editToAnotherUsersEmailIsEmailAlreadyUsed() throws {
    let server = try TestServer()
    _ = try server.register()
    let token = try server.registeredToken(["phone": "79130000000", "email": "other@example.com"])
    let response = try server.post(
      "/api/v1/users/edit", json: ["phone": "79130000000", "email": "user@example.com"], token: token)
    #expect(response.status == 400)
    #expect(response.json == ["code": "emailAlreadyUsed", "reason": "Email is already in use."])
  }

  @Test func editKeepingOwnPhoneAndEmailIsFine() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.post(
      "/api/v1/users/edit", json: ["phone": "+7 (913) 913-91-13", "email": "user@example.com"], token: token)
    #expect(response.status == 200)
  }

  @Test func newPasswordReplacesTheOldOneAndEndsOtherSessions() throws {
    let server = try TestServer()
    let current = try server.registeredToken()
    let other = try server.login().token
    let body = ["phone": TestServer.phone, "password": "newPass123", "confirm_password": "newPass123"]
    #expect(try server.post("/api/v1/users/edit", json: body, token: current).status == 200)
    #expect(try server.get("/api/v1/users", token: current).status == 200)
    #expect(try server.get("/api/v1/users", token: other).status == 401)
    #expect(try server.login().status == 401)
    #expect(try server.login(TestServer.phone, "newPass123").status == 200)
  }

  @Test func editWithoutPasswordKeepsItAndTheSessions() throws {
    let server = try TestServer()
    let current = try server.registeredToken()
    let other = try server.login().token
    #expect(try server.post("/api/v1/users/edit", json: ["phone": TestServer.phone], token: current).status == 200)
    #expect(try server.get("/api/v1/users", token: other).status == 200)
    #expect(try server.login().status == 200)
  }
}
