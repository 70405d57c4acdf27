import Foundation
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct FileRegisterStorageTests {
  @Test func aDocumentIsReadBackByAnotherStorageOnTheSameDirectory() throws {
    let directory = try TemporaryDirectory()
    try FileRegisterStorage(directory: directory.url).write(Data("queue".utf8), to: .saleQueue)
    #expect(try FileRegisterStorage(directory: directory.url).read(.saleQueue) == Data("queue".utf8))
    #expect(try FileRegisterStorage(directory: directory.url).read(.catalogue) == nil)
  }

  @Test func aWriteReplacesTheDocumentWholeAndLeavesNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    let storage = try FileRegisterStorage(directory: directory.url)
    try storage.write(Data("first, longer".utf8), to: .catalogue)
    try storage.write(Data("second".utf8), to: .catalogue)
    #expect(try storage.read(.catalogue) == Data("second".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["catalogue.json"])
  }
}
