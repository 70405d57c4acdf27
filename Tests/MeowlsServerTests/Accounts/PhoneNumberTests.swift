import Testing

@testable import MeowlsServer

@Suite struct PhoneNumberTests {
  @Test(arguments: [
    ("+7 (913) 913-91-13", "79139139113"),
    ("89139139113", "79139139113"),
    ("79139139113", "79139139113"),
    ("8 913 913 91 13", "79139139113"),
    ("9139139113", "79139139113"),
    ("+79139139113", "79139139113"),
    (" +7-913-913-91-13 ", "79139139113"),
    ("+81312345678", "81312345678"),
    ("+44 20 7946 0958", "442079460958"),
    ("12345", "12345"),
    ("ext. 12-34", "1234"),
    ("call me", "call me"),
    ("   ", ""),
    ("", ""),
  ])
  func normalises(input: String, expected: String) {
    #expect(PhoneNumber.normalised(input) == expected)
  }
}
