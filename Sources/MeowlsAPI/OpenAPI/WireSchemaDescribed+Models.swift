import Foundation

// The wire types whose decoders check their text. `OpenAPIDocumentTests` encodes values of each and checks them
// against these schemas.

extension Identifier: WireSchemaDescribed {
  static var wireSchema: OpenAPIValue { ["type": "string", "format": "uuid"] }
  static var wireSchemaExample: Self? { Self(rawValue: UUID(uuid: UUID.zero)) }
}

extension CalendarDate: WireSchemaDescribed {
  static var wireSchema: OpenAPIValue { ["type": "string", "format": "date"] }
  static var wireSchemaExample: Self? { CalendarDate(year: 2000, month: 1, day: 1) }
}

extension DeliveryDate: WireSchemaDescribed {
  static var wireSchema: OpenAPIValue { ["type": "string", "pattern": "^[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$"] }
  static var wireSchemaExample: Self? { CalendarDate.wireSchemaExample.map(DeliveryDate.init) }
}

extension TimeOfDay: WireSchemaDescribed {
  static var wireSchema: OpenAPIValue { ["type": "string", "pattern": "^[0-9]{2}:[0-9]{2}$"] }
  static var wireSchemaExample: Self? { TimeOfDay(hour: 0, minute: 0) }
}

extension EAN13: WireSchemaDescribed {
  static var wireSchema: OpenAPIValue { ["type": "string", "pattern": "^[0-9]{13}$"] }
  static var wireSchemaExample: Self? { EAN13(body: "460000000000") }
}

extension AuditJSON: WireSchemaDescribed {
  /// Any JSON value: the audit keeps what was changed as it was.
  static var wireSchema: OpenAPIValue { [:] }
  static var wireSchemaExample: Self? { .null }
}

extension PurchaseResult: WireSchemaDescribed {
  /// NB: the order number as a string of digits, as the contract's purchase answers it.
  static var wireSchema: OpenAPIValue {
    [
      "type": "object", "required": ["order_number"],
      "properties": ["order_number": ["type": "string", "pattern": "^[0-9]+$"]],
    ]
  }
  static var wireSchemaExample: Self? { PurchaseResult(orderNumber: 1) }
}

extension OpenAPIValue: WireSchemaDescribed {
  /// The document itself (`GET /api/v1/openapi.json`): an object.
  static var wireSchema: OpenAPIValue { ["type": "object"] }
  static var wireSchemaExample: Self? { [:] }
}
