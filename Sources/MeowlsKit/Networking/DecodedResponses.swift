import Foundation
import Synchronization

/// Decoded answers kept by their exact bytes, shared by the clients of one process: an answer whose body is byte
/// for byte one decoded before is that value again, without decoding.
///
/// NB: a phone decodes what it asked for once, but a web front renders pages for many visitors from the same
/// answers (a listing's page, its filters), and decoding a 20-product page with `JSONDecoder` was a fifth of a
/// rendered page's time. Keyed by the whole body and the type, so a hit can only be the value decoding would give;
/// bounded by the bytes of the bodies kept, and starting over when full.
public final class DecodedResponses: Sendable {
  private struct Key: Hashable, Sendable {
    let type: ObjectIdentifier
    let body: Data

    // NB: `Data`'s own hash reads only its first bytes, which every listing page shares (`{"info":{"count":`).
    func hash(into hasher: inout Hasher) {
      hasher.combine(type)
      hasher.combine(body.count)
      body.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }

  private struct State {
    var values: [Key: any Sendable] = [:]
    var bytes = 0
  }

  private let state = Mutex(State())
  /// The bodies' bytes kept at most.
  public let byteLimit: Int
  /// Bodies larger than this are decoded every time (a large answer is rarely asked for twice).
  public let largestBody: Int

  /// A memo holding up to `byteLimit` bytes of bodies.
  public init(byteLimit: Int = 32 << 20, largestBody: Int = 256 << 10) {
    self.byteLimit = byteLimit
    self.largestBody = largestBody
  }

  /// The value `body` decodes to as `Value`: kept from before, or decoded by `decode` and kept.
  func value<Value: Sendable, Failure: Error>(
    _ type: Value.Type, body: Data, decode: (Data) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    guard body.count <= largestBody else { return try decode(body) }
    let key = Key(type: ObjectIdentifier(type), body: body)
    if let kept = state.withLock({ $0.values[key] }) as? Value { return kept }
    let value = try decode(body)
    state.withLock { state in
      if state.bytes + body.count > byteLimit {
        state.values.removeAll(keepingCapacity: true)
        state.bytes = 0
      }
      if state.values.updateValue(value, forKey: key) == nil { state.bytes += body.count }
    }
    return value
  }

  /// How many answers are kept.
  var count: Int { state.withLock { $0.values.count } }
}
