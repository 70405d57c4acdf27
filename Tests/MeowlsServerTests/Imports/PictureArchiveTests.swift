import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// The picture archive of a YML import (`PictureArchive`): which entry a `<picture>` names, and a hostile or broken
/// archive stopped at its limits or refused whole.
@Suite struct PictureArchiveTests {
  static let bomb = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fixtures/Imports/bomb.zip").standardized

  static func archive(_ names: [String], limits: PictureArchive.Limits = .init()) throws -> PictureArchive {
    try PictureArchive(StoredZIP.archive(names.map { ($0, $0) }), limits: limits)
  }

  /// The entry's text, or nil when nothing matches.
  static func text(_ archive: PictureArchive, _ picture: String) -> String? {
    guard case .bytes(let bytes) = archive.entry(for: picture) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aPictureIsTheEntryNamedByItsPathsLastComponentsTheLongestFirst() throws {
    let archive = try Self.archive(["42.jpg", "cats/42.jpg", "img/7 лап.png", "./pictures/9.webp"])
    #expect(Self.text(archive, "https://zoo.example/img/cats/42.jpg?w=800") == "cats/42.jpg")
    #expect(Self.text(archive, "https://zoo.example/dogs/42.jpg") == "42.jpg")
    #expect(Self.text(archive, "https://zoo.example/img/7%20%D0%BB%D0%B0%D0%BF.png") == "img/7 лап.png")
    #expect(Self.text(archive, "pictures/9.webp") == "./pictures/9.webp")
    #expect(Self.text(archive, "https://zoo.example/img/43.jpg") == nil)
    #expect(Self.text(archive, "https://zoo.example/IMG/CATS/42.JPG") == nil)
  }

  @Test func anArchiveOfAFolderMatchesByTheEndOfItsNamesUnlessTwoEndSo() throws {
    let archive = try Self.archive(["pictures/img/1.jpg", "a/img/2.jpg", "b/img/2.jpg", "3.jpg", "shop/3.jpg"])
    #expect(Self.text(archive, "https://zoo.example/img/1.jpg") == "pictures/img/1.jpg")
    #expect(Self.text(archive, "https://zoo.example/img/2.jpg") == nil)
    #expect(Self.text(archive, "https://zoo.example/b/img/2.jpg") == "b/img/2.jpg")
    #expect(Self.text(archive, "https://zoo.example/3.jpg") == "3.jpg")
  }

  @Test func aNameOfThirtyThousandFoldersIsMatchedWithoutIndexingEachOfItsEndings() throws {
    let deep = String(repeating: "a/", count: 30_000) + "x.jpg"
    let archive = try Self.archive([deep])
    #expect(Self.text(archive, "https://zoo.example/a/a/x.jpg") == deep)
    #expect(archive.byFileName.values.map(\.count).reduce(0, +) == 1)
  }

  @Test func traversalAndAbsoluteNamesAreNeverMatched() throws {
    let archive = try Self.archive(["../42.jpg", "/etc/7.jpg", "C:/8.jpg", "a/../../9.jpg", "img\\10.jpg"])
    for picture in ["https://zoo.example/42.jpg", "https://zoo.example/etc/7.jpg", "8.jpg", "https://x/9.jpg"] {
      #expect(archive.entry(for: picture) == nil, "\(picture)")
    }
    #expect(Self.text(archive, "https://zoo.example/img/10.jpg") == "img\\10.jpg")
  }

  @Test func anEntryOverThePictureLimitIsStoppedThereAndLeftOut() throws {
    let archive = try PictureArchive(try Data(contentsOf: Self.bomb))
    #expect(archive.entry(for: "https://zoo.example/img/0.jpg") == .tooLarge)
  }

  @Test func anArchiveDecompressingPastItsLimitIsRefusedWhole() throws {
    let limits = PictureArchive.Limits(totalBytes: 1024 * 1024)
    #expect(throws: ImportError.archiveUnreadable("The archive decompresses to more than 1 MB.")) {
      try PictureArchive(try Data(contentsOf: Self.bomb), limits: limits)
    }
  }

  @Test func anArchiveOfTooManyEntriesIsRefusedWhole() throws {
    #expect(throws: ImportError.archiveUnreadable("The archive holds more than 2 entries.")) {
      try Self.archive(["1.jpg", "2.jpg", "3.jpg"], limits: PictureArchive.Limits(entries: 2))
    }
  }

  @Test func aFileThatIsNoZIPIsRefused() throws {
    #expect(throws: ImportError.archiveUnreadable("The archive is not a ZIP.")) {
      try PictureArchive(Data("<yml_catalog/>".utf8))
    }
  }

  @Test func aCutShortOrDamagedZIPIsRefused() throws {
    let whole = StoredZIP.archive([("1.jpg", String(repeating: "x", count: 500))])
    for broken in [whole.prefix(whole.count - 30), whole.prefix(200)] {
      #expect(throws: ImportError.self) { try PictureArchive(Data(broken)) }
    }
    var damaged = whole
    damaged[40] ^= 0xFF  // a byte of the entry: its CRC no longer matches
    #expect {
      try PictureArchive(damaged)
    } throws: { error in
      guard case .archiveUnreadable(let reason) = error as? ImportError else { return false }
      return reason.hasPrefix("The archive is not a readable ZIP: ")
    }
  }
}
