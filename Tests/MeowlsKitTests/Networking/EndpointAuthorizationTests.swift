import MeowlsAPI
import Testing

@testable import MeowlsKit

/// The kit sends the session's token exactly where the route's declared access asks for one.
@Suite struct EndpointAuthorizationTests {
  @Test func tokenFollowsTheRoutesAccess() {
    #expect(Endpoint<User>.userProfile.authorization == .token)
    #expect(Endpoint<User>.refreshToken.authorization == .token)
    #expect(Endpoint<[AddressSuggestion]>.houseSuggestions(HouseSuggestionsQuery(query: "1")).authorization == .token)
    #expect(Endpoint<[Banner]>.mainPage.authorization == .none)
    #expect(Endpoint<[FullNameSuggestion]>.nameSuggestions("Ник").authorization == .none)
    #expect(Endpoint<EmptyResponse>.healthCheck.authorization == .none)
    #expect(Endpoint<OpenAPIValue>.openAPI.authorization == .none)
  }

  @Test func loginSendsThePasswordNotAToken() {
    let login = Endpoint<User>.logIn(phone: "79139139113", password: "secret")
    #expect(login.route.access == .password)
    #expect(login.authorization == .basic(phone: "79139139113", password: "secret"))
  }

  @Test func purchaseKeepsItsIdempotencyKeyAndToken() {
    let purchase = Endpoint<PurchaseResult>.purchase(
      CheckoutRequest(delivery: CheckoutDelivery(type: .courier)), idempotencyKey: "k1")
    #expect(purchase.authorization == .token && purchase.idempotencyKey == "k1")
  }
}
