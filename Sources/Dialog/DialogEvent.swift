import IntentKit

/// What happens to the dialog: user input, and the answers to the effects it asked for.
public enum DialogEvent: Hashable, Sendable {
  /// A line the user typed (meta-commands never reach the dialog).
  case userSaid(String)
  /// Ctrl-C: ends the current dialog, never the program.
  case interrupted
  /// Understanding's reading of a request; nil when it was not understood.
  indirect case understood(Intent?)
  /// Understanding's reading of a reply to the pending question.
  indirect case interpreted(PromptAnswer)
  /// The app resolved a parameter; nil when the app does not resolve it.
  indirect case resolved(parameter: String, ParameterResolution?)
  /// The app's confirm response.
  indirect case confirmed(IntentResponse)
  /// The app's handle response.
  indirect case handled(IntentResponse)
  /// The app did not answer the resolve, confirm or handle call before the handler deadline.
  case appTimedOut
  /// The app's call could not run or keep its changes: the state database failed (the runtime
  /// has shown the error itself).
  case appFailed
  /// `:lock`, `:unlock` or `:passcode`.
  case deviceCommand(DeviceCommand)
  /// Whether the passcode can be asked for now.
  case passcodeAvailability(PasscodeAvailability)
  /// The runtime's verdict on the passcode typed at an unlock or authenticate prompt.
  case passcodeEntered(PasscodeVerdict)
  /// A new passcode was typed at `:passcode`'s question: nil when it is a passcode (the runtime
  /// keeps it until it is typed again), else why not.
  case newPasscodeEntered(NewPasscodeProblem?)
  /// The new passcode was typed again: whether it matches the first entry.
  case newPasscodeRepeated(matches: Bool)
  /// The runtime saved the new passcode, or could not (and has shown why).
  case passcodeChanged(saved: Bool)
  /// What the Now Playing app did with a command, or said to a question.
  case nowPlayingAnswered(NowPlayingResult)
}

/// Work the dialog asks the runtime to do; each answer comes back as a `DialogEvent`. The
/// runtime calls the app under a deadline: `resolve`, `confirm` and `handle` are answered with
/// `.appTimedOut` when the app does not answer in time.
public enum DialogEffect: Hashable, Sendable {
  /// Understand a request; answer with `.understood`.
  case understand(String)
  /// Read a reply to a question; answer with `.interpreted`.
  case interpret(String, expecting: AnswerExpectation)
  /// Call the app's resolve method for one parameter; answer with `.resolved`.
  indirect case resolve(parameter: String, intent: Intent)
  /// Call the app's confirm; answer with `.confirmed`.
  indirect case confirm(Intent)
  /// Call the app's handle; answer with `.handled`.
  indirect case handle(Intent)
  /// Send a Now Playing command to the app playing, or ask it what plays; answer with
  /// `.nowPlayingAnswered`.
  case nowPlaying(NowPlayingRequest)
  /// Say whether the passcode can be asked for (no lockout running, a passcode set); answer
  /// with `.passcodeAvailability`.
  case checkPasscodeAvailability
  /// Record the device's lock state; no answer.
  case setDeviceLocked(Bool)
  /// Save the new passcode the user typed twice, which the runtime kept (its digits never reach
  /// the dialog); answer with `.passcodeChanged`.
  case changePasscode
  /// Show something to the user (text lines or JSON events); no answer.
  indirect case output(DialogOutput)
}

/// What the user is shown, one case per JSON event the dialog emits, in their order.
public enum DialogOutput: Hashable, Sendable {
  case intent(Intent)
  /// `labels`: for a disambiguation, each value as the prompt shows it (title and subtitle).
  case resolve(
    parameter: String, item: Int?, result: ResolutionResult<IntentValue>,
    labels: [ChoiceLabel] = [])
  case prompt(PromptView)
  case confirm(ResponseCode)
  case handle(IntentResponse)
  case say(String)
  case auth(AuthenticationResult)
  /// The request goes on in the app: SiriKit launches it with this activity.
  case handOff(HandOff)
  /// A Now Playing command sent to the app playing, or a question it answered.
  case nowPlaying(NowPlayingResult)
  case end(Outcome)
}

/// A request handed to its app (failureRequiringAppLaunch, continueInApp): the app and the
/// activity it is launched with (NSUserActivity's stand-in), and the line that shows them.
public struct HandOff: Hashable, Sendable {
  public var app: String
  public var activity: UserActivity
  /// Launched in the background (handleInApp: a media app plays there), not brought to the
  /// screen.
  public var inBackground: Bool

  public init(app: String, activity: UserActivity, inBackground: Bool = false) {
    self.app = app
    self.activity = activity
    self.inBackground = inBackground
  }

  /// The activity a response carries, or SiriKit's default one (typed by the intent class)
  /// when the app gave none.
  public init(app: String, response: IntentResponse, intentClass: String, inBackground: Bool) {
    self.init(
      app: app, activity: response.userActivity ?? UserActivity(activityType: intentClass),
      inBackground: inBackground)
  }

  /// "Opening UnicornRides: UnicornRides.signIn" or with its fields,
  /// "Opening UnicornPay: UnicornPay.approvePayment (amount: 3000.00, currency: USD)".
  public var line: String {
    let fields = activity.userInfo.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    let detail = fields.isEmpty ? "" : " (\(fields.joined(separator: ", ")))"
    let opening = inBackground ? "Launching \(app) in the background" : "Opening \(app)"
    return "\(opening): \(activity.activityType)\(detail)"
  }
}

/// What the app playing made of a Now Playing request.
public struct NowPlayingResult: Hashable, Sendable {
  /// The Now Playing app: the media app that played last; nil when none has played.
  public var app: String?
  /// The request as sent: a step of rate is the rate it stepped to.
  public var request: NowPlayingRequest
  /// Whether the command could be sent (nil for a question, or when no app plays).
  public var availability: RemoteCommandAvailability?
  /// The handler's answer, when it ran.
  public var status: RemoteCommandHandlerStatus?
  /// What plays after the command.
  public var info: NowPlayingInfo?
  /// The app let the handler deadline pass.
  public var timedOut: Bool

  public init(
    app: String?, request: NowPlayingRequest, availability: RemoteCommandAvailability? = nil,
    status: RemoteCommandHandlerStatus? = nil, info: NowPlayingInfo? = nil, timedOut: Bool = false
  ) {
    self.app = app
    self.request = request
    self.availability = availability
    self.status = status
    self.info = info
    self.timedOut = timedOut
  }

  /// Whether the command ran, or the question was answered.
  public var succeeded: Bool {
    switch request {
    case .question(let question): return info?.answer(question) != nil
    case .command, .changeRateStep: return status == .success
    }
  }
}

/// How an intent dialog ended.
public enum Outcome: String, Hashable, Sendable {
  case success
  case failure
  case cancelled
  case unsupported
  case timeout
  /// The request was not understood: no intent dialog began.
  case notUnderstood
}

/// A question as shown: its kind, its lines, and the options on the current page.
public struct PromptView: Hashable, Sendable {
  public struct VisibleOption: Hashable, Sendable {
    /// 1-based number shown before the title.
    public var index: Int
    public var title: String
    public var subtitle: String?
    public var image: String?
    public var section: String?

    public init(
      index: Int, title: String, subtitle: String? = nil, image: String? = nil,
      section: String? = nil
    ) {
      self.index = index
      self.title = title
      self.subtitle = subtitle
      self.image = image
      self.section = section
    }
  }

  public var kind: PromptKind
  public var parameter: String?
  /// The prompt's own sentence (the introduction on later pages).
  public var text: String
  public var options: [VisibleOption]
  /// 1-based page number; 0 when the prompt has no options.
  public var page: Int
  public var pageCount: Int
  /// Every line shown to the user, in order.
  public var lines: [String]
}
