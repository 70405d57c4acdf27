import Foundation

/// Builds a route from the query and body of a request whose method and path already matched.
///
/// NB: it throws only `RouteMatchError`, but is untyped: typed-throws closures through generics crash the
/// Swift 6.3.1 compiler (SILGen). `APIRoute.match` restores the type.
typealias RouteBuilder<Route> = (RouteInput) throws -> Route

/// The routes of one path, by method; empty when the path is unknown.
typealias RouteTable<Route> = [HTTPMethod: RouteBuilder<Route>]

/// Wraps a feature's table into the parent route enum.
func lift<Feature, Route>(_ table: RouteTable<Feature>, _ wrap: @escaping (Feature) -> Route) -> RouteTable<Route> {
  table.mapValues { build in { input in wrap(try build(input)) } }
}

/// The query and body of a request, with the parsing rules of `api.md` §1.2.
struct RouteInput {
  /// The body as sent: read through `body` or `body()`.
  private var storedBody: Data?
  /// The decoded query items.
  var query: [QueryItem]
  /// What the route's builder reads, when the OpenAPI document describes the route (`RouteProbe`); nil otherwise.
  var record: RouteInputRecord?

  /// The input of a request.
  init(body: Data?, query: [QueryItem], record: RouteInputRecord? = nil) {
    self.storedBody = body
    self.query = query
    self.record = record
  }

  /// The body as bytes (a file upload).
  var body: Data? {
    record?.readsRawBody = true
    return storedBody
  }

  /// The last value of a scalar parameter (the last one wins), or nil.
  func last(_ name: String) -> String? {
    record?.note(name, .text)
    return query.last { $0.name == name }?.value
  }

  /// A parameter that must be present (any value, even empty).
  func required(_ name: String) throws(RouteMatchError) -> String {
    record?.note(name, .text, required: true)
    guard let value = last(name) else { throw .missingQueryParameter(name: name) }
    return value
  }

  /// An integer parameter: nil when absent, an error when present but not an integer.
  func integer(_ name: String) throws(RouteMatchError) -> Int? {
    record?.note(name, .integer)
    guard let text = last(name) else { return nil }
    guard let number = Int(text) else { throw .invalidQueryParameter(name: name) }
    return number
  }

  /// A parameter read by `parse`: nil when absent, 400 naming the parameter and its `form` when `parse` refuses it.
  func parsed<T>(_ name: String, _ form: String, _ parse: (String) -> T?) throws(RouteMatchError) -> T? {
    record?.note(name, .form(form))
    guard let text = last(name) else { return nil }
    guard let value = parse(text) else {
      throw .invalidBody("Query parameter '\(name)' must be \(form), not '\(text.prefix(40))'.")
    }
    return value
  }

  /// A UUID parameter; a value that is not a UUID counts as absent.
  func identifier<Owner>(_ name: String) -> Identifier<Owner>? {
    record?.note(name, .uuid)
    return last(name).flatMap(Identifier<Owner>.init(uuidString:))
  }

  /// `page` and `per_page`.
  func page() throws(RouteMatchError) -> PageRequest {
    PageRequest(page: try integer("page"), perPage: try integer("per_page"))
  }

  /// The `filters[<code>]` parameters, in order of first appearance.
  func filters() -> FilterSelection {
    record?.note("filters", .filters)
    var selection = FilterSelection()
    for item in query {
      guard let code = FilterSelection.code(inQueryName: item.name) else { continue }
      selection.append(queryValue: item.value, for: code)
    }
    return selection
  }

  /// The body decoded with `JSONDecoder.meowls`.
  func body<Body: Decodable>(_ type: Body.Type = Body.self) throws(RouteMatchError) -> Body {
    record?.bodyType = Body.self
    guard let body = storedBody, !body.isEmpty else { throw .missingBody }
    if let plain = Body.self as? any PlainJSONDecodable.Type,
      let value = body.withUnsafeBytes({ bytes in PlainJSONReader.read(bytes) { plain.read(plainJSON: &$0) } })
        as? Body
    {
      return value
    }
    do {
      return try JSONDecoder.meowls.decode(Body.self, from: body)
    } catch let error as DecodingError {
      throw .invalidBody(RouteMatchError.reason(for: error))
    } catch {
      throw .invalidBody("The request body could not be decoded.")
    }
  }
}

extension RouteRequest {
  /// A request to `/api/v1/<segments>`.
  static func api(_ method: HTTPMethod, _ segments: [String], query: [QueryItem] = []) -> RouteRequest {
    RouteRequest(method: method, path: PercentEncoding.path(["api", "v1"] + segments), query: query)
  }

  /// A `POST` to `/api/v1/<segments>` with a JSON body (sorted keys, `JSONEncoder.meowls`).
  static func api(post segments: [String], body: some Encodable) -> RouteRequest {
    let encoder = JSONEncoder.meowls
    encoder.outputFormatting.insert(.sortedKeys)
    var request = RouteRequest.api(.POST, segments)
    request.body = try? encoder.encode(body)
    return request
  }
}

extension [QueryItem] {
  /// `page` and `per_page` items for the parameters that are set.
  static func page(_ page: PageRequest) -> [QueryItem] {
    [
      page.page.map { QueryItem(name: "page", value: String($0)) },
      page.perPage.map { QueryItem(name: "per_page", value: String($0)) },
    ].compactMap { $0 }
  }
}

extension Array where Element == String {
  /// The single parameter of a path `prefix + [parameter] + suffix`, or nil.
  func parameter(after prefix: [String], before suffix: [String] = []) -> String? {
    guard count == prefix.count + 1 + suffix.count, Array(self[..<prefix.count]) == prefix,
      Array(self[(prefix.count + 1)...]) == suffix
    else { return nil }
    return self[prefix.count]
  }
}
