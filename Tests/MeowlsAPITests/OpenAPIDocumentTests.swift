import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsAPI

/// The OpenAPI document cannot drift from the routes: every case has one operation, and each sample route (several
/// per case, tricky ones included) fits its operation's method, path and query and matches back through its path.
struct OpenAPIDocumentTests {
  static let document = Result { try OpenAPIDocument.make() }

  /// Each operation with its method and path template.
  static func operations() throws -> [(method: String, path: String, operation: OpenAPIValue)] {
    try document.get()["paths"]?.members.flatMap { path, item in
      item.members.map { (method: $0.key.uppercased(), path: path, operation: $0.value) }
    } ?? []
  }

  static func operation(named name: String) throws -> (method: String, path: String, operation: OpenAPIValue) {
    let found = try operations().filter { $0.operation["operationId"]?.text == name }
    guard found.count == 1, let operation = found.first else { throw NotOneOperation(name: name, count: found.count) }
    return operation
  }

  static func validator() throws -> SchemaValidator {
    SchemaValidator(components: try document.get()["components"]?["schemas"]?.members ?? [:])
  }

  @Test func examplesNameEveryCaseOfTheRouteEnum() throws {
    #expect(Set(try APIRoute.examples().map(\.name)) == APIRoute.declaredNames)
  }

  @Test func everyCaseHasExactlyOneOperation() throws {
    let names = try Self.operations().compactMap { $0.operation["operationId"]?.text }
    #expect(names.sorted() == APIRoute.declaredNames.sorted())
  }

  @Test(arguments: Samples.routes)
  func everySampleRouteFitsItsOperationsMethodPathAndQuery(_ route: APIRoute) throws {
    let (method, path, operation) = try Self.operation(named: route.name)
    let request = route.request
    #expect(method == request.method.rawValue, "\(route.name)")
    #expect(RouteDocumentation.path(request.path, fits: path), "\(request.path) does not fit \(path)")
    let declared = Set(
      operation["parameters"]?.elements.filter { $0["in"]?.text == "query" }.compactMap { $0["name"]?.text } ?? [])
    for item in request.query {
      let name = FilterSelection.code(inQueryName: item.name) == nil ? item.name : "filters"
      #expect(declared.contains(name), "\(route.name) sends ?\(item.name), which \(path) does not declare")
    }
  }

  @Test(arguments: Samples.routes)
  func theOperationsPathWithAnyParameterMatchesTheRoutesCase(_ route: APIRoute) throws {
    let (method, path, _) = try Self.operation(named: route.name)
    let probed = path.replacingOccurrences(of: #"\{[a-z_0-9]+\}"#, with: "probe", options: .regularExpression)
    let request = route.request
    let matched = try APIRoute.match(
      RouteRequest(
        body: request.body, method: try #require(HTTPMethod(rawValue: method)), path: probed,
        query: request.query))
    #expect(matched?.name == route.name, "\(method) \(probed)")
  }

  @Test(arguments: Samples.routes.filter { $0.request.body != nil })
  func everySampleBodyConformsToItsRequestSchema(_ route: APIRoute) throws {
    let (_, _, operation) = try Self.operation(named: route.name)
    guard let schema = operation["requestBody"]?["content"]?["application/json"]?["schema"] else { return }
    let body = try JSONDecoder().decode(JSONValue.self, from: try #require(route.request.body))
    #expect(try Self.validator().problems(body, schema) == [], "\(route.name)")
  }

  @Test func everyContractResponseExampleConformsToItsOperation() throws {
    var checked = 0
    for example in try APIExamplesCompatibilityTests.examples() {
      guard let response = example.responseExample,
        let route = try? APIRoute.match(try APIExamplesCompatibilityTests.routeRequest(for: example))
      else { continue }
      let (_, _, operation) = try Self.operation(named: route.name)
      let schema = try #require(operation["responses"]?["200"]?["content"]?["application/json"]?["schema"])
      #expect(try Self.validator().problems(response, schema) == [], "\(example.method) \(example.path)")
      checked += 1
    }
    #expect(checked >= 40)
  }

  @Test func everyReferenceNamesAComponent() throws {
    let text = String(decoding: try OpenAPIDocument.json(), as: UTF8.self)
    let components = try Self.validator().components
    let references = text.matches(of: #/"#\/components\/schemas\/([^"]+)"/#).map { String($0.output.1) }
    #expect(!references.isEmpty)
    for name in Set(references) { #expect(components[name] != nil, "\(name)") }
  }
}

/// A name with no operation, or with several.
struct NotOneOperation: Error {
  var name: String
  var count: Int
}
