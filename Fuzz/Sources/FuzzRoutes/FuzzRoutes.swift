import FuzzSupport

@testable import MeowlsAPI
@testable import MeowlsServer

// The request target parser: an input is `METHOD target` (a body after a line break is routed too, but the body
// target `FuzzBodies` is the one that varies bodies). Beyond `RouteFuzzing.check`, the path is decoded the same way
// by the API's router and the server's `HTTPRequest.pathSegments`, and decoded segments encoded again
// (`PercentEncoding.path`) decode to themselves.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoutes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let (method, target, body) = RouteFuzzing.request(FuzzDriver.bytes(start, count))
  RouteFuzzing.check(method: method, target: target, body: body)
  let path = HTTPRequest.split(target: target).path
  let segments = PercentEncoding.segments(of: path)
  let serverSegments = HTTPRequest(method: method, path: path).pathSegments
  FuzzDriver.expect(
    segments == serverSegments, "\(path): the router decodes \(segments), the server \(serverSegments)")
  let encoded = PercentEncoding.path(segments)
  FuzzDriver.expect(
    PercentEncoding.segments(of: encoded) == segments, "\(segments) encoded as \(encoded) does not decode back")
  return 0
}

@_cdecl("FuzzRoutes_main")
public func fuzzRoutesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  FuzzDriver.run(argc, argv, fuzzRoutes)
}
