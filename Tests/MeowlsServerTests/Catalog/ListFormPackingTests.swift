import Foundation
import Testing

@testable import MeowlsServer

@Suite struct ListFormPackingTests {
  static let first = Array(#"{"id":"A","name":"Корм для кошек Acana","variants":[{"article":"1"}]}"#.utf8)
  static let second = Array(#"{"id":"B","name":"Корм для кошек Brit","variants":[{"article":"2"}]}"#.utf8)

  @Test func aPackedFormUnpacksAsItWas() throws {
    let packing = ListFormPacking()
    let packed = packing.pack(Self.first, learningFrom: [UUID(): Self.first])
    #expect(packing.unpack(packed) == Self.first)
  }

  @Test func theFirstFormsTeachTheDictionaryAndItStays() throws {
    let packing = ListFormPacking()
    _ = packing.pack(Self.first, learningFrom: [UUID(): Self.first])
    let learned = packing.dictionary
    let packed = packing.pack(Self.second, learningFrom: [UUID(): Self.second])
    #expect(learned == Self.first)
    #expect(packing.dictionary == learned)
    #expect(packing.unpack(packed) == Self.second)
  }

  @Test func aFormSharingTheDictionaryTakesLessRoom() throws {
    let packing = ListFormPacking()
    _ = packing.pack(Self.first, learningFrom: [UUID(): Self.first])
    #expect(packing.pack(Self.second, learningFrom: [:]).count < Self.second.count / 2)
  }

  @Test func theDictionaryStopsAtItsSize() throws {
    let big = [UInt8](repeating: 0x61, count: ListFormPacking.dictionaryBytes)
    let packing = ListFormPacking()
    _ = packing.pack(Self.first, learningFrom: [UUID(): big, UUID(): Self.first, UUID(): Self.second])
    #expect(packing.dictionary.count <= ListFormPacking.dictionaryBytes)
  }

  @Test func anUnknownPackIsUnreadable() {
    let packing = ListFormPacking()
    #expect(packing.unpack([]) == nil)
    #expect(packing.unpack([7, 1, 2]) == nil)
    #expect(packing.unpack([1, 1, 2]) == nil)
  }
}
