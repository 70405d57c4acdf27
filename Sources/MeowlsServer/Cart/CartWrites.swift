import MeowlsAPI

/// The rows a saved cart's change writes: only the lines that changed, so that replacing one line of five writes
/// one delete and one insert instead of rewriting the whole cart (each rewritten row touched its own index pages).
///
/// Lines keep their stored positions while the request keeps their order and adds new lines after them (an
/// added product, a removed one, a changed count); any other order renumbers every line.
struct CartWrites: Equatable, Sendable {
  /// A line to store: its item id, article, count and position.
  struct Row: Equatable, Sendable {
    var id: CartItem.ID
    var article: Article
    var count: Int
    var position: Int
  }

  /// Item ids of saved lines the cart no longer holds.
  var deletes: [CartItem.ID] = []
  /// New lines.
  var inserts: [Row] = []
  /// Saved lines whose count or position changes.
  var updates: [Row] = []

  init(deletes: [CartItem.ID] = [], inserts: [Row] = [], updates: [Row] = []) {
    self.deletes = deletes
    self.inserts = inserts
    self.updates = updates
  }

  /// The writes that turn `saved` into `wanted` (in the cart's order; saved articles keep their item ids).
  init(from saved: [SavedLine], to wanted: [CartItem]) {
    let savedByID = Dictionary(saved.map { ($0.id, $0) }) { first, _ in first }
    let wantedIDs = Set(wanted.map(\.id))
    deletes = saved.map(\.id).filter { !wantedIDs.contains($0) }
    let positions = Self.positions(saved: savedByID, wanted: wanted)
    for (item, position) in zip(wanted, positions) {
      let row = Row(id: item.id, article: item.article, count: item.count, position: position)
      if let old = savedByID[item.id] {
        if old.line.count != item.count || old.position != position { updates.append(row) }
      } else {
        inserts.append(row)
      }
    }
  }

  /// Stored positions where the order allows it, else 0, 1, 2… in the cart's order.
  private static func positions(saved: [CartItem.ID: SavedLine], wanted: [CartItem]) -> [Int] {
    var positions: [Int] = []
    var last = Int.min
    var next = (saved.values.map(\.position).max() ?? -1).addingSaturating(1)
    var addedAny = false
    for item in wanted {
      if let old = saved[item.id] {
        guard !addedAny, old.position > last else { return Array(wanted.indices) }
        last = old.position
        positions.append(old.position)
      } else {
        guard next < Int.max else { return Array(wanted.indices) }
        addedAny = true
        positions.append(next)
        next += 1
      }
    }
    return positions
  }
}
