import MeowlsAPI

extension Endpoint where Response == [AddressSuggestion] {
  /// `GET /suggestions/addresses/flats?query&street_id`.
  public static func flatSuggestions(_ query: HouseSuggestionsQuery) -> Self { Self(.suggestions(.flats(query))) }
  /// `GET /suggestions/addresses/houses?query&street_id`.
  public static func houseSuggestions(_ query: HouseSuggestionsQuery) -> Self {
    Self(.suggestions(.houses(query)))
  }
  /// `GET /suggestions/addresses/streets?query&city_id`.
  public static func streetSuggestions(_ query: StreetSuggestionsQuery) -> Self {
    Self(.suggestions(.streets(query)))
  }
}

extension Endpoint where Response == Address {
  /// `POST /suggestions/addresses`: the normalised full address.
  public static func fullAddress(_ address: Address) -> Self { Self(.suggestions(.fullAddress(address))) }
}

extension Endpoint where Response == [FullNameSuggestion] {
  /// `GET /suggestions/fullname/name?query=`.
  public static func nameSuggestions(_ query: String) -> Self { Self(.suggestions(.names(query: query))) }
  /// `GET /suggestions/fullname/patronymic?query=`.
  public static func patronymicSuggestions(_ query: String) -> Self {
    Self(.suggestions(.patronymics(query: query)))
  }
  /// `GET /suggestions/fullname/surname?query=`.
  public static func surnameSuggestions(_ query: String) -> Self { Self(.suggestions(.surnames(query: query))) }
}
