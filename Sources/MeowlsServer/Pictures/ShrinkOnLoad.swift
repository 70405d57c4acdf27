/// How far a picture is shrunk while it is decoded, before any resize.
///
/// NB: JPEG's DCT scaling decodes at 1/2, 1/4 or 1/8 of the sides for less than a full decode costs; libvips'
/// thumbnail stops a factor of two short of the largest that fits (to soften the block shrink with its lanczos
/// reduce), and on a 12-megapixel photo that reduce cost as much CPU as the decode. The largest factor is taken
/// here: on photos what is served differs by 0.2 dB (PSNR of the Q82 JPEG against a full decode lanczos-reduced),
/// while fine regular patterns near the original's pixel pitch can show moiré. See the README's bench row.
enum ShrinkOnLoad {
  /// The largest JPEG factor (1, 2, 4 or 8) whose decoded picture still covers `picture`'s fit inside `box`, so the
  /// resize after it only shrinks. `picture` is the upright size (EXIF orientation applied). libvips rounds a shrunk
  /// side down, so the factor is checked against the rounded-down sides.
  static func jpegFactor(of picture: (width: Int, height: Int), toFit box: (width: Int, height: Int)) -> Int {
    guard picture.width > 0, picture.height > 0 else { return 1 }
    // The fit: the side that binds takes the box's; the other follows it, rounded up so the factor errs small.
    let widthBinds = box.width * picture.height <= box.height * picture.width
    let fit =
      widthBinds
      ? (width: box.width, height: (box.width * picture.height + picture.width - 1) / picture.width)
      : (width: (box.height * picture.width + picture.height - 1) / picture.height, height: box.height)
    var factor = 1
    while factor < 8, picture.width / (factor * 2) >= fit.width, picture.height / (factor * 2) >= fit.height {
      factor *= 2
    }
    return factor
  }
}
