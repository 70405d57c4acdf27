import Testing

@testable import MeowlsServer

@Suite struct QueryParametersTests {
  @Test func plusMeansSpace() {
    #expect(QueryParameters(parsing: "query=royal+canin")["query"] == "royal canin")
  }

  @Test func lastValueWinsForScalars() {
    let query = QueryParameters(parsing: "page=1&page=3")
    #expect(query["page"] == "3")
    #expect(query.values(for: "page") == ["1", "3"])
  }

  @Test func cyrillicValuesArePercentDecoded() {
    let query = QueryParameters(parsing: "query=%D0%BA%D0%BE%D1%80%D0%BC")
    #expect(query["query"] == "корм")
  }

  @Test func bracketKeysCollectRepeatedValuesInOrder() {
    let query = QueryParameters(parsing: "filters[brand]=Felix&filters[age]=adult&filters[brand]=Sheba")
    let groups = query.bracketed("filters")
    #expect(groups.map(\.key) == ["brand", "age"])
    #expect(groups.map(\.values) == [["Felix", "Sheba"], ["adult"]])
  }

  @Test func bracketValuesSplitOnRawCommaAndPipe() {
    let query = QueryParameters(parsing: "filters[weight]=400%20%D0%B3,1%2C5%20%D0%BA%D0%B3|10%20%D0%BA%D0%B3")
    #expect(query.values(for: "filters[weight]") == ["400 г", "1,5 кг", "10 кг"])
  }

  @Test func scalarValuesKeepTheirCommas() {
    #expect(QueryParameters(parsing: "products_ids=a,b")["products_ids"] == "a,b")
  }

  @Test func percentEncodedBracketKeysAreDecoded() {
    let query = QueryParameters(parsing: "filters%5Bbrand%5D=Felix")
    #expect(query.bracketed("filters").first?.values == ["Felix"])
  }

  @Test func keyWithoutValueIsEmptyString() {
    #expect(QueryParameters(parsing: "flag&x=1")["flag"] == "")
  }

  @Test func malformedEscapeKeepsTheRawText() {
    #expect(QueryParameters(parsing: "q=100%")["q"] == "100%")
  }

  @Test func emptyQueryHasNoItems() {
    #expect(QueryParameters(parsing: "").items.isEmpty)
    #expect(QueryParameters(parsing: "&&").items.isEmpty)
  }
}
