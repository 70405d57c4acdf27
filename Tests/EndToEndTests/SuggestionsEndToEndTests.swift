import Foundation
import MeowlsTestSupport
import Testing

@Suite struct SuggestionsEndToEndTests {
  private let novosibirsk = "8dea00e3-9aab-4d8e-887c-ef2aaa546456"

  /// A GET with a signed-in user's token (address suggestions need one; name suggestions ignore it).
  private func get(_ server: TestServer, _ path: String, _ query: [(String, String)]) throws -> RawHTTPResponse {
    try get(server, path, query, token: try token(server))
  }

  /// Registers the test user on first use and signs in again afterwards.
  private func token(_ server: TestServer) throws -> String {
    if let token = try? server.registeredToken() { return token }
    return try #require(try server.login().token)
  }

  private func get(
    _ server: TestServer, _ path: String, _ query: [(String, String)], token: String?
  ) throws -> RawHTTPResponse {
    var components = URLComponents()
    components.path = "/api/v1/suggestions/" + path
    components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
    return try server.request(
      "GET", components.percentEncodedPath + "?" + (components.percentEncodedQuery ?? ""),
      headers: token.map { [("Authorization", "Token \($0)")] } ?? [])
  }

  private func postAddress(_ server: TestServer, _ body: String, token: String?) throws -> RawHTTPResponse {
    var headers = [("Content-Type", "application/json")]
    if let token { headers.append(("Authorization", "Token \(token)")) }
    return try server.request("POST", "/api/v1/suggestions/addresses", headers: headers, body: Array(body.utf8))
  }

  private func array(_ response: RawHTTPResponse) -> [NSDictionary]? {
    (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [NSDictionary]
  }

  @Test func surnameSuggestions() throws {
    let server = try TestServer()
    let response = try get(server, "fullname/surname", [("query", "Смирнов")])
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    #expect(
      array(response) == [
        ["gender": "man", "highlighted_text": "Смирнов", "text": "Смирнов"],
        ["gender": "woman", "highlighted_text": "Смирнов", "text": "Смирнова"],
      ])
  }

  @Test func nameSuggestions() throws {
    let server = try TestServer()
    let response = try get(server, "fullname/name", [("query", "Николай")])
    #expect(array(response) == [["gender": "man", "highlighted_text": "Николай", "text": "Николай"]])
  }

  @Test func patronymicSuggestions() throws {
    let server = try TestServer()
    let response = try get(server, "fullname/patronymic", [("query", "григорьевн")])
    #expect(array(response) == [["gender": "woman", "highlighted_text": "григорьевн", "text": "Григорьевна"]])
  }

  @Test(arguments: ["fullname/surname", "fullname/name", "fullname/patronymic", "addresses/streets"])
  func missingQueryIsA400NamingIt(path: String) throws {
    let server = try TestServer()
    let response = try get(server, path, [])
    #expect(response.status == 400)
    #expect(response.json == ["reason": "Value required for key 'query'.", "code": "abortError"])
  }

  @Test func missingHouseOrFlatQueryIsA400NamingIt() throws {
    let server = try TestServer()
    for path in ["addresses/houses", "addresses/flats"] {
      let response = try get(server, path, [("street_id", UUID().uuidString)])
      #expect(response.status == 400)
      #expect(response.json == ["reason": "Value required for key 'query'.", "code": "abortError"])
    }
  }

  @Test func streetSuggestionsCarryTheStreetID() throws {
    let server = try TestServer()
    let response = try get(server, "addresses/streets", [("query", "красный ф"), ("city_id", novosibirsk)])
    #expect(response.status == 200)
    #expect(
      array(response) == [
        [
          "highlighted_text": "красный ф", "id": "60F53E77-9F90-86B2-B100-657EBEE8DF63",
          "text": "г Новосибирск, ул Красный Факел",
        ]
      ])
  }

  @Test func streetIDFromAStreetSuggestionFindsHousesAndFlats() throws {
    let server = try TestServer()
    let streets = try get(server, "addresses/streets", [("query", "ленена"), ("city_id", novosibirsk)])
    let street = try #require(array(streets)?.first)
    #expect(street["text"] as? String == "г Новосибирск, ул Ленина")
    let id = try #require(street["id"] as? String)
    let houses = try #require(array(try get(server, "addresses/houses", [("query", "1"), ("street_id", id)])))
    #expect(houses.first == ["highlighted_text": "1", "text": "г Новосибирск, ул Ленина, д 1"])
    let flats = try #require(array(try get(server, "addresses/flats", [("query", "д 1 1"), ("street_id", id)])))
    #expect(flats.first == ["highlighted_text": "д 1 1", "text": "г Новосибирск, ул Ленина, д 1, кв 1"])
  }

  @Test func unknownCityOrStreetAnswersAnEmptyArray() throws {
    let server = try TestServer()
    let streets = try get(server, "addresses/streets", [("query", "Ленина"), ("city_id", UUID().uuidString)])
    let houses = try get(server, "addresses/houses", [("query", "1"), ("street_id", UUID().uuidString)])
    let flats = try get(server, "addresses/flats", [("query", "1 1"), ("street_id", "not-a-uuid")])
    for response in [streets, houses, flats] {
      #expect(response.status == 200 && response.text == "[]")
    }
  }

  @Test func fullAddressIsFormattedLocally() throws {
    let server = try TestServer()
    let body = #"""
      {"city":{"id":"8dea00e3-9aab-4d8e-887c-ef2aaa546456","name":"Новосибирск"},"street":"ул Карла Маркса",
       "house":"д 47","flat":"кв 3","entrance":"1","floor":"1","location":{"latitude":55.0,"longitude":82.9}}
      """#
    let response = try postAddress(server, body, token: try token(server))
    #expect(response.status == 200)
    #expect(
      response.json == [
        "city": ["id": "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456", "name": "Новосибирск"], "entrance": "п 1",
        "flat": "кв 3", "floor": "эт эт 1", "formatted": "г Новосибирск, пр-кт Карла Маркса, д 47, кв 3, п 1, эт 1",
        "house": "д 47", "location": ["latitude": 55.0, "longitude": 82.9], "street": "ул Карла Маркса",
      ])
  }

  @Test func fullAddressOnAnUnknownStreetIsA400() throws {
    let server = try TestServer()
    let body =
      #"{"city":{"id":"8dea00e3-9aab-4d8e-887c-ef2aaa546456","name":"Новосибирск"},"street":"ул Хоббитов","house":"1"}"#
    let response = try postAddress(server, body, token: try token(server))
    #expect(response.status == 400)
    #expect(response.json == ["reason": "Address not found. Incorrect address.", "code": "incorrectAddressNotFound"])
  }

  @Test func fullAddressWithoutAStreetIsA400NamingIt() throws {
    let server = try TestServer()
    let body = #"{"city":{"id":"8dea00e3-9aab-4d8e-887c-ef2aaa546456","name":"Новосибирск"},"house":"1"}"#
    let response = try postAddress(server, body, token: try token(server))
    #expect(response.status == 400)
    #expect(response.json == ["reason": "Value required for key 'street'.", "code": "abortError"])
  }

  @Test(arguments: ["addresses/streets", "addresses/houses", "addresses/flats"])
  func addressSuggestionsNeedAToken(path: String) throws {
    let server = try TestServer()
    let response = try get(server, path, [("query", "1"), ("street_id", UUID().uuidString)], token: nil)
    #expect(response.status == 401)
    #expect(response.json == ["reason": "User not authenticated.", "code": "abortError"])
  }

  @Test func fullAddressNeedsAToken() throws {
    let server = try TestServer()
    let body =
      #"{"city":{"id":"8dea00e3-9aab-4d8e-887c-ef2aaa546456","name":"Новосибирск"},"street":"ул Ленина","house":"1"}"#
    #expect(try postAddress(server, body, token: nil).status == 401)
  }

  @Test func nameSuggestionsNeedNoToken() throws {
    let server = try TestServer()
    #expect(try get(server, "fullname/name", [("query", "Ни")], token: nil).status == 200)
  }
}
