import Foundation

struct KeyedStreamingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  // NB: unowned(unsafe): a container never outlives the `encode` call that owns its encoder, and the retain
  // and release of a strong reference per container copy were a sixth of the encoding time.
  unowned(unsafe) let encoder: StreamingEncoder
  let level: Int
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    encoder.writer.literal("null")
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    value ? encoder.writer.literal("true") : encoder.writer.literal("false")
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    encoder.writer.string(value)
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    try encoder.writer.double(value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    encoder.writer.integer(value)
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    encoder.writer.integer(value)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.beginKey(key.stringValue, at: level)
    try encoder.encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    encoder.beginKey(key.stringValue, at: level)
    return KeyedEncodingContainer(
      KeyedStreamingContainer<NestedKey>(encoder: encoder, level: encoder.openNested(isObject: true)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    encoder.beginKey(key.stringValue, at: level)
    return UnkeyedStreamingContainer(encoder: encoder, level: encoder.openNested(isObject: false))
  }

  mutating func superEncoder() -> any Encoder {
    encoder.beginKey("super", at: level)
    return encoder
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    encoder.beginKey(key.stringValue, at: level)
    return encoder
  }
}

struct UnkeyedStreamingContainer: UnkeyedEncodingContainer {
  // NB: unowned(unsafe): a container never outlives the `encode` call that owns its encoder, and the retain
  // and release of a strong reference per container copy were a sixth of the encoding time.
  unowned(unsafe) let encoder: StreamingEncoder
  let level: Int
  var codingPath: [any CodingKey] { [] }
  var count: Int { encoder.open.indices.contains(level) ? encoder.open[level].count : 0 }

  mutating func encodeNil() throws {
    encoder.beginElement(at: level)
    encoder.writer.literal("null")
  }

  mutating func encode(_ value: String) throws {
    encoder.beginElement(at: level)
    encoder.writer.string(value)
  }

  mutating func encode(_ value: Int) throws {
    encoder.beginElement(at: level)
    encoder.writer.integer(value)
  }

  mutating func encode(_ value: Double) throws {
    encoder.beginElement(at: level)
    try encoder.writer.double(value)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.beginElement(at: level)
    try encoder.encodeValue(value)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    encoder.beginElement(at: level)
    return KeyedEncodingContainer(
      KeyedStreamingContainer<NestedKey>(encoder: encoder, level: encoder.openNested(isObject: true)))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    encoder.beginElement(at: level)
    return UnkeyedStreamingContainer(encoder: encoder, level: encoder.openNested(isObject: false))
  }

  mutating func superEncoder() -> any Encoder {
    encoder.beginElement(at: level)
    return encoder
  }
}

struct SingleValueStreamingContainer: SingleValueEncodingContainer {
  // NB: unowned(unsafe): a container never outlives the `encode` call that owns its encoder, and the retain
  // and release of a strong reference per container copy were a sixth of the encoding time.
  unowned(unsafe) let encoder: StreamingEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { encoder.writer.literal("null") }
  mutating func encode(_ value: Bool) throws {
    value ? encoder.writer.literal("true") : encoder.writer.literal("false")
  }
  mutating func encode(_ value: String) throws { encoder.writer.string(value) }
  mutating func encode(_ value: Double) throws { try encoder.writer.double(value) }
  mutating func encode(_ value: Float) throws { try encoder.writer.double(Double(value)) }
  mutating func encode(_ value: Int) throws { encoder.writer.integer(value) }
  mutating func encode(_ value: Int64) throws { encoder.writer.integer(value) }
  mutating func encode(_ value: UInt64) throws { encoder.writer.integer(value) }
  mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
