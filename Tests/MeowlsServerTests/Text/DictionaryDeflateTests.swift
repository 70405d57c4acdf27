import Dispatch
import Foundation
import Synchronization
import Testing

@testable import MeowlsServer

@Suite struct DictionaryDeflateTests {
  static let sample =
    Array(
      #"{"id":"66021971-E5B7-88C6-92AC-5EC108F3FAAE","images":[{"large":"http://shop/static/catalog/700x700/a"}],"#
        .utf8) + Array(#""name":"Корм для кошек","variants":[{"article":"20175928","price":{"price":1547.25}}]}"#.utf8)

  func text(_ number: Int) -> [UInt8] {
    Array(String(decoding: Self.sample, as: UTF8.self).replacingOccurrences(of: "20175928", with: "\(number)").utf8)
  }

  @Test func aTextComesBackAsItWas() throws {
    let deflate = DictionaryDeflate(dictionary: Self.sample)
    let packed = try #require(deflate.compress(text(1)))
    #expect(deflate.decompress(packed) == text(1))
  }

  @Test func aTextLikeTheDictionaryPacksToAFractionOfItsSize() throws {
    let deflate = DictionaryDeflate(dictionary: Self.sample)
    let packed = try #require(deflate.compress(text(2)))
    #expect(packed.count * 4 < text(2).count, "\(packed.count) of \(text(2).count)")
  }

  @Test func anEmptyTextAndAnEmptyDictionaryWork() throws {
    let deflate = DictionaryDeflate(dictionary: [])
    #expect(deflate.decompress(try #require(deflate.compress([]))) == [])
    #expect(deflate.decompress(try #require(deflate.compress(text(3)))) == text(3))
  }

  @Test func aDamagedPackIsUnreadableNotACrash() throws {
    let deflate = DictionaryDeflate(dictionary: Self.sample)
    let packed = try #require(deflate.compress(text(4)))
    #expect(deflate.decompress(Array(packed.prefix(packed.count / 2))) == nil)
    #expect(deflate.decompress([0xFF, 0xFF, 0xFF, 0x7F, 1, 2, 3]) == nil)
    #expect(deflate.decompress([1]) == nil)
  }

  @Test func aPackReadWithAnotherDictionaryIsUnreadableOrDifferent() throws {
    let packed = try #require(DictionaryDeflate(dictionary: Self.sample).compress(text(5)))
    let other = DictionaryDeflate(dictionary: Array(repeating: 0x20, count: Self.sample.count))
    #expect(other.decompress(packed) != text(5))
  }

  @Test func manyThreadsPackAndUnpackAtOnce() {
    let deflate = DictionaryDeflate(dictionary: Self.sample)
    let wrong = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 64) { number in
      let original = text(number)
      if deflate.compress(original).flatMap(deflate.decompress) != original { wrong.add(1, ordering: .relaxed) }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
  }
}
