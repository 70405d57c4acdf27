import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct RegistrationScreenTests {
  typealias R = RegistrationScreen

  static let today = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00 UTC
  static let moscow = TimeZone(secondsFromGMT: 3 * 3600)!
  static let taken = APIError.server(
    status: 400, ErrorResponse(code: .phoneAlreadyUsed, reason: "Phone number is already in use."))
  static let merged = GuestMergeOutcome(cart: .nothingToMerge, favorites: .merged(1))
  static let ivan = FullNameSuggestion(gender: .man, highlightedText: "Ива", text: "Иван")
  static let ivanna = FullNameSuggestion(gender: .woman, highlightedText: "Ива", text: "Иванна")

  static func form(_ change: (inout R.State) -> Void = { _ in }) -> R.State {
    var state = R.State(today: today, timeZone: moscow)
    change(&state)
    return state
  }

  /// A form every check accepts.
  static let filled = form {
    $0.name = "Иван"
    $0.phone = "913 913 91 13"
    $0.password = "uNhsyBu28d"
    $0.confirmation = "uNhsyBu28d"
  }

  func step(
    _ state: inout R.State, _ action: R.Action, _ expected: R.State, _ effects: [R.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(R.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theLoginSheetsPhoneIsPrefilled() {
    #expect(R.State(phone: "913", today: Self.today, timeZone: Self.moscow).phone == "913")
  }

  @Test func typingANameDebouncesAndAsksForSuggestionsOfTheLastText() {
    var state = Self.form()
    step(
      &state, .fieldChanged(.name, "Ив"),
      Self.form {
        $0.name = "Ив"; $0.suggestions = .debouncing(.name, "Ив")
      },
      [.debounce(.name, "Ив")])
    step(
      &state, .fieldChanged(.name, "Ива "),
      Self.form {
        $0.name = "Ива "; $0.suggestions = .debouncing(.name, "Ива")
      }, [.debounce(.name, "Ива")])
    step(
      &state, .debounceElapsed(.name, "Ив"),
      Self.form {
        $0.name = "Ива "; $0.suggestions = .debouncing(.name, "Ива")
      },
      [])
    step(
      &state, .debounceElapsed(.name, "Ива"),
      Self.form {
        $0.name = "Ива "; $0.suggestions = .loading(.name, "Ива")
      },
      [.fetchSuggestions(.name, "Ива")])
    step(
      &state, .fieldChanged(.name, "Ива"),
      Self.form {
        $0.name = "Ива"; $0.suggestions = .loading(.name, "Ива")
      }, [])
    step(
      &state, .suggestionsResponse(.name, query: "Ив", .success([Self.ivan])),
      Self.form {
        $0.name = "Ива"; $0.suggestions = .loading(.name, "Ива")
      }, [])
    step(
      &state, .suggestionsResponse(.name, query: "Ива", .success([Self.ivan, Self.ivanna])),
      Self.form {
        $0.name = "Ива"; $0.suggestions = .loaded(.name, "Ива", [Self.ivan, Self.ivanna])
      }, [])
    step(&state, .fieldChanged(.name, " "), Self.form { $0.name = " " }, [])
  }

  @Test func aPickedSuggestionFillsTheFieldAndInfersTheGenderUnlessChosen() {
    var state = Self.form { $0.suggestions = .loaded(.name, "Ива", [Self.ivan, Self.ivanna]) }
    step(
      &state, .suggestionTapped(.name, Self.ivanna),
      Self.form {
        $0.name = "Иванна"; $0.gender = .woman
      }, [])
    step(
      &state, .genderSelected(.man),
      Self.form {
        $0.name = "Иванна"; $0.gender = .man; $0.isGenderChosen = true
      }, [])
    step(
      &state, .suggestionTapped(.name, Self.ivanna),
      Self.form {
        $0.name = "Иванна"; $0.gender = .man; $0.isGenderChosen = true
      }, [])
    step(&state, .genderSelected(nil), Self.form { $0.name = "Иванна" }, [])
  }

  @Test func anExactlyTypedSuggestionInfersTheGenderAndAFailureHidesTheList() {
    let patronymic = FullNameSuggestion(gender: .woman, highlightedText: "Петровна", text: "Петровна")
    var state = Self.form {
      $0.patronymic = "петровна"; $0.suggestions = .loading(.patronymic, "петровна")
    }
    step(
      &state, .suggestionsResponse(.patronymic, query: "петровна", .success([patronymic])),
      Self.form {
        $0.patronymic = "петровна"
        $0.gender = .woman
        $0.suggestions = .loaded(.patronymic, "петровна", [patronymic])
      }, [])
    var failing = Self.form {
      $0.surname = "Ив"; $0.suggestions = .loading(.surname, "Ив")
    }
    step(
      &failing, .suggestionsResponse(.surname, query: "Ив", .failure(.transport(.notConnected))),
      Self.form { $0.surname = "Ив" }, [])
  }

  @Test func anotherFieldHidesTheSuggestions() {
    var state = Self.form {
      $0.name = "Ива"; $0.suggestions = .loaded(.name, "Ива", [Self.ivan])
    }
    step(
      &state, .fieldChanged(.email, "a"),
      Self.form {
        $0.name = "Ива"; $0.email = "a"
      }, [])
    step(
      &state, .fieldChanged(.birthday, "x"),
      Self.form {
        $0.name = "Ива"; $0.email = "a"
      }, [])
  }

  @Test func theBirthdayKeepsThePickedLocalDayWithinTheLastHundredYears() {
    var state = Self.form()
    // 1990-08-07 00:30 at UTC+3 is still 1990-08-06 in UTC: the day picked is kept (app.md §18.16).
    let picked = Date(timeIntervalSince1970: 649_978_200)
    step(&state, .birthdayPicked(picked), Self.form { $0.birthday = Date(timeIntervalSince1970: 649_987_200) }, [])
    step(
      &state, .birthdayPicked(Self.today.addingTimeInterval(86_400 * 2)),
      Self.form {
        $0.birthday = Date(timeIntervalSince1970: 649_987_200); $0.errors = [.birthday: .birthdayOutOfRange]
      },
      [])
    step(&state, .birthdayPicked(nil), Self.form(), [])
  }

  @Test func thePasswordRulesAreTickedLive() {
    var state = Self.form()
    #expect(state.passwordRules == [.digit: false, .length: false, .letter: false, .matchesConfirmation: false])
    step(&state, .fieldChanged(.password, "abc1"), Self.form { $0.password = "abc1" }, [])
    #expect(state.passwordRules == [.digit: true, .length: false, .letter: true, .matchesConfirmation: false])
    step(&state, .fieldChanged(.password, "abcdefgh1"), Self.form { $0.password = "abcdefgh1" }, [])
    step(
      &state, .fieldChanged(.confirmation, "abcdefgh1"),
      Self.form {
        $0.password = "abcdefgh1"; $0.confirmation = "abcdefgh1"
      }, [])
    #expect(state.passwordRules == [.digit: true, .length: true, .letter: true, .matchesConfirmation: true])
    #expect(
      R.PasswordRule.allCases.map(\.message) == [
        .passwordNeedsDigit, .passwordTooShort, .passwordNeedsLetter, .passwordsDoNotMatch,
      ])
  }

  @Test func aCyrillicLetterTicksTheLetterRule() {
    var state = Self.form()
    step(&state, .fieldChanged(.password, "пароль"), Self.form { $0.password = "пароль" }, [])
    #expect(state.passwordRules == [.digit: false, .length: false, .letter: true, .matchesConfirmation: false])
  }

  @Test func signUpMarksEveryRefusedFieldAtOnce() {
    var state = Self.form {
      $0.surname = "R2D2"
      $0.phone = "123"
      $0.email = "x user@example.com y"
      $0.password = "short1"
      $0.suggestions = .loaded(.surname, "R2D2", [])
    }
    let errors: [R.Field: ValidationError] = [
      .surname: .nameInvalid, .name: .nameRequired, .phone: .phoneInvalid, .email: .emailInvalid,
      .password: .passwordTooShort,
    ]
    var expected = state
    expected.errors = errors
    expected.suggestions = .idle
    step(&state, .signUpTapped, expected, [])
    expected.password = "longEnough1"
    expected.errors = [.surname: .nameInvalid, .name: .nameRequired, .phone: .phoneInvalid, .email: .emailInvalid]
    step(&state, .fieldChanged(.password, "longEnough1"), expected, [])
    expected.errors[.confirmation] = .passwordsDoNotMatch
    step(&state, .signUpTapped, expected, [])
  }

  @Test func aValidFormRegistersOnceAndClosesWithTheMergeOutcome() {
    var state = Self.filled
    state.gender = .indeterminate
    state.email = " user@example.com "
    var submitting = state
    submitting.phase = .submitting
    let request = CreateUserRequest(
      confirmPassword: "uNhsyBu28d", email: "user@example.com", name: "Иван", password: "uNhsyBu28d",
      phone: "79139139113")
    step(&state, .signUpTapped, submitting, [.register(request)])
    step(&state, .signUpTapped, submitting, [])
    step(&state, .fieldChanged(.name, "Пётр"), submitting, [])
    step(&state, .backTapped, submitting, [])
    var registered = submitting
    registered.phase = .registered
    step(&state, .registerResponse(.success(Self.merged)), registered, [.navigate(.registered(Self.merged))])
    step(&state, .registerResponse(.failure(Self.taken)), registered, [])
  }

  @Test func aRefusedRegistrationAlertsAndCanBeSentAgain() {
    var state = Self.filled
    state.phase = .submitting
    var failed = Self.filled
    failed.phase = .failed(Self.taken)
    step(&state, .registerResponse(.failure(Self.taken)), failed, [])
    step(&state, .alertDismissed, Self.filled, [])
    step(&state, .alertDismissed, Self.filled, [])
    var submitting = Self.filled
    submitting.phase = .submitting
    step(
      &state, .signUpTapped, submitting,
      [
        .register(
          CreateUserRequest(confirmPassword: "uNhsyBu28d", name: "Иван", password: "uNhsyBu28d", phone: "79139139113"))
      ])
  }

  @Test func backAndPagesNavigate() {
    var state = Self.form()
    step(&state, .backTapped, Self.form(), [.navigate(.back)])
    step(&state, .pageTapped(.userAgreement), Self.form(), [.navigate(.staticPage(.userAgreement))])
  }

  @MainActor @Test func theStoreSuggestsRegistersAndTheRouterCloses() async {
    let router = RecordingRegistrationRouter()
    let registered = Recorder<CreateUserRequest>()
    var dependencies = R.Dependencies(
      navigate: { _ in },
      register: { request throws(APIError) in
        registered.append(request)
        return Self.merged
      }, sleep: { _ in },
      suggestions: { field, query throws(APIError) in
        #expect(field == .name && query == "Ива")
        return [Self.ivan]
      })
    dependencies.navigate = { [weak router] in router?.open($0) }
    let store = R.store(dependencies, initial: Self.form { $0.phone = "+79139139113" })
    store.send(.fieldChanged(.name, "Ива"))
    await store.settle()
    #expect(store.state.suggestions == .loaded(.name, "Ива", [Self.ivan]))
    store.send(.suggestionTapped(.name, Self.ivan))
    store.send(.fieldChanged(.password, "uNhsyBu28d"))
    store.send(.fieldChanged(.confirmation, "uNhsyBu28d"))
    store.send(.signUpTapped)
    await store.settle()
    #expect(store.state.phase == .registered)
    #expect(
      registered.values == [
        CreateUserRequest(
          confirmPassword: "uNhsyBu28d", gender: .man, name: "Иван", password: "uNhsyBu28d", phone: "79139139113")
      ])
    #expect(router.routes == [.registered(Self.merged)])
  }
}

@MainActor final class RecordingRegistrationRouter: RegistrationRouting {
  var routes: [RegistrationScreen.Route] = []
  func open(_ route: RegistrationScreen.Route) { routes.append(route) }
}
