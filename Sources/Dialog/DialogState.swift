import IntentKit

/// Everything the dialog manager remembers between events.
public struct DialogState: Hashable, Sendable {
  public var phase: Phase
  /// Whether the device is locked: restricted intents ask to unlock first.
  public var deviceLocked: Bool
  /// What the last follow-up offer would continue (the conversation of the last message read,
  /// which "reply ..." answers); kept until another offer replaces it or the session is reset.
  public var continuation: Continuation?

  public init(
    phase: Phase = .idle, deviceLocked: Bool = false, continuation: Continuation? = nil
  ) {
    self.phase = phase
    self.deviceLocked = deviceLocked
    self.continuation = continuation
  }

  /// Where the conversation is.
  public enum Phase: Hashable, Sendable {
    /// No dialog under way: the next line is a new request.
    case idle
    /// Waiting for understanding to read a request.
    case understanding
    /// An intent dialog under way.
    indirect case active(IntentDialog)
    /// An intent dialog has ended and this follow-up question waits for a reply: "Do you want
    /// to reply?" after reading messages, about `continuation`. A yes (or the reply itself)
    /// starts a new intent dialog; anything else leaves it.
    case followingUp(Question)
    /// Understanding's reading of the reply to the follow-up question.
    case interpretingFollowUp(Question)
    /// `:unlock` or `:passcode` under way, with its own questions.
    case passcodeCommand(PasscodeCommand)
  }

  /// The question the user is being asked, if any.
  public var pendingQuestion: Question? {
    switch phase {
    case .active(let dialog):
      switch dialog.step {
      case .asking(let question), .interpreting(let question): return question
      default: return nil
      }
    case .followingUp(let question), .interpretingFollowUp(let question):
      return question
    case .passcodeCommand(let command):
      return command.question
    case .idle, .understanding:
      return nil
    }
  }

  /// The unlock or authenticate question waiting for a passcode, if that is where the dialog
  /// or a device command is: the next line is a secret, read with echo off.
  public var pendingSecretQuestion: Question? {
    pendingQuestion.flatMap { $0.wantsSecret ? $0 : nil }
  }
}

/// One request being carried from understanding to its end.
public struct IntentDialog: Hashable, Sendable {
  public var intent: Intent
  public var step: Step
  /// Failed attempts per parameter item or question kind (unsupported values, replies not
  /// understood, declined guesses), keyed by `AttemptTarget.key`.
  public var failedAttempts: [String: Int]
  /// The owner entered the passcode during this dialog (to unlock), so the handler's
  /// re-authentication is not asked again, as LAContext reuses a fresh authentication.
  public var ownerAuthenticated: Bool
  /// The app's confirm response once it is ready: what the confirmation prompt and a payment
  /// sheet show (a ride's fare, a cancellation fee).
  public var confirmation: IntentResponse?
  /// The owner approved the charge the confirm response declared, so handle may make it.
  public var paymentApproved: Bool

  public init(
    intent: Intent, step: Step, failedAttempts: [String: Int] = [:],
    ownerAuthenticated: Bool = false, confirmation: IntentResponse? = nil,
    paymentApproved: Bool = false
  ) {
    self.intent = intent
    self.step = step
    self.failedAttempts = failedAttempts
    self.ownerAuthenticated = ownerAuthenticated
    self.confirmation = confirmation
    self.paymentApproved = paymentApproved
  }
}

extension IntentDialog {
  /// The unlock or authenticate question waiting for a passcode, if that is where it is.
  public var pendingSecretQuestion: Question? {
    guard case .asking(let question) = step, question.wantsSecret else { return nil }
    return question
  }
}

/// What the dialog is waiting for.
public enum Step: Hashable, Sendable {
  /// The result of resolving `intent.parameters[parameter]`.
  case resolving(parameter: String)
  /// A reply from the user to this question.
  case asking(Question)
  /// Understanding's reading of the user's reply to this question.
  case interpreting(Question)
  /// Whether the passcode can be asked for, before asking this unlock or authenticate question.
  case checkingPasscode(Question)
  /// The app's confirm response.
  case confirming
  /// The app's handle response.
  case handling
}

/// A question put to the user and what its answer will fill in.
public struct Question: Hashable, Sendable {
  public var kind: PromptKind
  /// The parameter the answer is for; nil for app choice and intent confirmation.
  public var parameter: String?
  /// For array parameters, the item the answer replaces.
  public var item: Int?
  /// The first line of the prompt ("Which John?").
  public var text: String
  /// The offered values, for disambiguation and app choice.
  public var options: [Option]
  /// The value a yes/no question is about (confirmationRequired).
  public var value: IntentValue?
  /// The type of value a needsValue question asks for.
  public var valueType: ParameterValueType
  /// The page shown, 0-based.
  public var page: Int
  /// Options per page.
  public var windowSize: Int
  /// An authenticate question that approves a payment sheet rather than re-authenticating.
  public var approvesPayment: Bool
  /// What introduces the pages after the first (SubsequentIntroduction); nil for Siri's own.
  public var subsequentIntroduction: String?

  public init(
    kind: PromptKind, parameter: String? = nil, item: Int? = nil, text: String,
    options: [Option] = [], value: IntentValue? = nil, valueType: ParameterValueType = .string,
    page: Int = 0, windowSize: Int = 3, approvesPayment: Bool = false,
    subsequentIntroduction: String? = nil
  ) {
    self.subsequentIntroduction = subsequentIntroduction
    self.kind = kind
    self.parameter = parameter
    self.item = item
    self.text = text
    self.options = options
    self.value = value
    self.valueType = valueType
    self.page = page
    self.windowSize = windowSize
    self.approvesPayment = approvesPayment
  }

  public var pageCount: Int { options.isEmpty ? 0 : (options.count + windowSize - 1) / windowSize }

  /// The option indices shown on the current page.
  public var visibleRange: Range<Int> {
    let start = min(page * windowSize, options.count)
    return start..<min(start + windowSize, options.count)
  }

  /// What understanding should listen for in the reply.
  public var expectation: AnswerExpectation {
    switch kind {
    case .disambiguation, .chooseApp:
      return .choice(options: options.map(\.label), visible: visibleRange)
    case .confirmationRequired:
      return parameter == nil ? .yesNo : .yesNoOrCorrection(valueType)
    case .confirmIntent:
      return .yesNo
    case .followUp:
      return .yesNoOrValue(valueType)
    case .needsValue, .authenticate, .unlock:
      return .value(valueType)
    }
  }
}

/// One offered value and how it is shown.
public struct Option: Hashable, Sendable {
  public var label: ChoiceLabel
  public var value: IntentValue

  public init(label: ChoiceLabel, value: IntentValue) {
    self.label = label
    self.value = value
  }
}

/// The prompt kinds the `prompt` event names (`kind`).
public enum PromptKind: String, Hashable, Sendable {
  case needsValue
  case disambiguation
  case confirmationRequired
  case confirmIntent
  case authenticate
  case unlock
  case chooseApp
  case followUp
}

/// What a failed attempt counts against: one item of a parameter, or a question with none.
struct AttemptTarget {
  var parameter: String?
  var item: Int?
  var kind: PromptKind = .needsValue

  init(parameter: String?, item: Int?, kind: PromptKind = .needsValue) {
    self.parameter = parameter
    self.item = item
    self.kind = kind
  }

  init(_ question: Question) {
    self.init(parameter: question.parameter, item: question.item, kind: question.kind)
  }

  /// "recipients[0]" for an array item, "content", or the question kind ("chooseApp").
  var key: String {
    guard let parameter else { return kind.rawValue }
    return item.map { "\(parameter)[\($0)]" } ?? parameter
  }
}
