import Foundation
import Testing

@testable import MeowlsAPI

/// A wire value and the fixture that pins its JSON.
struct PinnedSample: Sendable, CustomTestStringConvertible {
  /// The fixture file name.
  let fixture: String
  /// Encodes the value (pretty, sorted keys).
  let encode: @Sendable () throws -> String
  /// Decodes the fixture and tells whether it equals the value.
  let decodesToValue: @Sendable (Data) throws -> Bool

  var testDescription: String { fixture }

  init<Value: Codable & Equatable & Sendable>(_ value: Value, _ fixture: String) {
    self.fixture = fixture
    self.encode = { String(decoding: try pinnedEncoder().encode(value), as: UTF8.self) }
    self.decodesToValue = { data in try JSONDecoder.meowls.decode(Value.self, from: data) == value }
  }

  static let all: [PinnedSample] = [
    PinnedSample([Samples.address], "AddressList.json"),
    PinnedSample(
      [AddressSuggestion(highlightedText: "Кра", id: "ac933f6c-b009-453a-b936-967d09f6017a", text: "г Новосибирск")],
      "AddressSuggestionList.json"),
    PinnedSample(
      [AvailableDate(availableTimeIntervals: [Samples.interval], date: Samples.calendarDate("2024-08-27"))],
      "AvailableDateList.json"),
    PinnedSample(Samples.banners, "BannerList.json"),
    PinnedSample(Samples.cart, "Cart.json"),
    PinnedSample(Samples.cartRequest, "CartRequest.json"),
    PinnedSample([Samples.category], "CategoryList.json"),
    PinnedSample(Samples.checkoutRequest, "CheckoutRequest.json"),
    PinnedSample([Samples.city], "CityList.json"),
    PinnedSample(
      CreateUserRequest(
        birthday: Date(timeIntervalSince1970: 949_276_800), confirmPassword: "uNhsyBu28d", email: "user@example.com",
        gender: .woman, password: "uNhsyBu28d", phone: "79139139113"), "CreateUserRequest.json"),
    PinnedSample(
      [DeliveryOption(subtitle: "заказ от 500 ₽", title: "Доставка курьером", type: .courier)],
      "DeliveryOptionList.json"),
    PinnedSample(EditUserRequest(email: "user-user@example.com", phone: "79139139113"), "EditUserRequest.json"),
    PinnedSample(EmptyResponse(), "EmptyResponse.json"),
    PinnedSample(
      ErrorResponse(
        code: .oneProductUnavailable,
        failures: [ErrorFailure(failure: "available in quantity 3 items", field: "Felix")],
        reason: "One of the products is not available for ordering in the specified quantity."),
      "ErrorResponse.json"),
    PinnedSample(FavoritesCount(favoritesProductsCount: 4), "FavoritesCount.json"),
    PinnedSample(Samples.filterGroups, "FilterGroupList.json"),
    PinnedSample(
      [FullNameSuggestion(gender: .woman, highlightedText: "Све", text: "Светлова")], "FullNameSuggestionList.json"),
    PinnedSample(Samples.orderDetail, "OrderDetail.json"),
    PinnedSample(
      Page(paginationInfo: PaginationInfo(page: 1, perPage: 20, totalCount: 1), results: [Samples.order]),
      "OrderPage.json"),
    PinnedSample([PaymentOption(subtitle: "при получении", title: "Наличные", type: .cash)], "PaymentOptionList.json"),
    PinnedSample([Samples.pickupPointInList], "PickupPointList.json"),
    PinnedSample(Samples.productDetail, "ProductDetail.json"),
    PinnedSample(
      Page(
        paginationInfo: PaginationInfo(nextPage: 2, page: 1, perPage: 1, totalCount: 32), results: [Samples.product]),
      "ProductPage.json"),
    PinnedSample(PurchaseResult(orderNumber: 1_000_053), "PurchaseResult.json"),
    PinnedSample(Samples.sale, "Sale.json"),
    PinnedSample(Samples.searchSuggestions, "SearchSuggestionList.json"),
    PinnedSample(Samples.user, "User.json"),
  ]
}

struct PinnedJSONTests {
  @Test(
    arguments: PinnedSample.all + PinnedSample.posSamples + PinnedSample.adminSamples + PinnedSample.adminPlacesSamples)
  func encodingMatchesFixture(_ sample: PinnedSample) throws {
    let json = try sample.encode()
    if Fixture.isRecording {
      try Fixture.record(json, as: sample.fixture)
    }
    #expect(json == (try Fixture.text(sample.fixture)))
  }

  @Test(
    arguments: PinnedSample.all + PinnedSample.posSamples + PinnedSample.adminSamples + PinnedSample.adminPlacesSamples)
  func fixtureDecodesToValue(_ sample: PinnedSample) throws {
    #expect(try sample.decodesToValue(try Fixture.data(sample.fixture)))
  }
}
