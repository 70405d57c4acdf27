import Foundation
import Synchronization

/// How `CatalogCache` packs the list forms it keeps: deflated against a dictionary made of the first list forms it
/// read, which then stays (a packed form is read with the dictionary it was packed with), so later ones compress
/// against the same keys, picture URLs, badges and words.
///
/// NB: a shop's list forms share most of their bytes; with such a dictionary one of 1–2.5 KB packs to a few hundred
/// bytes (`ListFormPackingTests`, and the server's memory in the README's benchmarks).
final class ListFormPacking: Sendable {
  /// The most bytes of sample list forms the dictionary takes (deflate's window is 32 KB).
  static let dictionaryBytes = 24_576
  private static let deflated: UInt8 = 1
  private static let plain: UInt8 = 0

  private let deflate = Mutex<DictionaryDeflate?>(nil)

  init() {}

  /// The form packed, learning the dictionary from `samples` when there is none yet.
  func pack(_ json: [UInt8], learningFrom samples: [UUID: [UInt8]]) -> [UInt8] {
    if let packed = packer(learningFrom: samples).compress(json) { return [Self.deflated] + packed }
    return [Self.plain] + json
  }

  /// The form `pack` made `packed` from; nil when it cannot be read (the caller reads the product again).
  func unpack(_ packed: [UInt8]) -> [UInt8]? {
    switch packed.first {
    case Self.plain: Array(packed.dropFirst())
    case Self.deflated: deflate.withLock { $0 }?.decompress(Array(packed.dropFirst()))
    default: nil
    }
  }

  /// The dictionary's bytes (tests).
  var dictionary: [UInt8] { deflate.withLock { $0?.dictionary ?? [] } }

  private func packer(learningFrom samples: [UUID: [UInt8]]) -> DictionaryDeflate {
    if let known = deflate.withLock({ $0 }) { return known }
    var dictionary: [UInt8] = []
    for id in samples.keys.sorted(by: { $0.uuidString < $1.uuidString }) {
      guard let sample = samples[id], dictionary.count + sample.count <= Self.dictionaryBytes else { continue }
      dictionary += sample
    }
    let learned = DictionaryDeflate(dictionary: dictionary)
    return deflate.withLock { current in
      if let current { return current }
      current = learned
      return learned
    }
  }
}
