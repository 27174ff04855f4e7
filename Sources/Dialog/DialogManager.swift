import IntentKit

/// What the dialog manager knows of the world: apps, intent schemas and their phrases.
public struct DialogConfiguration: Sendable {
  public var apps: [AppManifest]
  /// Apps known by name that the device doesn't have: a request naming one is told so.
  public var appsNotInstalled: [AppManifest]
  public var schemas: [IntentName: IntentSchema]
  public var phrases: [IntentName: any IntentPhrases]
  /// Failed attempts allowed per parameter before the dialog gives up.
  public var maxFailedAttempts: Int
  /// The language Siri speaks: its own sentences, and the phrases `phrases` holds.
  public var language: DialogLanguage

  /// `customIntents` are the intents apps define themselves: their schemas join SiriKit's, and
  /// Siri says the lines each definition gives.
  public init(
    apps: [AppManifest],
    appsNotInstalled: [AppManifest] = [],
    schemas: [IntentName: IntentSchema] = IntentCatalog.all,
    phrases: [IntentName: any IntentPhrases]? = nil,
    customIntents: [CustomIntent] = [],
    maxFailedAttempts: Int = 3,
    language: DialogLanguage = .english
  ) {
    self.apps = apps
    self.appsNotInstalled = appsNotInstalled
    var schemas = schemas
    var phrases = phrases ?? DialogConfiguration.phrases(in: language)
    for custom in customIntents where schemas[custom.name] == nil {
      schemas[custom.name] = custom.schema
      phrases[custom.name] = CustomIntentPhrases(custom)
    }
    self.schemas = schemas
    self.phrases = phrases
    self.maxFailedAttempts = maxFailedAttempts
    self.language = language
  }
}

extension DialogConfiguration {
  /// What Siri says for each SiriKit intent: Siri's lines, not the apps' (an app gives lines
  /// only for its own intents, `CustomIntent`).
  public static let phrases: [IntentName: any IntentPhrases] = {
    var phrases: [IntentName: any IntentPhrases] = [
      .sendMessage: SendMessagePhrases(), .searchForMessages: SearchForMessagesPhrases(),
      .searchForAccounts: SearchForAccountsPhrases(),
      .sendPayment: PaymentPhrases(), .requestPayment: PaymentPhrases(),
      .transferMoney: TransferMoneyPhrases(), .setCarLockStatus: CarPhrases(),
      .getCarLockStatus: CarLockStatusPhrases(),
      .requestRide: RidePhrases(), .listRideOptions: RidePhrases(),
      .getRideStatus: RidePhrases(), .cancelRide: RidePhrases(),
      .playMedia: MediaPhrases(), .addMedia: MediaPhrases(), .updateMediaAffinity: MediaPhrases(),
      .searchForMedia: MediaPhrases(),
    ]
    for intent in [
      IntentName.createTaskList, .addTasks, .searchForNotebookItems, .setTaskAttribute,
      .deleteTasks, .createNote, .appendToNote,
    ] {
      phrases[intent] = NotebookPhrases()
    }
    return phrases
  }()

  /// What Siri says for each intent in `language`: the intents that language has phrases for,
  /// and English for the others.
  public static func phrases(in language: DialogLanguage) -> [IntentName: any IntentPhrases] {
    phrases.merging(ownPhrases(in: language)) { $1 }
  }

  /// The phrases `language` has of its own, by intent.
  static func ownPhrases(in language: DialogLanguage) -> [IntentName: any IntentPhrases] {
    switch language {
    case .english: return [:]
    case .french, .spanish:
      var phrases: [IntentName: any IntentPhrases] = [
        .sendMessage: TranslatedSendMessagePhrases(language),
        .searchForMessages: TranslatedMessagesPhrases(language),
      ]
      for intent in TranslatedNotebookPhrases.intents {
        phrases[intent] = TranslatedNotebookPhrases(language)
      }
      return phrases
    }
  }

  /// Whether Siri speaks `intent` in `language`: every intent in English, the others' where
  /// the language has phrases of its own for it (its grammar reads the same intents).
  public static func speaks(_ intent: IntentName, in language: DialogLanguage) -> Bool {
    language == .english || ownPhrases(in: language)[intent] != nil
  }

  /// This configuration with Siri speaking `language`: its sentences, and its phrases for the
  /// SiriKit intents it has them for. An app's own intents keep the lines their definition
  /// gives.
  public func speaking(_ language: DialogLanguage) -> DialogConfiguration {
    var configuration = self
    configuration.language = language
    configuration.phrases.merge(Self.ownPhrases(in: language)) { $1 }
    return configuration
  }
}

/// The dialog manager: a pure reducer from (state, event) to (state, effects).
/// It never calls an app, reads a clock or prints: it asks the runtime to, through effects.
public struct DialogManager: Sendable {
  public let configuration: DialogConfiguration

  public init(configuration: DialogConfiguration) { self.configuration = configuration }

  /// The dialog's own sentences, in the configuration's language.
  var sentences: any DialogSentences { configuration.language.sentences }

  /// Applies one event to the state and returns the effects to run, in order.
  public func reduce(_ state: inout DialogState, _ event: DialogEvent) -> [DialogEffect] {
    switch (state.phase, event) {
    case (.idle, .userSaid(let text)):
      guard !text.allSatisfy(\.isWhitespace) else { return [] }
      state.phase = .understanding
      return [.understand(text)]

    case (.understanding, .nowPlayingAnswered(let result)):
      let sentence = NowPlayingPhrases.sentence(for: result)
      return [.output(.nowPlaying(result))]
        + end(result.succeeded ? .success : .failure, saying: sentence, &state)

    case (.understanding, .understood(let intent)):
      guard let intent else {
        state.phase = .idle
        // No intent dialog began, but the request has ended: a program driving the shell sees
        // that as it sees every other request end.
        return [.output(.say(sentences.notUnderstood)), .output(.end(.notUnderstood))]
      }
      return start(intent, &state)

    case (.active(var dialog), .userSaid(let text)):
      guard case .asking(let question) = dialog.step else { return [] }
      // A passcode arrives as a verdict, never as text to understand.
      guard !question.wantsSecret, !text.allSatisfy(\.isWhitespace) else { return [] }
      dialog.step = .interpreting(question)
      state.phase = .active(dialog)
      return [.interpret(text, expecting: question.expectation)]

    case (.active(let dialog), .interpreted(let answer)):
      guard case .interpreting(let question) = dialog.step else { return [] }
      return answered(question, with: answer, dialog, &state)

    case (.active(let dialog), .resolved(let parameter, let resolution)):
      guard case .resolving(parameter) = dialog.step else { return [] }
      return resolved(parameter, resolution, dialog, &state)

    case (.active(let dialog), .confirmed(let response)):
      guard dialog.step == .confirming else { return [] }
      return confirmed(response, dialog, &state)

    case (.active(let dialog), .handled(let response)):
      guard dialog.step == .handling else { return [] }
      return handled(response, dialog, &state)

    case (.active(let dialog), .appTimedOut), (.active(let dialog), .appFailed):
      switch dialog.step {
      case .resolving, .confirming, .handling:
        let app = dialog.intent.app ?? "The app"
        if event == .appFailed { return end(.failure, saying: sentences.appFailed(app), &state) }
        return end(.timeout, saying: phrases(dialog).notResponding(dialog.intent), &state)
      case .asking, .interpreting, .checkingPasscode:
        return []
      }

    case (.active(let dialog), .interrupted):
      let auth: [DialogEffect] =
        dialog.pendingSecretQuestion != nil ? [.output(.auth(.cancelled))] : []
      return auth + end(.cancelled, saying: sentences.cancelled, &state)

    case (.understanding, .interrupted):
      return end(.cancelled, saying: sentences.cancelled, &state)

    case (.followingUp(let question), .userSaid(let text)):
      guard !text.allSatisfy(\.isWhitespace) else { return [] }
      state.phase = .interpretingFollowUp(question)
      return [.interpret(text, expecting: question.expectation)]

    case (.interpretingFollowUp(let question), .interpreted(let answer)):
      return followUpAnswered(question, with: answer, &state)

    case (.followingUp, .interrupted), (.interpretingFollowUp, .interrupted):
      // The intent dialog has ended already: the offer is simply dropped.
      state.phase = .idle
      return [.output(.say(sentences.ok))]

    case (_, .deviceCommand(let command)):
      return deviceCommand(command, &state)

    case (.passcodeCommand(let command), .passcodeAvailability(let availability)):
      guard command.step == .checkingAvailability else { return [] }
      return passcodeAvailability(availability, for: command, &state)

    case (.passcodeCommand(let command), .passcodeEntered(let verdict)):
      return passcodeEntered(verdict, for: command, &state)

    case (.passcodeCommand(let command), .newPasscodeEntered(let problem)):
      return newPasscodeEntered(problem, for: command, &state)

    case (.passcodeCommand(let command), .newPasscodeRepeated(let matches)):
      return newPasscodeRepeated(matches: matches, for: command, &state)

    case (.idle, .passcodeChanged(let saved)):
      return passcodeChanged(saved: saved)

    case (.passcodeCommand(let command), .interrupted):
      return cancelled(command, &state)

    case (.active(let dialog), .passcodeAvailability(let availability)):
      guard case .checkingPasscode(let question) = dialog.step else { return [] }
      return passcodeAvailability(availability, for: question, dialog, &state)

    case (.active(let dialog), .passcodeEntered(let verdict)):
      guard let question = dialog.pendingSecretQuestion else { return [] }
      return passcodeEntered(verdict, at: question, dialog, &state)

    default:
      // An answer that no longer fits the phase (a late result): nothing to do.
      return []
    }
  }

  // MARK: - Starting

  private func start(_ intent: Intent, _ state: inout DialogState) -> [DialogEffect] {
    var intent = intent
    if intent.continuesOffer {
      // "reply saying ok" continues what the last follow-up offered: the conversation last
      // read, through its identifier.
      guard let continuation = state.continuation, continuation.next.name == intent.name else {
        let sentence = phrases(for: intent.name).nothingToContinue(intent)
        return [.output(.intent(intent))] + end(.failure, saying: sentence, &state)
      }
      intent = continuation.continuing(intent)
    }
    // "next track", "what song is this?": no intent, but the app playing's Now Playing
    // commands and info.
    if let request = NowPlayingRequest(intent) {
      state.phase = .understanding
      return [.nowPlaying(request)]
    }
    var effects: [DialogEffect] = [.output(.intent(intent))]
    guard configuration.schemas[intent.name] != nil else {
      return effects + end(.unsupported, saying: sentences.unknownIntent, &state)
    }
    // A domain the device's language has no phrases for is answered in English, said so first.
    if !DialogConfiguration.speaks(intent.name, in: configuration.language),
      let note = sentences.answeringInEnglish
    {
      effects.append(.output(.say(note)))
    }
    var dialog = IntentDialog(intent: intent, step: .confirming)
    if let named = intent.app {
      guard let app = configuration.apps.first(where: { $0.name == named }) else {
        guard let known = configuration.appsNotInstalled.first(where: { $0.name == named }) else {
          return effects + end(.unsupported, saying: sentences.unknownApp(named), &state)
        }
        // Installed or not, a messaging app doesn't keep lists.
        if !known.supportedIntents.isEmpty, !known.supports(intent.name) {
          return effects + end(.unsupported, saying: sentences.appCannot(named), &state)
        }
        let instead = configuration.apps.filter { $0.supports(intent.name) }.map(\.name)
        return effects
          + end(.unsupported, saying: sentences.notInstalled(named, instead: instead), &state)
      }
      guard app.supports(intent.name) else {
        return effects + end(.unsupported, saying: sentences.appCannot(app.name), &state)
      }
      return effects + begin(dialog, &state)
    }
    let candidates = configuration.apps.filter { $0.supports(intent.name) }
    switch candidates.count {
    case 0:
      return effects + end(.unsupported, saying: sentences.noAppCan, &state)
    case 1:
      dialog.intent.app = candidates[0].name
      return effects + begin(dialog, &state)
    default:
      let question = Question(
        kind: .chooseApp, text: sentences.whichApp,
        options: candidates.map {
          Option(
            label: ChoiceLabel(title: $0.name, aliases: Array($0.spokenNames.dropFirst())),
            value: .string($0.name))
        },
        windowSize: candidates.count)
      effects += ask(question, dialog, &state)
      return effects
    }
  }

  /// Starts resolving, once a locked device is unlocked if the intent needs it (SiriKit asks
  /// before the extension runs at all).
  private func begin(_ dialog: IntentDialog, _ state: inout DialogState) -> [DialogEffect] {
    if state.deviceLocked, isRestrictedWhileLocked(dialog) {
      let question = Question(
        kind: .unlock, text: sentences.unlockFirst, valueType: .string)
      return checkPasscode(before: question, dialog, &state)
    }
    return resolveFirst(of: schema(dialog), dialog, &state)
  }

  // MARK: - Unlocking and authenticating

  /// Asks whether a passcode can be entered now; the question follows if it can.
  private func checkPasscode(
    before question: Question, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    var dialog = dialog
    dialog.step = .checkingPasscode(question)
    state.phase = .active(dialog)
    return [.checkPasscodeAvailability]
  }

  private func passcodeAvailability(
    _ availability: PasscodeAvailability, for question: Question, _ dialog: IntentDialog,
    _ state: inout DialogState
  ) -> [DialogEffect] {
    switch availability {
    case .available:
      return ask(question, dialog, &state)
    case .lockedOut(let seconds):
      return [.output(.auth(.lockedOut))]
        + end(.failure, saying: sentences.lockedOut(seconds: seconds), &state)
    case .notSet where question.kind == .unlock:
      // A device without a passcode unlocks without one.
      state.deviceLocked = false
      return [.setDeviceLocked(false)] + resolveFirst(of: schema(dialog), dialog, &state)
    case .notSet:
      return [.output(.auth(.failure))]
        + end(.failure, saying: sentences.noPasscode(app: dialog.intent.app), &state)
    }
  }

  private func passcodeEntered(
    _ verdict: PasscodeVerdict, at question: Question, _ dialog: IntentDialog,
    _ state: inout DialogState
  ) -> [DialogEffect] {
    var dialog = dialog
    let auth = DialogEffect.output(.auth(verdict.authenticationResult))
    switch verdict {
    case .accepted:
      dialog.ownerAuthenticated = true
      var effects = [auth]
      guard question.kind == .unlock else {
        if question.approvesPayment { dialog.paymentApproved = true }
        return effects + handle(dialog, &state)
      }
      state.deviceLocked = false
      effects.append(.setDeviceLocked(false))
      return effects + resolveFirst(of: schema(dialog), dialog, &state)
    case .malformed:
      // Letters are no attempt at the passcode (its pad types only digits): said why, and
      // asked again without using up a try.
      var again = question
      again.text = sentences.enterPasscode
      return [.output(.say(sentences.notAPasscode))] + ask(again, dialog, &state)
    case .rejected:
      // Asked again shortly: the reason was given the first time.
      var again = question
      again.text = sentences.enterPasscode
      return [auth]
        + failedAttempt(
          AttemptTarget(question), saying: sentences.refusal(verdict), &dialog, &state
        ) {
          ask(again, $0, &$1)
        }
    case .rejectedAndLockedOut, .lockedOut:
      return [auth] + end(.failure, saying: sentences.refusal(verdict) ?? "", &state)
    case .cancelled:
      return [auth] + end(.cancelled, saying: sentences.cancelled, &state)
    }
  }

  /// The app's manifest restricts it, or Siri always does (payments, balances, rides, car
  /// locks and list searches need an unlocked device whatever the app says).
  private func isRestrictedWhileLocked(_ dialog: IntentDialog) -> Bool {
    if schema(dialog).alwaysRestrictedWhileLocked { return true }
    return manifest(dialog)?.intentsRestrictedWhileLocked.contains(dialog.intent.name) == true
  }

  /// The app re-authenticates the owner in handle for this intent and these values.
  private func requiresAuthentication(_ dialog: IntentDialog) -> Bool {
    guard manifest(dialog)?.intentsRequiringAuthentication.contains(dialog.intent.name) == true
    else { return false }
    return schema(dialog).authenticatesOnlyWhen?.holds(in: dialog.intent) ?? true
  }

  // MARK: - Resolving

  private func resolveFirst(
    of schema: IntentSchema, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    guard let first = schema.parameters.first else { return confirm(dialog, &state) }
    return resolve(first.name, dialog, &state)
  }

  private func resolve(
    _ parameter: String, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    var dialog = dialog
    dialog.step = .resolving(parameter: parameter)
    state.phase = .active(dialog)
    return [.resolve(parameter: parameter, intent: dialog.intent)]
  }

  /// Moves to the parameter after `parameter`, or to confirm when it was the last.
  private func resolveNext(
    after parameter: String, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    let parameters = schema(dialog).parameters
    guard let index = parameters.firstIndex(where: { $0.name == parameter }),
      index + 1 < parameters.count
    else {
      return confirm(dialog, &state)
    }
    return resolve(parameters[index + 1].name, dialog, &state)
  }

  private func resolved(
    _ parameter: String, _ resolution: ParameterResolution?, _ dialog: IntentDialog,
    _ state: inout DialogState
  ) -> [DialogEffect] {
    guard let resolution else { return resolveNext(after: parameter, dialog, &state) }
    var dialog = dialog
    let isArray: Bool
    if case .items = resolution { isArray = true } else { isArray = false }
    let phrases = self.phrases(dialog)
    var effects: [DialogEffect] = resolution.results.enumerated().map { index, result in
      var labels: [ChoiceLabel] = []
      if case .disambiguation(let values) = result {
        labels = values.map { phrases.label(for: $0, among: values) }
      }
      return .output(
        .resolve(
          parameter: parameter, item: isArray ? index : nil, result: result, labels: labels))
    }

    // Keep every value the app settled, so later prompts speak of resolved values.
    let current = dialog.intent.parameters[parameter]
    var items = isArray ? (current?.items ?? []) : []
    for (index, result) in resolution.results.enumerated() {
      guard case .success(let value) = result else { continue }
      if isArray {
        if index < items.count { items[index] = value } else { items.append(value) }
      } else {
        dialog.intent.parameters[parameter] = value
      }
    }
    if isArray, !items.isEmpty { dialog.intent.parameters[parameter] = .array(items) }

    guard
      let (index, result) = resolution.results.enumerated().first(where: { !$0.element.isSettled })
    else {
      return effects + resolveNext(after: parameter, dialog, &state)
    }
    let item: Int? = isArray ? index : nil
    let currentValue = isArray ? (index < items.count ? items[index] : nil) : current
    let parameterSchema = schema(dialog).parameter(named: parameter)

    switch result {
    case .success, .notRequired:
      return effects  // Settled results were filtered out above.
    case .needsValue:
      effects += askForValue(parameter, item: item, dialog, &state)
    case .unsupported(let reason):
      let sentence = phrases.unsupported(
        parameter, value: currentValue, reason: reason?.specific, in: dialog.intent)
      if phrases.endsTheRequest(parameter, reason: reason?.specific) {
        return effects + end(.failure, saying: sentence, &state)
      }
      effects += failedAttempt(
        AttemptTarget(parameter: parameter, item: item), saying: sentence, &dialog, &state
      ) {
        askForValue(parameter, item: item, $0, &$1)
      }
    case .confirmationRequired(let value, let reason):
      let question = Question(
        kind: .confirmationRequired, parameter: parameter, item: item,
        text: phrases.confirmation(parameter, value: value, reason: reason, in: dialog.intent),
        value: value ?? currentValue,
        valueType: schema(dialog).parameter(named: parameter)?.valueType ?? .string)
      effects += ask(question, dialog, &state)
    case .disambiguation(let values):
      guard !values.isEmpty else {
        let sentence = phrases.unsupported(
          parameter, value: currentValue, reason: nil, in: dialog.intent)
        effects += failedAttempt(
          AttemptTarget(parameter: parameter, item: item), saying: sentence, &dialog, &state
        ) {
          askForValue(parameter, item: item, $0, &$1)
        }
        return effects
      }
      let question = Question(
        kind: .disambiguation, parameter: parameter, item: item,
        text: phrases.disambiguation(
          parameter, current: currentValue, options: values, in: dialog.intent),
        options: values.map { Option(label: phrases.label(for: $0, among: values), value: $0) },
        windowSize: max(1, parameterSchema?.windowSize ?? 3),
        subsequentIntroduction: phrases.subsequentIntroduction(parameter, in: dialog.intent))
      effects += ask(question, dialog, &state)
    }
    return effects
  }

  // MARK: - Asking

  private func askForValue(
    _ parameter: String, item: Int?, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    let question = Question(
      kind: .needsValue, parameter: parameter, item: item,
      text: phrases(dialog).needsValue(parameter, in: dialog.intent),
      valueType: schema(dialog).parameter(named: parameter)?.valueType ?? .string)
    return ask(question, dialog, &state)
  }

  private func ask(
    _ question: Question, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    var dialog = dialog
    dialog.step = .asking(question)
    state.phase = .active(dialog)
    return [.output(.prompt(PromptRendering.view(of: question)))]
  }

  private func answered(
    _ question: Question, with answer: PromptAnswer, _ dialog: IntentDialog,
    _ state: inout DialogState
  ) -> [DialogEffect] {
    var dialog = dialog
    if answer == .cancel { return end(.cancelled, saying: sentences.cancelled, &state) }
    if case .newRequest(let intent) = answer {
      // The user moved on: this dialog ends quietly and the new request starts.
      state.phase = .understanding
      return [.output(.end(.cancelled))] + start(intent, &state)
    }

    switch (question.kind, answer) {
    case (.disambiguation, .choice(let index)) where question.options.indices.contains(index):
      return apply(question.options[index].value, to: question, dialog, &state)

    case (.chooseApp, .choice(let index)) where question.options.indices.contains(index):
      dialog.intent.app = question.options[index].value.string
      // The intent again, now with the app the user chose.
      return [.output(.intent(dialog.intent))] + begin(dialog, &state)

    case (.disambiguation, .nextPage), (.chooseApp, .nextPage):
      var turned = question
      guard question.page + 1 < question.pageCount else {
        return [.output(.say(sentences.noMorePages))] + ask(question, dialog, &state)
      }
      turned.page += 1
      return ask(turned, dialog, &state)

    case (.disambiguation, .previousPage), (.chooseApp, .previousPage):
      var turned = question
      guard question.page > 0 else {
        return [.output(.say(sentences.firstPage))] + ask(question, dialog, &state)
      }
      turned.page -= 1
      return ask(turned, dialog, &state)

    case (.confirmationRequired, .yes):
      guard let value = question.value else { return askAgain(question, dialog, &state) }
      return apply(value, to: question, dialog, &state)

    // "no, Kate": the value meant instead, resolved as if it had been said at first.
    case (.confirmationRequired, .value(let value)) where question.parameter != nil:
      return apply(value, to: question, dialog, &state)

    case (.confirmationRequired, .no):
      guard let parameter = question.parameter else { return askAgain(question, dialog, &state) }
      return failedAttempt(AttemptTarget(question), saying: nil, &dialog, &state) {
        askForValue(parameter, item: question.item, $0, &$1)
      }

    case (.confirmIntent, .yes):
      return handle(dialog, &state)

    case (.confirmIntent, .no):
      return end(.cancelled, saying: phrases(dialog).declined(dialog.intent), &state)

    case (.needsValue, .value(let value)):
      return apply(value, to: question, dialog, &state)

    default:
      return askAgain(question, dialog, &state)
    }
  }

  /// A reply that does not answer the question: say so and ask again, within the retry cap.
  private func askAgain(
    _ question: Question, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    var dialog = dialog
    return failedAttempt(
      AttemptTarget(question), saying: sentences.didNotUnderstand(question), &dialog, &state
    ) {
      ask(question, $0, &$1)
    }
  }

  /// Counts a failed attempt: says `sentence`, then either gives up at the cap or goes on.
  private func failedAttempt(
    _ target: AttemptTarget, saying sentence: String?, _ dialog: inout IntentDialog,
    _ state: inout DialogState,
    then next: (IntentDialog, inout DialogState) -> [DialogEffect]
  ) -> [DialogEffect] {
    dialog.failedAttempts[target.key, default: 0] += 1
    let said: [DialogEffect] = sentence.map { [.output(.say($0))] } ?? []
    guard dialog.failedAttempts[target.key, default: 0] < configuration.maxFailedAttempts else {
      return said + end(.failure, saying: sentences.gaveUp(on: target), &state)
    }
    return said + next(dialog, &state)
  }

  /// Writes an answer into the intent and resolves the parameter again, as SiriKit does.
  private func apply(
    _ value: IntentValue, to question: Question, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    guard let parameter = question.parameter else { return [] }
    var dialog = dialog
    if schema(dialog).parameter(named: parameter)?.isArray == true {
      var items = dialog.intent.parameters[parameter]?.items ?? []
      if let item = question.item, item < items.count {
        items[item] = value
      } else {
        items.append(value)
      }
      dialog.intent.parameters[parameter] = .array(items)
    } else {
      dialog.intent.parameters[parameter] = value
    }
    return resolve(parameter, dialog, &state)
  }

  // MARK: - Confirming and handling

  private func confirm(_ dialog: IntentDialog, _ state: inout DialogState) -> [DialogEffect] {
    var dialog = dialog
    dialog.step = .confirming
    state.phase = .active(dialog)
    return [.confirm(dialog.intent)]
  }

  private func confirmed(
    _ response: IntentResponse, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    let effects: [DialogEffect] = [.output(.confirm(response.code))]
    guard response.code.category == .ready else {
      return effects + finish(with: response, dialog, &state)
    }
    var dialog = dialog
    dialog.confirmation = response
    if schema(dialog).requiresUserConfirmation {
      let question = Question(
        kind: .confirmIntent,
        text: phrases(dialog).confirmIntent(dialog.intent, confirmation: response))
      return effects + ask(question, dialog, &state)
    }
    return effects + handle(dialog, &state)
  }

  /// Calls handle, once the owner has re-authenticated if the app asks for it.
  private func handle(_ dialog: IntentDialog, _ state: inout DialogState) -> [DialogEffect] {
    if requiresAuthentication(dialog), !dialog.ownerAuthenticated {
      let reason = phrases(dialog).authenticationReason(dialog.intent)
      let question = Question(
        kind: .authenticate, text: "\(reason) \(sentences.enterPasscode)",
        valueType: .string)
      return checkPasscode(before: question, dialog, &state)
    }
    if !dialog.paymentApproved, let sheet = dialog.confirmation.flatMap(PaymentSheet.init) {
      // Approving a charge is asked every time, even just after the owner unlocked.
      let question = Question(
        kind: .authenticate, text: sentences.approvePayment(sheet),
        valueType: .string, approvesPayment: true)
      return checkPasscode(before: question, dialog, &state)
    }
    var dialog = dialog
    dialog.step = .handling
    state.phase = .active(dialog)
    return [.handle(dialog.intent)]
  }

  private func handled(
    _ response: IntentResponse, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    let effects = [.output(.handle(response))] + finish(with: response, dialog, &state)
    guard response.code.category == .success,
      let offer = phrases(dialog).followUp(after: response, in: dialog.intent)
    else { return effects }
    return effects + offerFollowUp(offer, &state)
  }

  // MARK: - Following up

  /// After the dialog has ended, what its intent offers next (after messages are read, Siri
  /// asks whether to reply: seed 000). What the next request needs is kept in the state, so it
  /// is a dialog of its own; the question is asked only when the app can do it.
  private func offerFollowUp(_ offer: FollowUpOffer, _ state: inout DialogState)
    -> [DialogEffect]
  {
    state.continuation = offer.continuation
    let next = offer.continuation.next
    guard configuration.apps.first(where: { $0.name == next.app })?.supports(next.name) == true
    else { return [] }
    let question = Question(kind: .followUp, text: offer.question)
    state.phase = .followingUp(question)
    return [.output(.prompt(PromptRendering.view(of: question)))]
  }

  /// yes asks what to say; the reply itself ("see you at six", "tell him I'm on my way") is
  /// what to say; no drops the offer; another request starts that request.
  private func followUpAnswered(
    _ question: Question, with answer: PromptAnswer, _ state: inout DialogState
  ) -> [DialogEffect] {
    switch answer {
    // An offer keeps its continuation in the state before it asks.
    case .yes:
      guard let continuation = state.continuation else { return [] }
      return start(continuation.start(), &state)
    case .value(let answer):
      guard let continuation = state.continuation else { return [] }
      return start(continuation.start(answer: answer), &state)
    case .no, .cancel:
      state.phase = .idle
      return [.output(.say(sentences.ok))]
    case .newRequest(let intent):
      state.phase = .understanding
      return start(intent, &state)
    default:
      state.phase = .followingUp(question)
      return [
        .output(.say(sentences.didNotUnderstand(question))),
        .output(.prompt(PromptRendering.view(of: question))),
      ]
    }
  }

  /// Says what a confirm or handle response means and ends the dialog accordingly.
  private func finish(
    with response: IntentResponse, _ dialog: IntentDialog, _ state: inout DialogState
  ) -> [DialogEffect] {
    let sentence = phrases(dialog).response(response, in: dialog.intent)
    let outcome: Outcome
    switch response.code.category {
    case .success, .inProgress: outcome = .success
    case .failureRequiringAppLaunch, .continueInApp, .handleInApp:
      // SiriKit launches the app with the response's activity (handleInApp: in the
      // background, where a media app plays): show which, then end.
      guard let app = dialog.intent.app else { return end(.failure, saying: sentence, &state) }
      let handOff = HandOff(
        app: app, response: response, intentClass: schema(dialog).intentClass,
        inBackground: response.code.category == .handleInApp)
      state.phase = .idle
      let outcome: Outcome =
        response.code.category == .failureRequiringAppLaunch ? .failure : .success
      return [.output(.say(sentence)), .output(.handOff(handOff)), .output(.end(outcome))]
    default: outcome = .failure
    }
    return end(outcome, saying: sentence, &state)
  }

  /// Says the sentence, one `say` per line (messages read are a line each), and ends.
  private func end(
    _ outcome: Outcome, saying sentence: String, _ state: inout DialogState
  ) -> [DialogEffect] {
    state.phase = .idle
    return Self.lines(of: sentence).map { .output(.say($0)) } + [.output(.end(outcome))]
  }

  /// The lines of `text`, as splitting its Characters at "\n" gives them. A line feed is a
  /// Character of its own unless a carriage return comes before it, so without one the bytes
  /// are split: a Character at a time cost a tenth of the reducer's time.
  static func lines(of text: String) -> [String] {
    guard !text.utf8.contains(0x0D) else {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(Substring($0))
    }
  }

  // MARK: - Lookups

  private func schema(_ dialog: IntentDialog) -> IntentSchema {
    configuration.schemas[dialog.intent.name]
      ?? IntentSchema(
        name: dialog.intent.name, parameters: [], requiresUserConfirmation: false,
        alwaysRestrictedWhileLocked: false)
  }

  private func manifest(_ dialog: IntentDialog) -> AppManifest? {
    configuration.apps.first { $0.name == dialog.intent.app }
  }

  private func phrases(_ dialog: IntentDialog) -> any IntentPhrases {
    phrases(for: dialog.intent.name)
  }

  private func phrases(for intent: IntentName) -> any IntentPhrases {
    configuration.phrases[intent] ?? DefaultPhrases()
  }
}
