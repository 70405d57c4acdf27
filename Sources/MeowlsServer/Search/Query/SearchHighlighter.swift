/// `highlighted_texts` (api.md §8.2): the words of an item's own name that the query matched, as they are written
/// there, neighbours joined into fragments of up to two words ("сухой корм"), at most 10, each once.
struct SearchHighlighter {
  /// The words any unit matched, by term id.
  let matched: Set<Int32>
  let vocabulary: SearchLexicon

  static let fragmentLimit = 10

  private func isMatched(_ term: String) -> Bool {
    vocabulary.term(term).map(matched.contains) ?? false
  }

  func fragments(of name: String) -> [String] {
    let compounds = SearchTokenizer.compounds(name)
    var marked = compounds.map { compound in
      (compound.parts.map(\.term) + (compound.joined.map { [$0.term] } ?? [])).contains(where: isMatched)
    }
    // NB: a brand typed as one word ("проплан") matches the glued neighbours of the name ("Pro Plan").
    for index in compounds.indices.dropLast() {
      guard let left = compounds[index].parts.last, let right = compounds[index + 1].parts.first else { continue }
      if isMatched(left.term + right.term) { (marked[index], marked[index + 1]) = (true, true) }
    }
    var runs: [[Range<String.Index>]] = []
    var previousEnd: String.Index?
    for (compound, isMarked) in zip(compounds, marked) {
      guard isMarked, let first = compound.parts.first, let last = compound.parts.last else {
        previousEnd = nil
        continue
      }
      let range = first.range.lowerBound..<last.range.upperBound
      if let previousEnd, var run = runs.popLast() {
        let between = name.unicodeScalars[previousEnd..<range.lowerBound]
        if run.count < 2, between.allSatisfy({ $0.properties.isWhitespace }) {
          run.append(range)
          runs.append(run)
        } else {
          runs.append(contentsOf: [run, [range]])
        }
      } else {
        runs.append([range])
      }
      previousEnd = range.upperBound
    }
    var seen: Set<String> = []
    var result: [String] = []
    for run in runs {
      guard let start = run.first?.lowerBound, let end = run.last?.upperBound else { continue }
      let text = String(name.unicodeScalars[start..<end])
      if seen.insert(text).inserted { result.append(text) }
      if result.count == Self.fragmentLimit { break }
    }
    return result
  }
}
