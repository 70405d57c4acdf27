/// The `limit` best elements offered so far, best first, without sorting everything that was offered.
struct BoundedBest<Element> {
  let limit: Int
  let isBetter: (Element, Element) -> Bool
  private(set) var elements: [Element] = []

  init(limit: Int, isBetter: @escaping (Element, Element) -> Bool) {
    self.limit = limit
    self.isBetter = isBetter
  }

  /// Keeps `element` when it is among the best `limit`; an equal element keeps the place of the one offered first.
  mutating func offer(_ element: Element) {
    guard limit > 0 else { return }
    if elements.count == limit, let worst = elements.last, !isBetter(element, worst) { return }
    // NB: a linear scan: `limit` is the contract's 20, far below where a heap would pay off.
    let position = elements.firstIndex { isBetter(element, $0) } ?? elements.count
    elements.insert(element, at: position)
    if elements.count > limit { elements.removeLast() }
  }
}
