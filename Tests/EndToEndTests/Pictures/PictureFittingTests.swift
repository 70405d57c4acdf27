import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// How an upload is fitted into each wire size: a camera's photo, shrunk on load, fills exactly its fit in every box
/// (white above and below it, the photo up to its edges), and a photo its camera turned is served upright.
@Suite struct PictureFittingTests {
  static var boxes: [(size: KeyPath<Image, String?>, width: Int, height: Int)] {
    [(\.original, 1000, 1000), (\.large, 700, 700), (\.medium, 480, 480), (\.small, 192, 200)]
  }

  @Test(arguments: [(4000, 3000), (4032, 3024)])
  func aTwelveMegapixelPhotoFillsItsFitInEveryBox(_ sides: (width: Int, height: Int)) throws {
    let shop = try PictureFixture()
    let bytes = try shop.photo(.jpeg, width: sides.width, height: sides.height)
    let image = try #require(try shop.uploaded(bytes).pictures?.first?.image)
    for box in Self.boxes {
      let url = try #require(image[keyPath: box.size])
      for accept in [nil, PictureServingTests.webP] {
        let served = try shop.fetch(url, accept: accept).body
        let (fitted, top, middle) = (box.width * 3 / 4, (box.height - box.width * 3 / 4) / 2, box.width / 2)
        let column = try [top - 4, top + 4, top + fitted - 5, top + fitted + 3].map {
          try shop.vips.pixel(of: served, x: middle, y: $0)
        }
        #expect(column.map(Self.isWhite) == [true, false, false, true], "\(url) \(accept ?? "")")
      }
    }
  }

  @Test func aPhotoItsCameraTurnedIsServedUpright() throws {
    let shop = try PictureFixture()
    let bytes = try shop.vips.testPhoto(width: 4000, height: 3000, exifOrientation: 6)
    let url = try #require(try shop.uploaded(bytes).pictures?.first?.image.original)
    let served = try shop.fetch(url).body
    // Upright it is 3000×4000: fitted 750×1000, white to its left and right, the photo from top to bottom.
    let row = try [121, 129, 870, 878].map { try shop.vips.pixel(of: served, x: $0, y: 500) }
    #expect(row.map(Self.isWhite) == [true, false, false, true])
    let column = try [2, 997].map { try shop.vips.pixel(of: served, x: 500, y: $0) }
    #expect(column.map(Self.isWhite) == [false, false])
  }

  static func isWhite(_ bands: [Double]) -> Bool { bands.allSatisfy { $0 > 240 } }
}
