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
    ("+81312345678", "+81312345678"),
    ("+8 913 913 91 13", "+89139139113"),
    ("+961 3 123 456", "+9613123456"),
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

  /// A stored phone is normalised again for lookups and comparisons; an international number whose digits read as a
  /// Russian one (`+81 3 1234 5678`, Japan) became `81312345678`, then the Russian `71312345678` (found by FuzzPhones).
  @Test(arguments: [
    "+81312345678", "+8 913 913 91 13", "+961 3 123 456", "+7 (913) 913-91-13", "89139139113", "9139139113",
    "+44 20 7946 0958", "call me",
  ])
  func theNormalisedFormNormalisesToItself(input: String) {
    let normalised = PhoneNumber.normalised(input)
    #expect(PhoneNumber.normalised(normalised) == normalised)
  }
}
