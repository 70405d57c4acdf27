/// Lets pages write their markup as nested blocks; a plain `String` in a block is text, escaped.
@resultBuilder
public enum HTMLBuilder {
  public static func buildExpression(_ html: HTML) -> HTML { html }
  public static func buildExpression(_ text: String) -> HTML { .text(text) }
  public static func buildBlock(_ parts: HTML...) -> HTML { .join(parts) }
  public static func buildOptional(_ part: HTML?) -> HTML { part ?? .empty }
  public static func buildEither(first: HTML) -> HTML { first }
  public static func buildEither(second: HTML) -> HTML { second }
  public static func buildArray(_ parts: [HTML]) -> HTML { .join(parts) }
}

/// An element with content written as a block.
public func el(_ name: StaticString, _ attributes: Attribute..., @HTMLBuilder content: () -> HTML = { .empty }) -> HTML
{
  .element(name, attributes, content: content())
}

/// An element with content written as a block, attributes given as a list (for attributes chosen at run time).
public func el(_ name: StaticString, attributes: [Attribute], @HTMLBuilder content: () -> HTML = { .empty }) -> HTML {
  .element(name, attributes, content: content())
}

/// A void element (`img`, `input`, `meta`, `link`, `br`).
public func void(_ name: StaticString, _ attributes: Attribute...) -> HTML {
  .void(name, attributes)
}
