import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct APIClientTests {
  @Test func protectedRequestCarriesTokenCityLanguageDeviceAndRequestID() async throws {
    let transport = ScriptedTransport { _, _ in .json(Fixtures.user(token: nil)) }
    let harness = KitHarness(
      transport: transport.transport, session: Fixtures.session(), city: Fixtures.novosibirsk.id, language: .en)
    _ = try await harness.client.send(.userProfile)
    let expected = TransportRequest(
      headers: [
        "Accept": "application/json", "Accept-Language": "en", "Authorization": "Token T1",
        "X-App-Version": "1.0.0", "X-App-Version-Code": "1", "X-City-Id": "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456",
        "X-Device-Brand": "iPhone", "X-Device-Manufacturer": "Apple", "X-Device-Model": "15Pro",
        "X-OS-Version": "17.4", "X-Platform": "ios", "X-Request-Id": "id-1",
      ],
      method: .GET, url: URL(string: "https://api.meowls.test/api/v1/users")!)
    #expect(transport.requests.values == [expected])
  }

  @Test func publicRequestCarriesNoAuthorizationAndBodyIsJSON() async throws {
    let request = CartRequest(cart: CartContents(items: [CartRequestItem(article: "25178", count: 2)], save: true))
    let transport = ScriptedTransport { _, _ in .json(CartFixtures.cart([])) }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session())
    _ = try await harness.client.send(.calculateCart(request))
    let sent = try #require(transport.requests.values.first)
    #expect(sent.headers["Authorization"] == nil)
    #expect(sent.headers["Content-Type"] == "application/json")
    #expect(sent.body == APIRoute.cart(.calculate(request)).request.body)
  }

  @Test func queryIsPercentEncodedFromTheRoute() async throws {
    let transport = ScriptedTransport { _, _ in .json([SearchSuggestion]()) }
    let harness = KitHarness(transport: transport.transport)
    _ = try await harness.client.send(.searchSuggestions("корм & миски"))
    #expect(
      transport.requests.values.map(\.url.absoluteString) == [
        "https://api.meowls.test/api/v1/search/suggestions?query=%D0%BA%D0%BE%D1%80%D0%BC%20%26%20%D0%BC%D0%B8%D1%81%D0%BA%D0%B8"
      ])
  }

  @Test func loginSendsHTTPBasicCredentials() async throws {
    let transport = ScriptedTransport { _, _ in .json(Fixtures.user()) }
    let harness = KitHarness(transport: transport.transport)
    _ = try await harness.client.send(.logIn(phone: "79139139113", password: "uNhsyBu28d"))
    #expect(
      transport.exchanges == [Exchange(.accounts(.login), authorization: "Basic NzkxMzkxMzkxMTM6dU5oc3lCdTI4ZA==")])
  }

  @Test func managerApprovalTravelsAsThePINAndManagerHeaders() async throws {
    let transport = ScriptedTransport { _, _ in .json(Fixtures.user(token: nil)) }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session())
    let manager = User.ID(rawValue: UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!)
    _ = try await harness.client.send(
      Endpoint.userProfile.approved(by: ManagerApproval(managerID: manager, pin: "2580")))
    _ = try await harness.client.send(Endpoint.userProfile.approved(by: ManagerApproval(pin: "1234")))
    _ = try await harness.client.send(.userProfile)
    #expect(transport.requests.values.map { $0.headers["X-Manager-PIN"] } == ["2580", "1234", nil])
    #expect(
      transport.requests.values.map { $0.headers["X-Manager-Id"] } == [
        "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456", nil, nil,
      ])
  }

  @Test func successDecodesTheExpectedType() async throws {
    let transport = ScriptedTransport { _, _ in .json([Fixtures.novosibirsk, Fixtures.omsk]) }
    let harness = KitHarness(transport: transport.transport)
    #expect(try await harness.client.send(.cities) == [Fixtures.novosibirsk, Fixtures.omsk])
  }

  @Test func errorBodyBecomesATypedServerError() async throws {
    let body = ErrorResponse(
      code: .phoneAlreadyUsed, failures: [ErrorFailure(failure: "Field is empty", field: "Phone number")],
      reason: "Phone number is already in use.")
    let transport = ScriptedTransport { _, _ in .json(body, status: 400) }
    let harness = KitHarness(transport: transport.transport)
    let error = await #expect(throws: APIError.self) {
      try await harness.client.send(.createUser(CreateUserRequest(confirmPassword: "a", password: "a", phone: "7")))
    }
    #expect(error == .server(status: 400, body))
  }

  @Test func unknownErrorCodeDecodesAsUnknown() async throws {
    let transport = ScriptedTransport { _, _ in .error(501, .unknown("notImplemented"), "Not yet.") }
    let harness = KitHarness(transport: transport.transport)
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.cities) }
    #expect(error == .server(status: 501, ErrorResponse(code: .unknown("notImplemented"), reason: "Not yet.")))
  }

  @Test func answerThatIsNeitherValueNorErrorBodyIsUndecodable() async throws {
    let transport = ScriptedTransport { _, _ in TransportResponse(body: Data("<html>oops</html>".utf8), status: 500) }
    let harness = KitHarness(transport: transport.transport, retryPolicy: .none)
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.cities) }
    #expect(error == .undecodable(status: 500, description: "<html>oops</html>"))
  }

  @Test func alreadyStarredAnswerIsASuccess() async throws {
    let transport = ScriptedTransport { _, _ in .error(208, .productAlreadyStarred) }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session())
    #expect(try await harness.client.send(.star([Fixtures.productID(1)])) == EmptyResponse())
  }

  @Test func emptyBodyDecodesAsEmptyResponse() async throws {
    let transport = ScriptedTransport { _, _ in TransportResponse(status: 200) }
    let harness = KitHarness(transport: transport.transport)
    #expect(try await harness.client.send(.root) == EmptyResponse())
  }

  @Test func protectedRouteWithoutASessionSendsNothing() async throws {
    let harness = KitHarness(transport: .failing)
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.favoritesCount) }
    #expect(error == .notSignedIn)
  }

  @Test func offlineIsATransportError() async throws {
    let transport = ScriptedTransport { _, _ in throw TransportError.notConnected }
    let harness = KitHarness(transport: transport.transport)
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.cities) }
    #expect(error == .transport(.notConnected))
  }
}
