import Foundation
import Testing

@testable import MeowlsAPI

struct ArticleTests {
  @Test func articleIsAPlainString() throws {
    #expect(try compactJSON(Article("25178")) == #""25178""#)
  }
}
