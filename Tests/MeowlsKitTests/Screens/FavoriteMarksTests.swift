import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct FavoriteMarksTests {
  static let error = APIError.transport(.notConnected)
  static func id(_ n: Int) -> Product.ID { Fixtures.productID(n) }
  static func ids(_ numbers: [Int]) -> Set<Product.ID> { Set(numbers.map(Fixtures.productID)) }

  func tap(_ marks: inout FavoriteMarks, _ id: Product.ID) -> Bool { marks.tap(id) }

  func receive(_ marks: inout FavoriteMarks, _ id: Product.ID, _ result: Result<Bool, APIError>) -> APIError? {
    marks.receive(id, result)
  }

  @Test func aTapFlipsTheStarAtOnceAndASecondTapWaits() {
    var marks = FavoriteMarks(starred: Self.ids([2]))
    #expect(tap(&marks, Self.id(1)))
    #expect(marks == FavoriteMarks(starred: Self.ids([1, 2]), pending: Self.ids([1])))
    #expect(marks.contains(Self.id(1)))
    #expect(!tap(&marks, Self.id(1)))
    #expect(marks == FavoriteMarks(starred: Self.ids([1, 2]), pending: Self.ids([1])))
    #expect(tap(&marks, Self.id(2)))
    #expect(marks == FavoriteMarks(starred: Self.ids([1]), pending: Self.ids([1, 2])))
    #expect(!marks.contains(Self.id(2)))
  }

  @Test func theAnswerSettlesTheStar() {
    var marks = FavoriteMarks(starred: Self.ids([1]), pending: Self.ids([1, 2]))
    #expect(receive(&marks, Self.id(1), .success(false)) == nil)
    #expect(marks == FavoriteMarks(starred: [], pending: Self.ids([2])))
    #expect(receive(&marks, Self.id(2), .success(true)) == nil)
    #expect(marks == FavoriteMarks(starred: Self.ids([2])))
  }

  @Test func aFailurePutsTheStarBackAndIsReturnedForTheAlert() {
    var marks = FavoriteMarks(starred: Self.ids([1]))
    #expect(tap(&marks, Self.id(1)))
    #expect(receive(&marks, Self.id(1), .failure(Self.error)) == Self.error)
    #expect(marks == FavoriteMarks(starred: Self.ids([1])))
    #expect(tap(&marks, Self.id(2)))
    #expect(receive(&marks, Self.id(2), .failure(Self.error)) == Self.error)
    #expect(marks == FavoriteMarks(starred: Self.ids([1])))
  }

  @Test func anAnswerForAProductNotPendingIsIgnored() {
    var marks = FavoriteMarks(starred: Self.ids([1]))
    #expect(receive(&marks, Self.id(1), .success(false)) == nil)
    #expect(receive(&marks, Self.id(2), .success(true)) == nil)
    #expect(receive(&marks, Self.id(1), .failure(Self.error)) == nil)
    #expect(marks == FavoriteMarks(starred: Self.ids([1])))
  }

  @Test func reloadedMarksKeepWhatAPendingTapShowed() {
    var marks = FavoriteMarks(starred: Self.ids([1, 3]), pending: Self.ids([1, 2]))
    marks.reload(Self.ids([2, 4]))
    #expect(marks == FavoriteMarks(starred: Self.ids([1, 4]), pending: Self.ids([1, 2])))
    marks.reload([])
    #expect(marks == FavoriteMarks(starred: Self.ids([1]), pending: Self.ids([1, 2])))
  }

  @Test func starringAPageSkipsPendingProducts() {
    var marks = FavoriteMarks(starred: Self.ids([5]), pending: Self.ids([2]))
    marks.star([1, 2, 3].map(Self.id))
    #expect(marks == FavoriteMarks(starred: Self.ids([1, 3, 5]), pending: Self.ids([2])))
  }
}
