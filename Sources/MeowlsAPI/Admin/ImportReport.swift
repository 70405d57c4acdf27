/// The answer of an import (`POST /admin/imports/yml`, `/admin/imports/prices`, `meowls catalog import|prices`):
/// what the file changes, or would change on a dry run. A file with row errors is refused whole with 422
/// `importRejected` instead (its `failures` name each line and field), so a report always describes a file that
/// applies.
public struct ImportReport: Codable, Hashable, Sendable {
  /// How many things of one kind the file creates, updates and leaves as they were.
  public struct Counts: Codable, Hashable, Sendable {
    public var created: Int
    public var updated: Int
    public var unchanged: Int

    public init(created: Int = 0, updated: Int = 0, unchanged: Int = 0) {
      self.created = created
      self.updated = updated
      self.unchanged = unchanged
    }

    /// Created plus updated.
    public var changed: Int { created + updated }

    enum CodingKeys: String, CodingKey {
      case created
      case unchanged
      case updated
    }
  }

  /// The feed's pictures: fetched and handed to the picture store, already there from an earlier import, failed
  /// (with the first reasons in `changes`), or not fetched (a dry run, or a server without a picture store).
  public struct Pictures: Codable, Hashable, Sendable {
    public var failed: Int
    public var fetched: Int
    public var skipped: Int
    public var unchanged: Int

    public init(failed: Int = 0, fetched: Int = 0, skipped: Int = 0, unchanged: Int = 0) {
      self.failed = failed
      self.fetched = fetched
      self.skipped = skipped
      self.unchanged = unchanged
    }

    enum CodingKeys: String, CodingKey {
      case failed
      case fetched
      case skipped
      case unchanged
    }
  }

  /// True when the changes were written (false on a dry run, and when there was nothing to change).
  public var applied: Bool
  public var categories: Counts
  /// The first changes (at most `ImportReport.changeLimit`), in file order.
  public var changes: [ImportChange]
  /// All changes, listed or not.
  public var changesTotal: Int
  public var dryRun: Bool
  public var pictures: Pictures
  /// Prices: created with a new variant, updated (price or old price), unchanged.
  public var prices: Counts
  public var products: Counts
  /// Stock counters at the import's location: created, set to another quantity, unchanged.
  public var stock: Counts
  public var variants: Counts

  /// How many changes a report lists.
  public static let changeLimit = 100

  public init(
    applied: Bool = false, categories: Counts = Counts(), changes: [ImportChange] = [], changesTotal: Int = 0,
    dryRun: Bool, pictures: Pictures = Pictures(), prices: Counts = Counts(), products: Counts = Counts(),
    stock: Counts = Counts(), variants: Counts = Counts()
  ) {
    self.applied = applied
    self.categories = categories
    self.changes = changes
    self.changesTotal = changesTotal
    self.dryRun = dryRun
    self.pictures = pictures
    self.prices = prices
    self.products = products
    self.stock = stock
    self.variants = variants
  }

  /// Records a change, listing it while fewer than `changeLimit` are listed.
  public mutating func note(_ change: ImportChange) {
    changesTotal += 1
    if changes.count < Self.changeLimit { changes.append(change) }
  }

  enum CodingKeys: String, CodingKey {
    case applied
    case categories
    case changes
    case changesTotal = "changes_total"
    case dryRun = "dry_run"
    case pictures
    case prices
    case products
    case stock
    case variants
  }
}

/// One change an import makes: `{line, subject, change}`, e.g. line 120, `offer 1001`, `price 999.00 → 899.00`.
public struct ImportChange: Codable, Hashable, Sendable {
  public var change: String
  /// The file's line the change comes from (nil for a change of no one line).
  public var line: Int?
  public var subject: String

  public init(line: Int?, subject: String, change: String) {
    self.change = change
    self.line = line
    self.subject = subject
  }

  enum CodingKeys: String, CodingKey {
    case change
    case line
    case subject
  }
}
