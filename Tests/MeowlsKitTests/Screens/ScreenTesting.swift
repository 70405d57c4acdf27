import Testing

/// Sends `action` and compares the whole state and the whole effect list it produced.
func assertStep<State: Equatable, Action, Effect: Equatable>(
  _ reduce: (inout State, Action) -> [Effect], _ state: inout State, _ action: Action, state expected: State,
  effects expectedEffects: [Effect], sourceLocation: SourceLocation = #_sourceLocation
) {
  let effects = reduce(&state, action)
  #expect(state == expected, sourceLocation: sourceLocation)
  #expect(effects == expectedEffects, sourceLocation: sourceLocation)
}
