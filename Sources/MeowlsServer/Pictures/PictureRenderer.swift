import Dispatch
import Synchronization

/// Cuts an upload into the four wire sizes and encodes each as JPEG and WebP, once, at upload.
///
/// The upload is decoded once, shrunk on load as far as the largest size allows (JPEG's DCT scaling decodes a
/// 12-megapixel photo straight at 1000×750, a sixteenth of its pixels), and each smaller size is cut from the
/// smallest size already cut that covers it, in memory. Each size is the picture fitted inside its box and centred on
/// white, so every rendition has exactly the box's pixels, as the drawn pictures do; transparency is flattened onto
/// the same white.
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
  /// rest; 2 costs a quarter more CPU than 0 and makes a fifth smaller files; see the README's bench row.
  var webpEffort = 2

  /// Every size in both formats, by size (as `ImageSize.wire`) then format (as `RasterFormat.allCases`); throws
  /// `PictureError.unreadable` when libvips cannot decode the bytes.
  ///
  /// NB: the eight encodings run concurrently, one a task, the costliest first, on every core: after the decode
  /// (single-threaded in libjpeg) they are most of an upload's CPU, and a shop owner waits for the upload. The
  /// cutting runs before them, each cut on all cores inside libvips.
  func renditions(of bytes: [UInt8]) throws(PictureError) -> [Rendition] {
    do {
      let boxes = try boxed(bytes, sizes: ImageSize.wire)
      let jobs = boxes.flatMap { box in RasterFormat.allCases.map { (box.size, box.image, $0) } }
      let order = jobs.indices.sorted { cost(jobs[$0]) > cost(jobs[$1]) }
      let results = Mutex([Result<Rendition, any Error>?](repeating: nil, count: jobs.count))
      DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
        let (size, image, format) = jobs[order[index]]
        let result = Result { try encoded(image, size: size, format: format) }
        results.withLock { $0[order[index]] = result }
      }
      return try results.withLock { $0 }.map { try $0!.get() }
    } catch {
      throw .unreadable("The picture could not be decoded: it is cut short or corrupt.")
    }
  }

  /// Each of `sizes` fitted inside its box and centred on white, in memory, in the order of `sizes`.
  ///
  /// NB: the decode is asked for the smallest picture that covers every box (the boxes' widest width and tallest
  /// height), so no size is enlarged from a smaller cut; each size is then cut from the smallest cut at hand that it
  /// does not enlarge. Cutting 700×700 from 1000×750, 480×480 from that and 192×200 from that cost less than half the CPU of
  /// cutting each from 1000×750 (libvips' lanczos kernel over the larger picture, with no cache between its steps).
  private func boxed(_ bytes: [UInt8], sizes: [ImageSize]) throws -> [(size: ImageSize, image: VipsPicture)] {
    let boxes = sizes.map { $0.dimensions(wide: false) }
    let decoded = try vips.thumbnail(
      bytes, width: boxes.map(\.width).max() ?? 1, height: boxes.map(\.height).max() ?? 1)
    var cuts = [decoded]
    var fitted = [VipsPicture?](repeating: nil, count: sizes.count)
    for index in boxes.indices.sorted(by: { area(boxes[$0]) > area(boxes[$1]) }) {
      let (width, height) = boxes[index]
      let source = cuts.last { $0.covers(width: width, height: height) } ?? decoded
      if source.fits(width: width, height: height) {
        fitted[index] = source
      } else {
        let cut = try vips.inMemory(try vips.thumbnail(source, width: width, height: height))
        cuts.append(cut)
        fitted[index] = cut
      }
    }
    return try sizes.indices.map { index in
      let (width, height) = boxes[index]
      return (sizes[index], try vips.inMemory(try vips.whiteBox(fitted[index]!, width: width, height: height)))
    }
  }

  /// An encoding's relative CPU cost, to start the costliest first: WebP at effort 2 costs about four times JPEG.
  private func cost(_ job: (size: ImageSize, image: VipsPicture, format: RasterFormat)) -> Int {
    job.image.width * job.image.height * (job.format == .webp ? 4 : 1)
  }

  private func area(_ box: (width: Int, height: Int)) -> Int { box.width * box.height }

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
