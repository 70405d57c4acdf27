import Synchronization

/// The drawn demo pictures as JPEG and WebP, rasterised from their SVG (librsvg through libvips) on first request
/// and kept in a bounded cache.
///
/// NB: lazily, not at seed time: `meowls seed --synthetic 100000` references 100,000 product pictures in 4 sizes and
/// 2 formats, which would take the seed an hour to draw, while a shop is browsed a few hundred pictures at a time.
/// The cache is keyed by the SVG's fingerprint, so a redrawn picture (a renamed product) is rasterised anew.
final class DrawnPictures: Sendable {
  private struct Key: Hashable {
    var svg: String
    var format: RasterFormat
  }

  private struct Entry {
    var served: PictureStore.Served
    var lastUse: UInt64
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }

  private let byteLimit: Int
  private let renderer: PictureRenderer
  private let state = Mutex(State())

  /// `byteLimit`: the encoded bytes kept (32 MB hold every demo picture in every size and format several times).
  init(vips: Vips, byteLimit: Int = 32 << 20) {
    self.byteLimit = byteLimit
    self.renderer = PictureRenderer(vips: vips)
  }

  /// `svg` drawn at `width`×`height` in `format`.
  func raster(svg: String, width: Int, height: Int, format: RasterFormat) throws -> PictureStore.Served {
    let key = Key(svg: StaticContent.fingerprint(Array(svg.utf8)), format: format)
    if let hit = state.withLock({ state -> PictureStore.Served? in
      state.clock += 1
      state.entries[key]?.lastUse = state.clock
      return state.entries[key]?.served
    }) {
      return hit
    }
    let image = try renderer.vips.whiteBox(try renderer.vips.svg(svg), width: width, height: height)
    let rendition = try renderer.encoded(image, size: .original, format: format)
    let served = PictureStore.Served(bytes: rendition.bytes, etag: rendition.etag)
    state.withLock { state in
      state.clock += 1
      if let old = state.entries.updateValue(Entry(served: served, lastUse: state.clock), forKey: key) {
        state.bytes -= old.served.bytes.count
      }
      state.bytes += served.bytes.count
      while state.bytes > byteLimit, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
        state.entries[oldest.key] = nil
        state.bytes -= oldest.value.served.bytes.count
      }
    }
    return served
  }

  /// How many rasters are kept (tests).
  var count: Int { state.withLock { $0.entries.count } }
}
