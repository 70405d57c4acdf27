import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogErrorTests {
  @Test func anUnknownCategoryNamesTheFileAndFamily() throws {
    let folder = try DemoCatalogFixture.copyOfData()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("products/ryby.json")
    let text = try String(contentsOf: file, encoding: .utf8)
    let broken = text.replacingOccurrences(
      of: "\"brand\": \"Sera\", \"category\": \"ryby/korma\"",
      with: "\"brand\": \"Sera\", \"category\": \"ryby/kormushki\"")
    #expect(broken != text)
    try broken.write(to: file, atomically: true, encoding: .utf8)
    #expect(throws: DemoCatalogError.self) {
      try DemoCatalog.load(from: folder, loadDate: DemoCatalogFixture.loadDate)
    }
    do {
      _ = try DemoCatalog.load(from: folder, loadDate: DemoCatalogFixture.loadDate)
    } catch let error as DemoCatalogError {
      guard case let .invalidEntry(file, entry, reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == "products/ryby.json")
      #expect(entry.contains("family [2]"))
      #expect(reason.contains("ryby/kormushki"))
    }
  }

  @Test func malformedJSONNamesTheFile() throws {
    let folder = try DemoCatalogFixture.copyOfData()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "[{\"from\": \"10:00\"}]".write(
      to: folder.appendingPathComponent("intervals.json"), atomically: true, encoding: .utf8)
    #expect {
      try DemoCatalog.load(from: folder, loadDate: DemoCatalogFixture.loadDate)
    } throws: { error in
      guard case let .malformedFile(file, entry, reason) = error as? DemoCatalogError else { return false }
      return file == "intervals.json" && entry == "[0]" && reason.contains("to")
    }
  }

  @Test func aMissingFolderIsUnreadable() {
    let folder = URL(fileURLWithPath: "/nonexistent/demo-data")
    #expect {
      try DemoCatalog.load(from: folder, loadDate: DemoCatalogFixture.loadDate)
    } throws: { error in
      if case .unreadableFile = error as? DemoCatalogError { return true }
      return false
    }
  }
}
