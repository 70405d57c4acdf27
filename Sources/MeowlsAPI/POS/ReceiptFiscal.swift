/// A receipt's fiscal registration (54-FZ): `{fn, fd, fp, qr}`.
public struct ReceiptFiscal: Codable, Hashable, Sendable {
  /// ФД: the document's number in the drive.
  public var fd: Int
  /// ФН: the fiscal drive's number (16 digits).
  public var fn: String
  /// ФП: the fiscal sign.
  public var fp: String
  /// The tax service's check link the QR code encodes: `t=…&s=…&fn=…&i=…&fp=…&n=1` (`n=2` for a return).
  public var qr: String

  /// A registration.
  public init(fd: Int, fn: String, fp: String, qr: String) {
    self.fd = fd
    self.fn = fn
    self.fp = fp
    self.qr = qr
  }
}

/// The seller a receipt names: `{name, inn, taxation}`.
public struct ReceiptSeller: Codable, Hashable, Sendable {
  /// ИНН.
  public var inn: String
  /// The legal name, `ООО «МЯУЛС»`.
  public var name: String
  /// The taxation system (СНО), `ОСН`.
  public var taxation: String

  /// A seller.
  public init(inn: String, name: String, taxation: String) {
    self.inn = inn
    self.name = name
    self.taxation = taxation
  }
}
