import Foundation
import FuzzSupport

@testable import MeowlsAPI

// The JSON body decoder path: an input is `METHOD target`, a line break, and the body (the corpus holds one request
// per route that takes a body). Beyond `RouteFuzzing.check`, any body the fast `PlainJSONReader` reads as a cart
// request decodes to the same value with `JSONDecoder` (its documentation promises exactly `JSONDecoder`'s answer).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBodies(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let (method, target, body) = RouteFuzzing.request(FuzzDriver.bytes(start, count))
  RouteFuzzing.check(method: method, target: target, body: body)
  let plain = body.withUnsafeBytes { bytes in
    PlainJSONReader.read(bytes) { CartRequest.read(plainJSON: &$0) }
  }
  if let plain {
    let decoded = try? JSONDecoder.meowls.decode(CartRequest.self, from: Data(body))
    FuzzDriver.expect(
      decoded == plain,
      "the plain reader reads \(plain), JSONDecoder \(String(describing: decoded)): "
        + String(decoding: body, as: UTF8.self))
  }
  return 0
}

@_cdecl("FuzzBodies_main")
public func fuzzBodiesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  FuzzDriver.run(argc, argv, fuzzBodies)
}
