/// The decoder `SchemaWalker` hands to a model's `init(from:)`: every container writes what it is asked into a
/// `SchemaNode` and answers with a made-up value.
struct WalkingDecoder: Decoder {
  let walker: SchemaWalker
  let node: SchemaNode
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    node.becomeObject()
    return KeyedDecodingContainer(KeyedWalker<Key>(walker: walker, node: node, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let items = SchemaNode()
    node.kind = .array(items)
    return UnkeyedWalker(walker: walker, items: items, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueWalker(walker: walker, node: node, codingPath: codingPath)
  }
}

/// An object's properties: `decode` makes a property required, `decodeIfPresent` optional.
///
/// NB: the standard library's `decodeIfPresent` for the primitive types asks `contains`, then `decodeNil`, then
/// `decode`; `decodeNil` therefore marks the key optional before `decode` describes it.
private struct KeyedWalker<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let walker: SchemaWalker
  let node: SchemaNode
  var codingPath: [any CodingKey]
  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool { true }

  func decodeNil(forKey key: Key) throws -> Bool {
    node.markOptional(key.stringValue)
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try walker.value(of: type, into: node.property(key.stringValue))
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    node.markOptional(key.stringValue)
    try walker.describe(type, into: node.property(key.stringValue))
    return nil
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

  private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
    try walker.value(of: type, into: node.property(key.stringValue))
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    WalkingDecoder(walker: walker, node: node, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key) }

  private func decoder(for key: Key) -> WalkingDecoder {
    WalkingDecoder(walker: walker, node: node.property(key.stringValue), codingPath: codingPath + [key])
  }
}

/// An array: describes and makes up one element, then reports its end.
private struct UnkeyedWalker: UnkeyedDecodingContainer {
  let walker: SchemaWalker
  let items: SchemaNode
  var codingPath: [any CodingKey]
  var count: Int? { 1 }
  var isAtEnd: Bool { currentIndex > 0 }
  var currentIndex = 0

  init(walker: SchemaWalker, items: SchemaNode, codingPath: [any CodingKey]) {
    self.walker = walker
    self.items = items
    self.codingPath = codingPath
  }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
  mutating func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }

  private mutating func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    currentIndex += 1
    return try walker.value(of: type, into: items)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    currentIndex += 1
    return try WalkingDecoder(walker: walker, node: items, codingPath: codingPath).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    currentIndex += 1
    return try WalkingDecoder(walker: walker, node: items, codingPath: codingPath).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    currentIndex += 1
    return WalkingDecoder(walker: walker, node: items, codingPath: codingPath)
  }
}

/// A single value: the node takes the schema of the type decoded.
private struct SingleValueWalker: SingleValueDecodingContainer {
  let walker: SchemaWalker
  let node: SchemaNode
  var codingPath: [any CodingKey]

  func decodeNil() -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try walker.value(of: type, into: node)
  }

  func decode(_ type: Bool.Type) throws -> Bool { try walker.value(of: type, into: node) }
  func decode(_ type: String.Type) throws -> String { try walker.value(of: type, into: node) }
  func decode(_ type: Double.Type) throws -> Double { try walker.value(of: type, into: node) }
  func decode(_ type: Float.Type) throws -> Float { try walker.value(of: type, into: node) }
  func decode(_ type: Int.Type) throws -> Int { try walker.value(of: type, into: node) }
  func decode(_ type: Int8.Type) throws -> Int8 { try walker.value(of: type, into: node) }
  func decode(_ type: Int16.Type) throws -> Int16 { try walker.value(of: type, into: node) }
  func decode(_ type: Int32.Type) throws -> Int32 { try walker.value(of: type, into: node) }
  func decode(_ type: Int64.Type) throws -> Int64 { try walker.value(of: type, into: node) }
  func decode(_ type: UInt.Type) throws -> UInt { try walker.value(of: type, into: node) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try walker.value(of: type, into: node) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try walker.value(of: type, into: node) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try walker.value(of: type, into: node) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try walker.value(of: type, into: node) }
}
