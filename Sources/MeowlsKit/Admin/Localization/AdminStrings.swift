/// The back office's string tables, by language (`AdminStrings+English.swift`, `AdminStrings+Russian.swift`).
enum AdminStrings {}
