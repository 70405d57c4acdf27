import CVips
import Foundation
import Synchronization

/// libvips, the image library MEOWLS resizes and encodes pictures with: started once per process by the first
/// value made, then shared by whoever was handed one (the handlers, the command, the benchmark).
///
/// NB: libvips is thread-safe once started, so one value serves every request thread. Its start is not, and it is
/// process-wide C state, so the first `init` takes a lock; later ones find it started.
public final class Vips: Sendable {
  private static let started = Mutex(false)

  /// Starts libvips (once per process); throws `VipsError` when it cannot.
  public init() throws {
    try Self.started.withLock { started in
      guard !started else { return }
      guard meowls_vips_init() == 0 else { throw VipsError.failed(Self.lastError()) }
      started = true
    }
  }

  /// Decodes `bytes` shrunk on load to fit inside `width`×`height` (aspect kept), into memory. A JPEG is decoded at
  /// the largest DCT scale `ShrinkOnLoad` allows for its upright sides; other formats as libvips' thumbnail loads them.
  func thumbnail(_ bytes: [UInt8], width: Int, height: Int) throws -> VipsPicture {
    var out: OpaquePointer?
    let status = bytes.withUnsafeBytes { buffer in
      var upright: (width: Int32, height: Int32) = (0, 0)
      guard meowls_vips_jpeg_upright_size(buffer.baseAddress, buffer.count, &upright.width, &upright.height) == 0
      else { return meowls_vips_thumbnail_buffer(buffer.baseAddress, buffer.count, Int32(width), Int32(height), &out) }
      let shrink = ShrinkOnLoad.jpegFactor(
        of: (Int(upright.width), Int(upright.height)), toFit: (width: width, height: height))
      return meowls_vips_jpeg_thumbnail(
        buffer.baseAddress, buffer.count, Int32(shrink), Int32(width), Int32(height), &out)
    }
    return try VipsPicture(status, out)
  }

  /// `image` resized to fit inside `width`×`height`.
  func thumbnail(_ image: VipsPicture, width: Int, height: Int) throws -> VipsPicture {
    var out: OpaquePointer?
    return try VipsPicture(meowls_vips_thumbnail_image(image.pointer, Int32(width), Int32(height), &out), out)
  }

  /// `image` flattened onto white and centred on a white `width`×`height` canvas, in sRGB.
  func whiteBox(_ image: VipsPicture, width: Int, height: Int) throws -> VipsPicture {
    var out: OpaquePointer?
    return try VipsPicture(meowls_vips_white_box(image.pointer, Int32(width), Int32(height), &out), out)
  }

  /// `image` computed into memory, so that several encodings of it run its pipeline (resize, box) once.
  func inMemory(_ image: VipsPicture) throws -> VipsPicture {
    var out: OpaquePointer?
    return try VipsPicture(meowls_vips_in_memory(image.pointer, &out), out)
  }

  /// An SVG document drawn at its own size (librsvg).
  func svg(_ text: String) throws -> VipsPicture {
    var out: OpaquePointer?
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBytes { meowls_vips_svgload_buffer($0.baseAddress, $0.count, &out) }
    return try VipsPicture(status, out)
  }

  func jpeg(_ image: VipsPicture, quality: Int) throws -> [UInt8] {
    try Self.saved { meowls_vips_jpegsave(image.pointer, Int32(quality), &$0, &$1) }
  }

  func webp(_ image: VipsPicture, quality: Int, effort: Int) throws -> [UInt8] {
    try Self.saved { meowls_vips_webpsave(image.pointer, Int32(quality), Int32(effort), &$0, &$1) }
  }

  func png(_ image: VipsPicture) throws -> [UInt8] {
    try Self.saved { meowls_vips_pngsave(image.pointer, &$0, &$1) }
  }

  /// A photo-like `width`×`height` picture (gradients and fine grain JPEG cannot flatten), for tests and the
  /// benchmark.
  func testPhoto(width: Int, height: Int) throws -> VipsPicture {
    var out: OpaquePointer?
    return try VipsPicture(meowls_vips_test_photo(Int32(width), Int32(height), &out), out)
  }

  /// The same photo-like picture encoded: `jpeg`, `png` or `webp`.
  public func testPhoto(width: Int, height: Int, format: PictureFormat) throws -> [UInt8] {
    let image = try testPhoto(width: width, height: height)
    switch format {
    case .jpeg: return try jpeg(image, quality: 85)
    case .png: return try png(image)
    case .webp: return try webp(image, quality: 80, effort: 0)
    }
  }

  /// The photo-like picture as a JPEG whose EXIF orientation tag is `exifOrientation` (1–8: 6 is a camera turned a
  /// quarter clockwise), for tests of turned photos.
  public func testPhoto(width: Int, height: Int, exifOrientation: Int) throws -> [UInt8] {
    let image = try testPhoto(width: width, height: height)
    return try Self.saved { meowls_vips_jpegsave_oriented(image.pointer, 85, Int32(exifOrientation), &$0, &$1) }
  }

  /// The bands (0–255 each) of the pixel at `x`, `y` of `bytes` in any format libvips reads (tests check what was
  /// served).
  public func pixel(of bytes: [UInt8], x: Int, y: Int) throws -> [Double] {
    var bands = [Double](repeating: 0, count: 4)
    let count = bytes.withUnsafeBytes { meowls_vips_pixel($0.baseAddress, $0.count, Int32(x), Int32(y), &bands, 4) }
    guard count > 0 else { throw VipsError.failed(Self.lastError()) }
    return Array(bands.prefix(Int(count)))
  }

  /// The pixel size of `bytes` in any format libvips reads, decoded whole (tests check what was served).
  public func decodedSize(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
    var out: OpaquePointer?
    let status = bytes.withUnsafeBytes { meowls_vips_load_buffer($0.baseAddress, $0.count, &out) }
    let image = try VipsPicture(status, out)
    return (image.width, image.height)
  }

  private static func saved(_ save: (inout UnsafeMutableRawPointer?, inout Int) -> Int32) throws -> [UInt8] {
    var bytes: UnsafeMutableRawPointer?
    var length = 0
    guard save(&bytes, &length) == 0, let bytes else { throw VipsError.failed(lastError()) }
    defer { meowls_vips_free(bytes) }
    return Array(UnsafeRawBufferPointer(start: bytes, count: length))
  }

  static func lastError() -> String {
    let message = vips_error_buffer().map { String(cString: $0) } ?? ""
    meowls_vips_clear_error()
    return message.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// A libvips image, released with the value.
///
/// NB: `@unchecked Sendable` because libvips images are immutable once built and libvips reads one from many
/// threads itself (its own thread pool); MEOWLS never changes an image after making it, and releases it once.
final class VipsPicture: @unchecked Sendable {
  let pointer: OpaquePointer

  init(_ status: Int32, _ pointer: OpaquePointer?) throws {
    guard status == 0, let pointer else { throw VipsError.failed(Vips.lastError()) }
    self.pointer = pointer
  }

  var width: Int { Int(meowls_vips_width(pointer)) }
  var height: Int { Int(meowls_vips_height(pointer)) }

  /// Whether fitting the picture inside `width`×`height` shrinks it or leaves it as it is (never enlarges it).
  func covers(width: Int, height: Int) -> Bool { self.width >= width || self.height >= height }

  /// Whether the picture already is its fit inside `width`×`height`: one side on the box's, the other within it.
  func fits(width: Int, height: Int) -> Bool {
    (self.width == width && self.height <= height) || (self.height == height && self.width <= width)
  }

  deinit { meowls_vips_unref(pointer) }
}

/// libvips refused: it could not start, decode or encode (its own message).
public enum VipsError: Error, Equatable {
  case failed(String)
}
