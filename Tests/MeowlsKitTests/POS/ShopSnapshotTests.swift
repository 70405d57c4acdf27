import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct ShopSnapshotTests {
  let snapshot = RegisterSamples.snapshot

  @Test func aPacksBarcodeIsOnePiece() throws {
    let scanned = try snapshot.resolve("4600000010113")
    #expect(scanned.grams == nil && scanned.item.id == RegisterSamples.piece.id && !scanned.item.isSoldByWeight)
    #expect(scanned.item.price == Money(rubles: 300) && scanned.item.stock == 12)
  }

  @Test func aWeightBarcodeIsTheLooseGoodOfItsPLUWithItsGrams() throws {
    let scanned = try snapshot.resolve("2110001007354")
    #expect(scanned.grams == 735 && scanned.item.id == RegisterSamples.loose.id && scanned.item.isSoldByWeight)
    #expect(scanned.item.price == Money(rubles: 549) && scanned.item.stock == 3_650)
  }

  @Test func aTypedPLUOfALooseGoodIsSoldByWeight() throws {
    let scanned = try snapshot.resolve(" 10001 ")
    #expect(scanned.code == "10001" && scanned.grams == nil && scanned.item.isSoldByWeight)
  }

  @Test func anArticleIsOnePiece() throws {
    #expect(try snapshot.resolve("1021").item.isSoldByWeight == false)
  }

  @Test(arguments: [
    ("4600000010114", ErrorCode.barcodeCheckDigitInvalid, 400), ("4600000099996", .barcodeNotFound, 404),
    ("2110001000003", .invalidWeight, 400), ("2199999001001", .barcodeNotFound, 404), ("нет", .barcodeNotFound, 404),
  ])
  func aCodeTheServerWouldRefuseIsRefusedAlike(_ code: String, expected: ErrorCode, status: Int) {
    do {
      _ = try snapshot.resolve(code)
      Issue.record("resolved \(code)")
    } catch {
      #expect(error.code == expected && error.status == status)
    }
  }

  @Test func aPieceGoodsBarcodeWithAWeightIsRefused() {
    do {
      _ = try snapshot.line(scanned: "1011", grams: 100)
      Issue.record("weighed")
    } catch {
      #expect(error.code == .productNotSoldByWeight)
    }
  }

  @Test func aDeltaChangesAndRemovesWhatItNamesAndKeepsItsFirstRevision() {
    var cheaper = RegisterSamples.piece
    cheaper.price = Money(rubles: 250)
    let next = snapshot.applying(
      [
        RegisterCatalogue(complete: false, items: [cheaper], nextAfter: cheaper.id, revision: 9),
        RegisterCatalogue(complete: false, items: [], removed: [RegisterSamples.loose.id], revision: 10),
      ], shop: nil)
    #expect(next.revision == 9 && next.items == [cheaper.id: cheaper])
    #expect((try? next.resolve("10001")) == nil)
  }

  @Test func aCompleteLoadReplacesEverything() {
    let next = snapshot.applying(
      [RegisterCatalogue(complete: true, items: [RegisterSamples.loose], revision: 12)], shop: nil)
    #expect(next.items.keys.sorted { $0.uuidString < $1.uuidString } == [RegisterSamples.loose.id])
  }

  @Test func aNameIsFoundByTheBeginningsOfItsWordsWhateverTheCaseAndYo() {
    #expect(snapshot.search("brit").map(\.id) == [RegisterSamples.piece.id])
    #expect(snapshot.search("КОРМ раз").map(\.id) == [RegisterSamples.loose.id])
    #expect(snapshot.search("1011").map(\.id) == [RegisterSamples.piece.id])
    #expect(snapshot.search("корм brit").isEmpty && snapshot.search("  ").isEmpty)
  }

  @Test func aSnapshotSurvivesEncoding() throws {
    let data = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(ShopSnapshot.self, from: data) == snapshot)
  }

  @Test func theCatalogueKeepsItsSnapshotInStorageAndAsksOnlyWhatChangedSinceItsRevision() async throws {
    let storage = InMemoryRegisterStorage()
    let catalogue = ShopCatalogue(storage: storage)
    try await catalogue.refresh { (query) throws(APIError) in
      #expect(query.since == nil)
      return RegisterCatalogue(complete: true, items: [RegisterSamples.piece], revision: 3)
    }
    let again = ShopCatalogue(storage: storage)
    try await again.refresh { (query) throws(APIError) in
      #expect(query.since == 3)
      return RegisterCatalogue(complete: false, items: [RegisterSamples.loose], revision: 5)
    }
    let stored = await again.snapshot
    #expect(stored.revision == 5 && stored.items.count == 2)
  }
}
