import Dialog
import Foundation
import IntentKit
import Store
import Understanding

/// One conversation with the assistant: runs the dialog reducer, executes its effects against
/// the apps, and reports every event to a sink. Terminal, pipe and replay all drive it the same way.
public final class Session {
  public private(set) var environment: SessionEnvironment
  public private(set) var state = DialogState()
  /// Whether handler calls are shown (`--trace`, `:trace on`).
  public var tracing: Bool
  /// Sees every handler call and its result the session does not show (tracing off): an
  /// export draws the calls beside a conversation whose transcript does not trace them.
  public var unshownCalls: ((_ call: String, _ result: String) -> Void)?
  /// How long apps have to answer, and which are slow.
  public var deadline: HandlerDeadline
  /// Whether the last call to an app was a media request's, which CarPlay gives less time.
  private var lastCallWasMedia = false
  /// The media app this session last asked to play: the app media requests go to when they
  /// name none, and Now Playing controls reach (the device clock may not have moved between
  /// two apps' plays, so their playback times cannot tell).
  var lastMediaApp: String?
  /// Codes apps are made to answer once (`:simulate respond`), in the order they were set.
  public var forcedResponses: [ForcedResponse] = []
  /// Where a meta-command's relative file names are found (`:intents FILE`): a replayed
  /// transcript's folder, as a path (a URL costs a replay 35 k instructions a transcript to
  /// make); nil for the current folder.
  public var filesFolder: String?
  /// Ctrl-C while waiting on a slow app; the shell's interrupt watcher sets it.
  public let waitInterruption = WaitInterruption()
  /// `:passcode`'s new passcode, between its two entries.
  var newPasscode: NewPasscode?
  /// The last line checked against the passcode and the answer: the shell asks how to show a
  /// line before it submits it, and the check is slow on purpose.
  var lastPasscodeCheck: (line: String, isPasscode: Bool)?
  private let sink: (SessionEvent) -> Void
  /// When set, every user turn is kept in the state's turn log under this name, so that a
  /// recording started later can first replay what made the state. The shell sets it.
  public var turnLogSession: String?
  /// The device's time zone: the data set's, or the one a transcript was recorded in.
  public var timeZone: TimeZone
  /// Device time as last kept in the state.
  private var keptTime: Date
  private var matcher: SiriContactMatcher {
    SiriContactMatcher(
      database: environment.database, vocabulary: environment.understander.vocabulary)
  }

  public init(
    environment: SessionEnvironment, tracing: Bool = false,
    handlerTimeout: TimeInterval = HandlerDeadline.defaultSeconds,
    sink: @escaping (SessionEvent) -> Void
  ) {
    self.environment = environment
    self.tracing = tracing
    deadline = HandlerDeadline(
      seconds: handlerTimeout, delays: HandlerDeadline.delays(of: environment.catalog.records))
    self.sink = sink
    timeZone = environment.timeZone
    keptTime = environment.clock.now
    state.deviceLocked = deviceLocked()
  }

  /// Runs one turn in the device's time zone, then keeps how far it moved device time.
  func turn<Result>(_ body: () async -> Result) async -> Result {
    let result = await ClockTime.$calendar.withValue(ClockTime.calendar(in: timeZone)) {
      await body()
    }
    keepDeviceTime()
    return result
  }

  /// Adds what the turn moved device time (`:tick`, an app's wait) to the state's, so that the
  /// next session goes on from there.
  private func keepDeviceTime() {
    let now = environment.clock.now
    let moved = now.timeIntervalSince(keptTime)
    guard moved != 0 else { return }
    do {
      try environment.database.addClockOffset(moved)
      keptTime = now
    } catch {
      emit(.error("cannot keep the device's time in the state: \(error)"))
    }
  }

  /// The stored lock state. Fail closed: one that cannot be read is taken as locked, and said.
  private func deviceLocked() -> Bool {
    do {
      return try environment.database.isDeviceLocked()
    } catch {
      emit(.error("cannot read the lock state, so the device is taken as locked: \(error)"))
      return true
    }
  }

  /// Whether an intent dialog is under way, a follow-up question waits for a reply, or
  /// `:unlock` or `:passcode` waits for a passcode.
  public var isInDialog: Bool { state.phase != .idle }

  /// Whether an intent dialog is under way, which ends with an `end` event when cut short; a
  /// follow-up comes after its dialog has ended.
  public var isInIntentDialog: Bool {
    switch state.phase {
    case .understanding, .active: return true
    case .idle, .followingUp, .interpretingFollowUp, .passcodeCommand: return false
    }
  }

  /// One line from the user: a meta-command, or a turn of the dialog.
  public func submit(_ line: String) async -> SubmitResult {
    await turn { await submitLine(line) }
  }

  private func submitLine(_ line: String) async -> SubmitResult {
    let text = line.trimmingWhitespace()
    guard !text.isEmpty else { return .continue }
    let shown = shownForm(ofTrimmed: text)
    emit(.user(shown.text))
    if let command = shown.passcodeOnCommandLine {
      emit(.error(MetaCommands.passcodeOnLine(command)))
      repeatPendingQuestion()
      return .continue
    }
    if shown.isMisplacedPasscode {
      // Never an answer to the question either: it is asked again.
      emit(.say("No passcode is being asked for; it was not kept."))
      repeatPendingQuestion()
      return .continue
    }
    if text.hasPrefix(":") { return await MetaCommands.run(text, in: self) }
    // "what can UnicornRides do?" answers no question: like a meta-command, it is answered and
    // any pending question asked again.
    if let name = AppHelp.question(text), let app = AppHelp.app(named: name, in: self) {
      AppHelp.show(app, in: self)
      repeatPendingQuestion()
      return .continue
    }
    await send(.userSaid(text))
    return .continue
  }

  /// What a transcript writes for Ctrl-C, and what replay reads as one.
  public static let interruptTurn = "[interrupt]"
  /// Ctrl-C while the turn before waited on a slow app: replay interrupts that turn's wait.
  public static let waitInterruptTurn = "[interrupt while waiting]"

  /// The input ended (Ctrl-D, or the end of a pipe) while a dialog was under way.
  public static let endOfInputTurn = "[end of input]"

  /// Ctrl-C: ends the current dialog, never the program. Shown as the user turn `[interrupt]`.
  public func interrupt() async {
    await turn { await interruptDialog(shownAs: Self.interruptTurn) }
  }

  /// The input ended: a dialog under way ends as at Ctrl-C, shown as `[end of input]`, so that
  /// every intent dialog has its end event.
  public func endInput() async {
    await turn { await interruptDialog(shownAs: Self.endOfInputTurn) }
  }

  private func interruptDialog(shownAs turn: String) async {
    guard isInDialog else { return }
    emit(.user(turn))
    await send(.interrupted)
  }

  /// Shows the question the dialog waits on again (after a meta-command interrupted it).
  public func repeatPendingQuestion() {
    guard let question = state.pendingQuestion else { return }
    show(.prompt(PromptRendering.view(of: question)))
  }

  /// Starts over: no dialog under way.
  func resetDialog() {
    newPasscode = nil
    state = DialogState(deviceLocked: deviceLocked())
  }

  /// Imports the data set again and restarts its apps; returns the data set's name.
  func restoreDataSet() throws -> String {
    guard let folder = environment.dataSetFolder else {
      throw DataSetError(file: "(none)", problem: "this session has no data set to restore")
    }
    let isDemo = folder.standardizedFileURL == DataSetLoader.demoFolder.standardizedFileURL
    let source = isDemo ? "demo" : folder.standardizedFileURL.path
    let dataSet = try DataSetCache.dataSet(
      of: folder, appKinds: environment.catalog.appKinds, source: source)
    let kept = try environment.database.passcodeState()
    // Replay began each transcript from the data set just imported: going back there is
    // importing it again.
    if try !environment.database.returnToDiscardableStart() {
      try environment.database.importDataSet(dataSet, source: source)
    }
    // The device's clock is not the data set's: what it moved stays (the import keeps it), as
    // the lockout does.
    environment = try SessionEnvironment(
      database: environment.database, clock: environment.clock,
      timeZone: environment.timeZone, dataSetFolder: folder,
      catalog: environment.catalog.with(records: dataSet.apps), locale: environment.locale,
      grammars: environment.grammars)
    if let kept { try environment.database.restorePasscodeState(kept) }
    deadline.delays = HandlerDeadline.delays(of: dataSet.apps)
    forcedResponses = []
    lastMediaApp = nil
    resetDialog()
    return dataSet.name
  }

  /// With --trace, how a grammar read the request: the best reading's score and rule, and the
  /// runner-up, so that a user sees why one meaning won.
  private func trace(_ readings: [GrammarReading]) {
    guard let best = readings.first else { return }
    func described(_ reading: GrammarReading) -> String {
      "\(reading.intent.name) \(JSONValue.number(reading.score).serialized) (\(reading.source))"
    }
    let runnerUp = readings.dropFirst().first.map { "; runner-up " + described($0) } ?? ""
    trace("understand", described(best) + runnerUp)
    // A media request's search, as the WWDC20 media session shows it at a breakpoint in the
    // handler: nil for "play ControlAudio", else the fields said.
    if MediaRequest.intents.contains(best.intent.name) {
      let search = best.intent.parameters[MediaRequest.mediaSearch].flatMap(MediaSearch.init)
      trace("mediaSearch", search.map(\.traced) ?? "nil")
    }
  }

  func emit(_ event: SessionEvent) {
    sink(event)
    // `:quit` is not kept: it changes nothing and ends the session, and keeping it was a
    // write to the state file, and a sync of it, at every exit.
    if case .user(let text) = event, let session = turnLogSession,
      MetaCommandLine(text)?.name != ":quit"
    {
      do {
        try environment.database.logTurn(
          LoggedTurn(session: session, text: TextRendering.userLine(text)))
      } catch {
        sink(.error("cannot keep this turn in the state's log: \(error)"))
      }
    }
  }

  /// Runs an event through the reducer, then each effect it asks for, feeding answers back.
  func send(_ event: DialogEvent) async {
    var queue = [event]
    var next = 0
    while next < queue.count {
      let effects = environment.dialog.reduce(&state, queue[next])
      next += 1
      // By index: each effect is read where it stands, not copied out by an iterator.
      for index in effects.indices {
        if let answer = await run(effects[index]) { queue.append(answer) }
      }
    }
    // A new passcode is kept only while `:passcode` waits for it to be typed again.
    if case .passcodeCommand(let command) = state.phase, command.step == .confirm { return }
    newPasscode = nil
  }

  private func run(_ effect: DialogEffect) async -> DialogEvent? {
    switch effect {
    case .understand(let text):
      let (intent, readings) = environment.understander.understandWithReadings(text)
      showReadFaults()
      if tracing || unshownCalls != nil { trace(readings) }
      return .understood(intent.map { Self.identified(selectingApp(for: $0)) })
    case .interpret(let text, let expectation):
      let answer = environment.understander.interpret(text, expecting: expectation)
      showReadFaults()
      switch answer {
      case .newRequest(let intent):
        return .interpreted(.newRequest(Self.identified(intent)))
      // An answer names vocabulary terms as the request would have ("NestEgg" [id acct-2]).
      case .value(let value):
        guard case .active(let dialog) = state.phase,
          let parameter = state.pendingQuestion?.parameter
        else { return .interpreted(answer) }
        return .interpreted(
          .value(
            environment.understander.recognizeTerms(
              in: value, for: dialog.intent.name, parameter: parameter)))
      default:
        return .interpreted(answer)
      }
    case .resolve(let parameter, let intent):
      guard let app = intent.app,
        let handler = environment.apps.handler(app: app, intent: intent.name)
      else { return .resolved(parameter: parameter, nil) }
      let matched = siriMatched(parameter, in: intent)
      let outcome = await callApp(app, media: MediaRequest.intents.contains(intent.name)) {
        try await handler.resolve(parameter, in: matched)
      }
      return answer(
        outcome, tracing: resolveCall(parameter, in: matched),
        traced: { $0.map(TraceFormatting.resolution) ?? "not resolved by the app" },
        as: { .resolved(parameter: parameter, $0) })
    case .confirm(let intent):
      return await respond(
        intent, at: .confirm, { try await $0.confirm(intent) }, as: DialogEvent.confirmed)
    case .handle(let intent):
      return await respond(
        intent, at: .handle, { try await $0.handle(intent) }, as: DialogEvent.handled)
    case .nowPlaying(let request):
      return await nowPlaying(request)
    case .checkPasscodeAvailability:
      return .passcodeAvailability(passcodeAvailability())
    case .setDeviceLocked(let locked):
      do {
        try environment.database.setDeviceLocked(locked)
      } catch {
        emit(.error("cannot record the lock state: \(error)"))
      }
      return nil
    case .changePasscode:
      return saveNewPasscode()
    case .output(let output):
      show(output)
      if case .handOff(let handOff) = output, !handOff.inBackground { bringToScreen(handOff.app) }
      return nil
    }
  }

  /// SiriKit opened the app to continue there: it is on screen now, whatever it was before.
  private func bringToScreen(_ app: String) {
    do {
      try environment.database.setInForeground(true, app: app)
    } catch {
      emit(.error("cannot record that \(app) is on screen: \(error)"))
    }
  }

  /// The intent with Siri's matches for a person parameter filled in. When the address book
  /// cannot be read, that is shown, and the app looks the person up itself.
  private func siriMatched(_ parameter: String, in intent: Intent) -> Intent {
    guard
      let valueType = environment.dialog.configuration.schemas[intent.name]?
        .parameter(named: parameter)?.valueType
    else { return intent }
    do {
      return try matcher.fillingMatches(in: intent, parameter: parameter, valueType: valueType)
    } catch {
      emit(.error("cannot read the address book: \(error)"))
      return intent
    }
  }

  /// Each request gets its own INIntent.identifier, by which an app records what it does
  /// once, however often handle runs: a random (version 4) UUID. Its 16 bytes come from one
  /// `arc4random_buf`, a single getrandom(2) in glibc; Foundation's UUID() opens and reads
  /// /dev/urandom anew, and two `SystemRandomNumberGenerator` words are two system calls.
  static func identified(_ intent: Intent) -> Intent {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let text = withUnsafeMutableBytes(of: &bytes) { buffer in
      arc4random_buf(buffer.baseAddress!, buffer.count)
      buffer[6] = buffer[6] & 0x0F | 0x40  // version 4: random
      buffer[8] = buffer[8] & 0x3F | 0x80  // RFC 4122's variant
      return uuidText(UnsafeRawBufferPointer(buffer))
    }
    var intent = intent
    intent.identifier = text
    return intent
  }

  /// A UUID's 16 bytes as `UUID.uuidString` writes them ("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
  /// written here: Foundation on Linux formats each byte with snprintf, which was six
  /// sevenths of giving a request its identifier.
  static func uuidText(_ bytes: UnsafeRawBufferPointer) -> String {
    String(unsafeUninitializedCapacity: 36) { text in
      var count = 0
      for (index, byte) in bytes.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 {
          text[count] = UInt8(ascii: "-")
          count += 1
        }
        text[count] = hexDigits[Int(byte >> 4)]
        text[count + 1] = hexDigits[Int(byte & 0x0F)]
        count += 2
      }
      return count
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// The app's confirm or handle response as the dialog's event: a code `:simulate respond`
  /// forced, else the handler's answer, or `.appTimedOut` when it let the deadline pass.
  private func respond(
    _ intent: Intent, at phase: ForcedResponse.Phase,
    _ call: @escaping @Sendable (any IntentHandler) async throws -> IntentResponse,
    as event: (IntentResponse) -> DialogEvent
  ) async -> DialogEvent {
    let method = phase.rawValue
    if let code = forcedResponses.take(for: intent, at: phase) {
      trace(method, "\(code.name) (simulated)")
      return event(IntentResponse(code: code))
    }
    guard let app = intent.app,
      let handler = environment.apps.handler(app: app, intent: intent.name)
    else {
      trace(method, ResponseCode.failure.name)
      return event(IntentResponse(code: .failure))
    }
    let media = MediaRequest.intents.contains(intent.name)
    if media, phase == .handle { lastMediaApp = app }
    let outcome = await callApp(app, media: media) { try await call(handler) }
    return answer(outcome, tracing: method, traced: \.code.name, as: event)
  }

  /// One call to `app` under the deadline, in a transaction of its own: what the app's work
  /// wrote is kept only when it answered in time, so a call cut off by the deadline or by
  /// Ctrl-C changes nothing (no payment moves, no ride is booked), even if the app's work
  /// finished after all.
  /// An error the app's work throws (its state could not be read or written) is never turned
  /// into an answer: the call fails, nothing it wrote is kept, and the error is shown.
  func callApp<Answer: Sendable>(
    _ app: String, media: Bool = false, _ work: @escaping @Sendable () async throws -> Answer
  ) async -> HandlerDeadline.Outcome<Answer> {
    lastCallWasMedia = media
    let database = environment.database
    let call: AppCall
    do {
      call = try database.beginCall()
    } catch {
      return .failed("cannot start \(app)'s call: \(error)")
    }
    let result = await deadline.call(
      app, media: media, on: environment.clock, interruption: waitInterruption,
      {
        await AppCall.$current.withValue(call) {
          do { return Result<Answer, AppCallError>.success(try await work()) } catch {
            return .failure(AppCallError(description: AppDatabase.oneLine(error)))
          }
        }
      })
    let outcome: HandlerDeadline.Outcome<Answer>
    switch result {
    case .answered(.success(let answer)): outcome = .answered(answer)
    case .answered(.failure(let error)): outcome = .failed("\(app) failed: \(error)")
    case .timedOut: outcome = .timedOut
    case .interrupted: outcome = .interrupted
    case .failed(let problem): outcome = .failed(problem)
    }
    do {
      if case .answered = outcome {
        try database.commit(call)
      } else {
        try database.discard(call)
      }
      return outcome
    } catch {
      // A commit that failed leaves nothing behind either: the whole call is undone. Should the
      // rollback fail too, the connection closes the transaction; the commit's error is shown.
      try? database.discard(call)
      return .failed("cannot keep \(app)'s changes: \(error)")
    }
  }

  /// The dialog event for how an app call ended, traced (`traced` says the answer, only when
  /// tracing): the app's answer as `event` makes it, `.appTimedOut`, or Ctrl-C while waiting
  /// (shown as a user turn, as at a prompt).
  private func answer<Answer>(
    _ outcome: HandlerDeadline.Outcome<Answer>, tracing call: @autoclosure () -> String,
    traced: (Answer) -> String, as event: (Answer) -> DialogEvent
  ) -> DialogEvent {
    switch outcome {
    case .answered(let answer):
      trace(call(), traced(answer))
      return event(answer)
    case .timedOut:
      trace(call(), noAnswer)
      return .appTimedOut
    case .interrupted:
      trace(call(), "interrupted while waiting")
      emit(.user(Self.waitInterruptTurn))
      return .interrupted
    case .failed(let problem):
      trace(call(), "failed")
      emit(.error(problem))
      return .appFailed
    }
  }

  /// Shows what understanding could not read, so a vocabulary that failed is never silently
  /// taken for one without the term.
  private func showReadFaults() {
    for problem in environment.readFaults.drain() { emit(.error(problem)) }
  }

  /// Passes a dialog output on; a prompt also shows each of its lines as `say`.
  func show(_ output: DialogOutput) {
    emit(.dialog(output))
    if case .prompt(let view) = output {
      for line in view.lines { emit(.say(line)) }
    }
    if case .handOff(let handOff) = output { emit(.say(handOff.line)) }
  }

  // MARK: - Trace

  /// What a call the deadline cut off shows in the trace.
  private var noAnswer: String {
    "no answer within \(HandlerDeadline.spoken(deadline.seconds(media: lastCallWasMedia)))"
  }

  /// "resolveRecipients(John)", as the trace shows the call.
  private func resolveCall(_ parameter: String, in intent: Intent) -> String {
    let method = "resolve" + parameter.prefix(1).uppercased() + parameter.dropFirst()
    var given = intent.parameters[parameter].map(TraceFormatting.value) ?? "nil"
    // The conversation a reply or a group message names, which the app resolves recipients
    // from (seed 000's short circuit).
    if intent.name == .sendMessage, parameter == SendMessageIntent.recipients.name {
      for name in [
        SendMessageIntent.conversationIdentifier.name, SendMessageIntent.speakableGroupName.name,
      ] {
        guard let value = intent.parameters[name] else { continue }
        given += ", \(name): \(TraceFormatting.value(value))"
      }
    }
    return "\(method)(\(given))"
  }

  func trace(_ call: @autoclosure () -> String, _ result: @autoclosure () -> String) {
    if tracing {
      emit(.trace(call: call(), result: result()))
    } else if let unshownCalls {
      unshownCalls(call(), result())
    }
  }
}

extension String {
  /// `trimmingCharacters(in: .whitespaces)`: the same scalars dropped from both ends, without
  /// Foundation's copy of the whole line (a long request is trimmed in time of its ends). For
  /// the package: transcripts' headers are trimmed alike.
  package func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) {
      return self
    }
    return String(scalars[first...last])
  }
}

extension Unicode.Scalar {
  /// Whether `CharacterSet.whitespaces` holds the scalar: a space separator (Unicode's `Zs`),
  /// a tab, or the zero-width space, which Foundation's set keeps from when Unicode counted it
  /// a separator. Asked of the properties, because that set's getter builds a new set at each
  /// call on Linux, and trimming a line asked it once a character.
  fileprivate var isWhitespace: Bool {
    if value < 0x80 { return value == 0x20 || value == 0x09 }
    return value == 0x200B || properties.generalCategory == .spaceSeparator
  }
}

/// What an app's work threw, carried as a value across the deadline.
struct AppCallError: Error, Sendable, CustomStringConvertible {
  var description: String
}

/// What the caller does after a line.
public enum SubmitResult: Equatable, Sendable {
  case `continue`
  case quit
}
