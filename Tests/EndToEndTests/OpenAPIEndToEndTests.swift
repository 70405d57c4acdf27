import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The server serves the OpenAPI document the routes make (`OpenAPIDocument`), for tools and the apps.
struct OpenAPIEndToEndTests {
  @Test func theServerAnswersTheDocumentOfEveryRoute() throws {
    let server = try TestServer()
    let response = try server.requestOverSocket("GET", "/api/v1/openapi.json")
    #expect(response.status == 200)
    #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
    let document = try JSONDecoder().decode(OpenAPIValue.self, from: Data(response.body))
    #expect(document["openapi"] == "3.1.0")
    let names = document["paths"]?.members.values.flatMap { $0.members.values.compactMap { $0["operationId"]?.text } }
    #expect(Set(names ?? []) == APIRoute.declaredNames)
  }

  @Test func theDocumentIsPublicAndTheSameOnEveryRequest() throws {
    let server = try TestServer()
    let first = try server.requestOverSocket("GET", "/api/v1/openapi.json")
    let second = try server.requestOverSocket("GET", "/api/v1/openapi.json", headers: [("Authorization", "Token x")])
    #expect(first.body == second.body)
    #expect(Data(first.body) == (try OpenAPIDocument.json()))
  }
}
