import Testing

@testable import MeowlsServer

/// The JPEG shrink-on-load factor: the largest DCT scale whose decoded sides still cover the fit, never one that would
/// make the resize after it enlarge.
@Suite struct ShrinkOnLoadTests {
  typealias Case = (picture: (width: Int, height: Int), box: (width: Int, height: Int), factor: Int)

  static let square = (width: 1000, height: 1000)

  @Test func aTwelveMegapixelPhotoIsDecodedAtAQuarterOfItsSides() {
    #expect(ShrinkOnLoad.jpegFactor(of: (4000, 3000), toFit: Self.square) == 4)
    #expect(ShrinkOnLoad.jpegFactor(of: (4032, 3024), toFit: Self.square) == 4)
    #expect(ShrinkOnLoad.jpegFactor(of: (3024, 4032), toFit: Self.square) == 4)
  }

  /// Shrinking once more would leave a side short of the fit; the last two are edge cases.
  static let cases: [Case] = [
    ((3999, 2999), square, 2), ((2000, 1500), square, 2), ((1999, 1500), square, 1), ((1200, 900), square, 1),
    ((640, 480), square, 1), ((8000, 6000), square, 8), ((12000, 4000), square, 8), ((4000, 1000), square, 4),
    ((1000, 4000), square, 4), ((4000, 3000), (1200, 600), 4), ((4000, 2000), (1200, 600), 2),
    ((4800, 2400), (1200, 600), 4), ((2, 2), (1, 1), 2), ((0, 10), square, 1),
  ]

  @Test(arguments: cases)
  func theFactorIsTheLargestWhoseDecodedSidesCoverTheFit(_ test: Case) {
    #expect(ShrinkOnLoad.jpegFactor(of: test.picture, toFit: test.box) == test.factor)
  }
}
