import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct SuggestionsHandlerTests {
  private let handler = SuggestionsFixture.handler
  private let novosibirsk = City(id: City.ID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!, name: "Новосибирск")

  private func text(_ response: HTTPResponse) -> String { String(decoding: response.body, as: UTF8.self) }

  @Test func fullNamesAnswerJSON() throws {
    let response = try handler.fullNames(.surname, query: "Смирнов")
    #expect(response.status == .ok)
    #expect(
      text(response)
        == #"[{"gender":"man","highlighted_text":"Смирнов","text":"Смирнов"},"#
        + #"{"gender":"woman","highlighted_text":"Смирнов","text":"Смирнова"}]"#)
  }

  @Test func fullAddressAnswersTheContractsExample() throws {
    let request = Address(
      city: novosibirsk, entrance: "1", flat: "кв 3", floor: "1", house: "д 47", street: "ул Карла Маркса")
    let response = try handler.fullAddress(request)
    #expect(response.status == .ok)
    #expect(
      text(response)
        == #"{"city":{"id":"8DEA00E3-9AAB-4D8E-887C-EF2AAA546456","name":"Новосибирск"},"entrance":"п 1","#
        + #""flat":"кв 3","floor":"эт эт 1","formatted":"г Новосибирск, пр-кт Карла Маркса, д 47, кв 3, п 1, эт 1","#
        + #""house":"д 47","street":"ул Карла Маркса"}"#)
  }

  @Test func fullAddressOnAnUnknownStreetIsIncorrectAddressNotFound() {
    let request = Address(city: novosibirsk, house: "д 1", street: "ул Несуществующая")
    #expect(throws: SuggestionsError.incorrectAddressNotFound) { try handler.fullAddress(request) }
  }

  @Test func fullAddressInAnUnknownCityIsIncorrectAddressNotFound() {
    let request = Address(city: City(id: City.ID(UUID()), name: "Атлантида"), house: "д 1", street: "ул Ленина")
    #expect(throws: SuggestionsError.incorrectAddressNotFound) { try handler.fullAddress(request) }
  }

  @Test func incorrectAddressNotFoundIsA400WithTheContractsReason() {
    let error = SuggestionsError.incorrectAddressNotFound
    #expect(error.status == .badRequest)
    #expect(
      error.body == ErrorResponse(code: .incorrectAddressNotFound, reason: "Address not found. Incorrect address."))
  }

  @Test func unknownCityAnswersAnEmptyArray() throws {
    let response = try handler.streets(StreetSuggestionsQuery(cityID: UUID().uuidString, query: "Ленина"))
    #expect(response.status == .ok && text(response) == "[]")
  }
}
