import Dispatch
import Synchronization

/// Cuts an upload into the four wire sizes and encodes each as JPEG and WebP, once, at upload.
///
/// The upload is decoded once, shrunk on load to the largest size (JPEG's DCT scaling decodes a 12-megapixel photo
/// at an eighth or a quarter of its pixels), and the smaller sizes are cut from that in memory. Each size is the
/// picture fitted inside its box and centred on white, so every rendition has exactly the box's pixels, as the
/// drawn pictures do; transparency is flattened onto the same white.
struct PictureRenderer: Sendable {
  /// One encoded size.
  struct Rendition: Equatable {
    var size: ImageSize
    var format: RasterFormat
    var bytes: [UInt8]
    /// The strong ETag, quotes included.
    var etag: String
  }

  let vips: Vips
  var jpegQuality = 82
  var webpQuality = 80
  /// libwebp's effort, 0 (fastest) to 6. NB: 4 (its default) made the WebP half of an upload cost more than all the
  /// rest; see the README's bench row.
  var webpEffort = 2

  /// Every size in both formats; throws `PictureError.unreadable` when libvips cannot decode the bytes.
  ///
  /// NB: the sizes are cut, boxed and encoded concurrently, one size a task, largest first, on every core: after
  /// the decode (single-threaded in libjpeg) that work was two thirds of an upload's time on two cores, and a shop
  /// owner waits for the upload. Each box is computed once into memory: a lazy one would be resized again by each
  /// of its two saves.
  func renditions(of bytes: [UInt8]) throws(PictureError) -> [Rendition] {
    do {
      let (width, height) = ImageSize.original.dimensions(wide: false)
      let largest = try vips.thumbnail(bytes, width: width, height: height)
      let sizes = ImageSize.wire
      let results = Mutex([Result<[Rendition], any Error>?](repeating: nil, count: sizes.count))
      DispatchQueue.concurrentPerform(iterations: sizes.count) { index in
        let result = Result { try renditions(of: largest, in: sizes[index]) }
        results.withLock { $0[index] = result }
      }
      return try results.withLock { $0 }.flatMap { try $0!.get() }
    } catch {
      throw .unreadable("The picture could not be decoded: it is cut short or corrupt.")
    }
  }

  /// `largest` fitted inside `size`'s box, centred on white, as JPEG and WebP.
  private func renditions(of largest: VipsPicture, in size: ImageSize) throws -> [Rendition] {
    let (boxWidth, boxHeight) = size.dimensions(wide: false)
    let fitted = size == .original ? largest : try vips.thumbnail(largest, width: boxWidth, height: boxHeight)
    let boxed = try vips.inMemory(try vips.whiteBox(fitted, width: boxWidth, height: boxHeight))
    return [try encoded(boxed, size: size, format: .jpeg), try encoded(boxed, size: size, format: .webp)]
  }

  /// `image` in `format` with its ETag.
  func encoded(_ image: VipsPicture, size: ImageSize, format: RasterFormat) throws -> Rendition {
    let bytes =
      switch format {
      case .jpeg: try vips.jpeg(image, quality: jpegQuality)
      case .webp: try vips.webp(image, quality: webpQuality, effort: webpEffort)
      }
    return Rendition(size: size, format: format, bytes: bytes, etag: "\"\(StaticContent.fingerprint(bytes))\"")
  }
}
