import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct AddressSuggestionsTests {
  private static let novosibirsk = UUID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!
  private static let omsk = UUID(uuidString: "140E31DA-27BF-4519-9EA0-6185D681D44E")!

  private let suggestions: AddressSuggestions = {
    func city(_ id: UUID, _ name: String, _ lines: [String]) -> SuggestionCity {
      SuggestionCity(
        id: id, name: name, streets: lines.enumerated().map { Street(line: $0.element, cityID: id, rank: $0.offset)! })
    }
    return AddressSuggestions(
      directory: StreetDirectory(cities: [
        city(novosibirsk, "Новосибирск", ["Красный пр-кт", "пр-кт Карла Маркса", "ул Ленина", "ул Красина"]),
        city(omsk, "Омск", ["ул Ленина", "ул Красный Путь"]),
      ]))
  }()

  private var marxID: String { suggestions.directory.cities[0].streets[1].id.uuidString }

  @Test func streetSuggestionAsTheContractWritesIt() {
    let query = StreetSuggestionsQuery(cityID: "8dea00e3-9aab-4d8e-887c-ef2aaa546456", query: "Кра")
    #expect(
      suggestions.streets(query) == [
        AddressSuggestion(
          highlightedText: "Кра", id: suggestions.directory.cities[0].streets[0].id.uuidString,
          text: "г Новосибирск, Красный пр-кт"),
        AddressSuggestion(
          highlightedText: "Кра", id: suggestions.directory.cities[0].streets[3].id.uuidString,
          text: "г Новосибирск, ул Красина"),
      ])
  }

  @Test func withoutCityEveryCityIsSearchedBestKnownStreetsFirst() {
    let texts = suggestions.streets(StreetSuggestionsQuery(query: "ленина")).map(\.text)
    #expect(texts == ["г Омск, ул Ленина", "г Новосибирск, ул Ленина"])
  }

  @Test func unknownOrMalformedCityIsEmpty() {
    #expect(suggestions.streets(StreetSuggestionsQuery(cityID: UUID().uuidString, query: "Кра")).isEmpty)
    #expect(suggestions.streets(StreetSuggestionsQuery(cityID: "nope", query: "Кра")).isEmpty)
  }

  @Test func blankQueryIsEmpty() {
    #expect(suggestions.streets(StreetSuggestionsQuery(cityID: Self.novosibirsk.uuidString, query: " ")).isEmpty)
  }

  @Test func houseSuggestionAsTheContractWritesIt() {
    let answer = suggestions.houses(HouseSuggestionsQuery(query: "1", streetID: marxID))
    #expect(
      answer.first == AddressSuggestion(highlightedText: "1", text: "г Новосибирск, пр-кт Карла Маркса, д 1"))
  }

  @Test func housesStartingAsTypedExactFirst() {
    let answer = suggestions.houses(HouseSuggestionsQuery(query: "д 1", streetID: marxID))
    let houses = answer.map { $0.text.replacingOccurrences(of: "г Новосибирск, пр-кт Карла Маркса, д ", with: "") }
    let street = suggestions.directory.cities[0].streets[1]
    let generated = HouseNumbering.houses(ofStreet: street.id, rank: street.rank).filter {
      "\($0.number)".hasPrefix("1")
    }
    #expect(houses.first == "1")
    #expect(houses.allSatisfy { $0.hasPrefix("1") })
    #expect(answer.count == min(20, generated.count))
  }

  @Test func flatSuggestionAsTheContractWritesIt() {
    let answer = suggestions.flats(HouseSuggestionsQuery(query: "д 1 1", streetID: marxID))
    #expect(
      answer.first == AddressSuggestion(highlightedText: "д 1 1", text: "г Новосибирск, пр-кт Карла Маркса, д 1, кв 1"))
    #expect(answer.allSatisfy { $0.text.hasPrefix("г Новосибирск, пр-кт Карла Маркса, д 1") })
    #expect(answer.allSatisfy { $0.text.components(separatedBy: ", кв ").last?.hasPrefix("1") == true })
  }

  @Test func flatsOfTheHouseWithoutAFlatNumberStartAtOne() {
    let answer = suggestions.flats(HouseSuggestionsQuery(query: "1", streetID: marxID))
    #expect(answer.prefix(3).map(\.text) == (1...3).map { "г Новосибирск, пр-кт Карла Маркса, д 1, кв \($0)" })
  }

  @Test func atMostTwenty() {
    #expect(suggestions.flats(HouseSuggestionsQuery(query: "1", streetID: marxID)).count == 20)
  }

  @Test func unknownMissingOrMalformedStreetIsEmpty() {
    for streetID in [UUID().uuidString, nil, "nope"] {
      #expect(suggestions.houses(HouseSuggestionsQuery(query: "1", streetID: streetID)).isEmpty)
      #expect(suggestions.flats(HouseSuggestionsQuery(query: "1", streetID: streetID)).isEmpty)
    }
  }

  @Test func queryWithoutAHouseNumberIsEmpty() {
    #expect(suggestions.houses(HouseSuggestionsQuery(query: "д", streetID: marxID)).isEmpty)
    #expect(suggestions.flats(HouseSuggestionsQuery(query: "кв 3", streetID: marxID)).isEmpty)
  }

  @Test func streetIDRoundTripsToHousesAndFlats() throws {
    let street = try #require(
      suggestions.streets(StreetSuggestionsQuery(cityID: Self.novosibirsk.uuidString, query: "маркса")).first)
    let house = try #require(suggestions.houses(HouseSuggestionsQuery(query: "2", streetID: street.id)).first)
    let flat = try #require(
      suggestions.flats(HouseSuggestionsQuery(query: "2 5", streetID: street.id.map { $0.lowercased() })).first)
    #expect(house.text.hasPrefix(street.text + ", д 2"))
    #expect(flat.text.hasPrefix(street.text + ", д 2"))
    #expect(flat.text.hasSuffix(", кв 5"))
  }
}
