import Foundation

/// The upload half every picture owner shares (a product's pictures, a banner's): the limits checked, the sizes
/// rendered outside any transaction, then the picture stored once inside the owner's transaction. The owner then
/// points its own rows at `Checked.id`.
struct PictureIntake: Sendable {
  /// An upload that passed the limits, with its renditions when it was not stored yet.
  struct Checked {
    var bytes: [UInt8]
    var header: PictureHeader
    var id: String
    var renditions: [PictureRenderer.Rendition]
  }

  let clock: Clock
  let limits: PictureLimits
  let renderer: PictureRenderer

  /// Refuses what the limits refuse; renders the sizes unless `known` (the picture is stored already).
  func check(_ bytes: [UInt8], known: (String) throws -> Bool) throws -> Checked {
    let header = try limits.check(bytes)
    let id = ProductPictures.id(of: bytes)
    let renditions = try known(id) ? [] : try renderer.renditions(of: bytes)
    return Checked(bytes: bytes, header: header, id: id, renditions: renditions)
  }

  /// Stores the picture unless it is stored already.
  func store(_ checked: Checked, title: String, _ connection: any DatabaseConnection) throws {
    guard try !PictureStore.exists(checked.id, connection) else { return }
    // NB: known before, collected by another request since: render it after all.
    let renditions = checked.renditions.isEmpty ? try renderer.renditions(of: checked.bytes) : checked.renditions
    try PictureStore.insert(
      checked.id, header: checked.header, original: checked.bytes, renditions: renditions, title: title,
      at: EpochSeconds.from(clock.now()), connection)
  }
}
