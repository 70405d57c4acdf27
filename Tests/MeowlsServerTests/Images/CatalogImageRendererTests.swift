import Foundation
import Testing

@testable import MeowlsServer

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CatalogImageRendererTests {
  let renderer = CatalogImageRenderer()
  let product = CatalogImageSpec(
    color: "#E4002B", kind: .product, petKind: .cat, subtitle: "Felix", title: "Felix Sensation <Говядина & сыр>")

  /// `Tests/Fixtures/Images/ProductMedium.svg`; `MEOWLS_RECORD_FIXTURES=1` rewrites it after a deliberate change.
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Images/ProductMedium.svg")

  @Test func sameSpecGivesTheSameBytes() throws {
    let svg = renderer.svg(for: product, key: "product-a", size: .medium)
    if ProcessInfo.processInfo.environment["MEOWLS_RECORD_FIXTURES"] != nil {
      try Data(svg.utf8).write(to: Self.golden)
    }
    #expect(svg == String(decoding: try Data(contentsOf: Self.golden), as: UTF8.self))
  }

  @Test func differentKeysLookDifferent() {
    #expect(
      renderer.svg(for: product, key: "product-a", size: .medium)
        != renderer.svg(for: product, key: "product-b", size: .medium))
  }

  @Test func eachSizeDeclaresItsPixels() {
    let expectations: [(ImageSize, String)] = [
      (.small, #"width="192" height="200""#), (.medium, #"width="480" height="480""#),
      (.large, #"width="700" height="700""#), (.original, #"width="1000" height="1000""#),
    ]
    for (size, text) in expectations {
      #expect(renderer.svg(for: product, key: "k", size: size).contains(text))
    }
  }

  @Test func bannersAreWideSlides() {
    let banner = CatalogImageSpec(color: "#336699", kind: .banner, petKind: nil, subtitle: nil, title: "Скидки недели")
    #expect(renderer.svg(for: banner, key: "banner-x", size: .original).contains(#"width="1200" height="600""#))
  }

  @Test func textIsEscapedIntoWellFormedXML() throws {
    let svg = renderer.svg(for: product, key: "k", size: .large)
    #expect(svg.contains("&lt;Говядина &amp; сыр&gt;") || svg.contains("&lt;Говядина"))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse())
  }

  @Test func everyPetKindDrawsWellFormedSVG() {
    for pet in DemoPetKind.allCases.map(Optional.some) + [nil] {
      let spec = CatalogImageSpec(
        color: "#00AA55", kind: .category, petKind: pet, subtitle: "Кошки", title: "Корма сухие")
      #expect(XMLParser(data: Data(renderer.svg(for: spec, key: "c", size: .small).utf8)).parse())
    }
  }

  @Test func invalidColourFallsBackToGrey() {
    #expect(CatalogImageRenderer.validColor("red") == "#8E8E93")
    #expect(CatalogImageRenderer.validColor("#a1b2c3") == "#A1B2C3")
  }

  @Test func longTitlesWrapAndEndWithAnEllipsis() {
    let lines = SVGText.wrap(
      "Royal Canin Kitten сухой корм для котят от 4 до 12 месяцев с птицей и рисом", maxCharacters: 20, maxLines: 2)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.count <= 21 })
    #expect(lines.last?.hasSuffix("…") == true)
  }

  @Test func sizesComeFromThePath() {
    #expect(ImageSize(pathSegment: nil) == .original)
    #expect(ImageSize(pathSegment: "192x200") == .small)
    #expect(ImageSize(pathSegment: "100x100") == nil)
  }
}
