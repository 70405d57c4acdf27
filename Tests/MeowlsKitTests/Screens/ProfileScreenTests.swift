import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct ProfileScreenTests {
  typealias P = ProfileScreen

  static let today = Date(timeIntervalSince1970: 1_800_000_000)
  static let utc = TimeZone(secondsFromGMT: 0)!
  static let error = APIError.transport(.notConnected)
  static let user = Fixtures.user(token: nil)
  static let renamed: User = {
    var user = Fixtures.user(token: nil)
    user.name = "Пётр"
    return user
  }()

  static func profile(_ change: (inout P.State) -> Void = { _ in }) -> P.State {
    var state = P.State(today: today, timeZone: utc)
    change(&state)
    return state
  }

  static func signedIn(_ change: (inout P.State) -> Void = { _ in }) -> P.State {
    profile {
      $0.phase = .signedIn
      $0.user = user
      change(&$0)
    }
  }

  /// NB: the edit replaces the whole profile (`api.md` §3.5), so the birthday that cannot be changed is sent as it is.
  static let save = EditUserRequest(
    birthday: user.birthday, email: "user@example.com", gender: .man, name: "Пётр", patronymic: "Usersed",
    phone: "79139139113", surname: "Userson")

  func step(
    _ state: inout P.State, _ action: P.Action, _ expected: P.State, _ effects: [P.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(P.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func aGuestIsOfferedLoginAndRegistrationOnly() {
    var state = Self.profile()
    step(&state, .viewAppeared, Self.profile(), [.watchSession(after: nil)])
    let guest = Self.profile { $0.phase = .guest }
    step(&state, .sessionChanged(.guest), guest, [.watchSession(after: .guest)])
    step(&state, .viewAppeared, guest, [])
    step(&state, .logInTapped, guest, [.navigate(.login)])
    step(&state, .registerTapped, guest, [.navigate(.registration)])
    step(&state, .ordersTapped, guest, [])
    step(&state, .editTapped, guest, [])
    step(&state, .logOutTapped, guest, [])
    step(&state, .deleteAccountTapped, guest, [])
    step(&state, .refreshPulled, guest, [])
    step(&state, .pageTapped(.contacts), guest, [.navigate(.staticPage(.contacts))])
    #expect(guest.pages == [.contacts, .delivery, .refund, .userAgreement, .privacyPolicy])
  }

  @Test func aSignedInCustomerIsShownAtOnceAndReloadedQuietly() {
    var state = Self.profile()
    step(
      &state, .sessionChanged(.user(Self.user)), Self.signedIn { $0.isRefreshing = true },
      [.reloadProfile, .watchSession(after: .user(Self.user))])
    step(&state, .refreshPulled, Self.signedIn { $0.isRefreshing = true }, [])
    step(&state, .profileResponse(.success(Self.renamed)), Self.signedIn { $0.user = Self.renamed }, [])
    step(&state, .profileResponse(.success(Self.user)), Self.signedIn { $0.user = Self.renamed }, [])
    step(
      &state, .viewAppeared,
      Self.signedIn {
        $0.user = Self.renamed; $0.isRefreshing = true
      }, [.reloadProfile])
    step(&state, .profileResponse(.failure(Self.error)), Self.signedIn { $0.user = Self.renamed }, [])
    step(&state, .logInTapped, Self.signedIn { $0.user = Self.renamed }, [])
    step(&state, .ordersTapped, Self.signedIn { $0.user = Self.renamed }, [.navigate(.orders)])
  }

  @Test func theSameCustomersNewProfileIsAdoptedWithoutAReloadAndAnotherOneIsReloaded() {
    var state = Self.signedIn()
    step(
      &state, .sessionChanged(.user(Self.renamed)), Self.signedIn { $0.user = Self.renamed },
      [.watchSession(after: .user(Self.renamed))])
    var other = Fixtures.user(token: nil)
    other.id = User.ID(uuidString: "99999999-2222-3333-4444-555555555555")!
    state.form = P.Form(user: Self.renamed)
    step(
      &state, .sessionChanged(.user(other)),
      Self.signedIn {
        $0.user = other; $0.isRefreshing = true
      },
      [.reloadProfile, .watchSession(after: .user(other))])
    step(&state, .profileResponse(.success(Self.user)), Self.signedIn { $0.user = other }, [])
  }

  @Test func personalDataIsEditedAndSavedOnce() {
    var state = Self.signedIn()
    var form = P.Form(user: Self.user)
    #expect(form.canEditBirthday == false && form.name == "User" && form.gender == .man)
    step(&state, .editTapped, Self.signedIn { $0.form = form }, [])
    step(&state, .editTapped, Self.signedIn { $0.form = form }, [])
    form.name = "Пётр"
    step(&state, .editFieldChanged(.name, "Пётр"), Self.signedIn { $0.form = form }, [])
    step(&state, .editFieldChanged(.birthday, "x"), Self.signedIn { $0.form = form }, [])
    step(&state, .editBirthdayPicked(Self.today), Self.signedIn { $0.form = form }, [])
    let saving = Self.signedIn {
      $0.form = form; $0.pending = .save(Self.save)
    }
    step(&state, .saveTapped, saving, [.save(Self.save)])
    step(&state, .saveTapped, saving, [])
    step(&state, .editFieldChanged(.name, "Иван"), saving, [])
    step(&state, .editCancelled, saving, [])
    step(&state, .logOutTapped, saving, [])
    step(&state, .saveResponse(.success(Self.renamed)), Self.signedIn { $0.user = Self.renamed }, [])
    step(&state, .saveResponse(.success(Self.user)), Self.signedIn { $0.user = Self.renamed }, [])
  }

  @Test func aRefusedFormMarksItsFieldsAndABirthdayIsSetOnce() {
    var user = Self.user
    user.birthday = nil
    user.gender = .indeterminate
    var state = Self.signedIn {
      $0.user = user; $0.form = P.Form(user: user)
    }
    var form = P.Form(user: user)
    #expect(form.canEditBirthday && form.gender == nil)
    form.birthday = Date(timeIntervalSince1970: 649_987_200)
    step(
      &state, .editBirthdayPicked(Date(timeIntervalSince1970: 650_000_000)),
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    form.errors = [.birthday: .birthdayOutOfRange]
    step(
      &state, .editBirthdayPicked(Self.today.addingTimeInterval(86_400 * 3)),
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    form.errors = [:]
    form.birthday = nil
    step(
      &state, .editBirthdayPicked(nil),
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    form.name = ""
    step(
      &state, .editFieldChanged(.name, ""),
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    form.email = "nope"
    step(
      &state, .editFieldChanged(.email, "nope"),
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    form.gender = .woman
    step(
      &state, .editGenderSelected(.woman),
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    form.errors = [.name: .nameRequired, .email: .emailInvalid]
    step(
      &state, .saveTapped,
      Self.signedIn {
        $0.user = user; $0.form = form
      }, [])
    step(&state, .editCancelled, Self.signedIn { $0.user = user }, [])
  }

  @Test func aFailedSaveKeepsTheFormAndIsRetried() {
    let form = {
      var form = P.Form(user: Self.user); form.name = "Пётр"; return form
    }()
    var state = Self.signedIn {
      $0.form = form; $0.pending = .save(Self.save)
    }
    step(
      &state, .saveResponse(.failure(Self.error)),
      Self.signedIn {
        $0.form = form; $0.alert = .failed(.save(Self.save), Self.error)
      },
      [])
    step(
      &state, .alertRetryTapped,
      Self.signedIn {
        $0.form = form; $0.pending = .save(Self.save)
      }, [.save(Self.save)])
    step(
      &state, .alertRetryTapped,
      Self.signedIn {
        $0.form = form; $0.pending = .save(Self.save)
      }, [])
  }

  @Test func logOutAsksFirstAndIsRetriedAfterAFailure() {
    var state = Self.signedIn()
    step(&state, .logOutTapped, Self.signedIn { $0.confirmation = .logOut }, [])
    step(&state, .confirmationCancelled, Self.signedIn(), [])
    step(&state, .confirmationConfirmed, Self.signedIn(), [])
    step(&state, .logOutTapped, Self.signedIn { $0.confirmation = .logOut }, [])
    step(&state, .confirmationConfirmed, Self.signedIn { $0.pending = .logOut }, [.logOut])
    step(&state, .deleteAccountTapped, Self.signedIn { $0.pending = .logOut }, [])
    step(&state, .deleteAccountResponse(nil), Self.signedIn { $0.pending = .logOut }, [])
    step(&state, .logOutResponse(Self.error), Self.signedIn { $0.alert = .failed(.logOut, Self.error) }, [])
    step(&state, .alertDismissed, Self.signedIn(), [])
    step(&state, .logOutTapped, Self.signedIn { $0.confirmation = .logOut }, [])
    step(&state, .confirmationConfirmed, Self.signedIn { $0.pending = .logOut }, [.logOut])
    step(
      &state, .sessionChanged(.guest),
      Self.profile {
        $0.phase = .guest; $0.pending = .logOut
      }, [.watchSession(after: .guest)])
    step(&state, .logOutResponse(nil), Self.profile { $0.phase = .guest }, [])
  }

  @Test func deletingTheAccountAsksFirstThenLeavesAGuest() {
    var state = Self.signedIn { $0.form = P.Form(user: Self.user) }
    step(
      &state, .deleteAccountTapped,
      Self.signedIn {
        $0.form = P.Form(user: Self.user); $0.confirmation = .deleteAccount
      }, [])
    step(
      &state, .confirmationConfirmed,
      Self.signedIn {
        $0.form = P.Form(user: Self.user); $0.pending = .deleteAccount
      },
      [.deleteAccount])
    step(&state, .deleteAccountResponse(nil), Self.profile { $0.phase = .guest }, [])
    step(&state, .sessionChanged(.guest), Self.profile { $0.phase = .guest }, [.watchSession(after: .guest)])
  }

  @MainActor @Test func theStoreFollowsTheSessionAndLogsOut() async {
    let router = RecordingProfileRouter()
    let calls = Recorder<String>()
    var dependencies = P.Dependencies(
      deleteAccount: { () throws(APIError) in calls.append("delete") },
      logOut: { () throws(APIError) in calls.append("logOut") }, navigate: { _ in },
      reloadProfile: { () throws(APIError) in
        calls.append("reload")
        return Self.renamed
      }, save: { _ throws(APIError) in Self.user },
      session: { known in known == nil ? .user(Self.user) : nil })
    dependencies.navigate = { [weak router] in router?.open($0) }
    let store = P.store(dependencies, initial: Self.profile())
    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state == Self.signedIn { $0.user = Self.renamed })
    store.send(.ordersTapped)
    store.send(.logOutTapped)
    store.send(.confirmationConfirmed)
    await store.settle()
    #expect(store.state == Self.profile { $0.phase = .guest })
    store.send(.logInTapped)
    await store.settle()
    #expect(calls.values == ["reload", "logOut"])
    #expect(router.routes == [.orders, .login])
  }
}

@MainActor final class RecordingProfileRouter: ProfileRouting {
  var routes: [ProfileScreen.Route] = []
  func open(_ route: ProfileScreen.Route) { routes.append(route) }
}
