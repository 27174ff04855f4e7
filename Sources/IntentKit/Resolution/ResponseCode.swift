/// What a response code means to the dialog, whatever intent it belongs to.
public enum ResponseCategory: String, Hashable, Sendable {
  case unspecified
  case ready
  case inProgress
  case success
  case failure
  case failureRequiringAppLaunch
  case continueInApp
  /// SiriKit launches the app in the background to do it there (a media app plays).
  case handleInApp
}

/// A typed response code enum such as `SendMessageIntentResponseCode`.
public protocol IntentResponseCode: RawRepresentable, Sendable, CaseIterable, Hashable
where RawValue == Int {
  var category: ResponseCategory { get }
}

/// A response code kept with its SiriKit name and raw value.
public struct ResponseCode: Hashable, Sendable {
  public let name: String
  public let rawValue: Int
  public let category: ResponseCategory

  public init<Code: IntentResponseCode>(_ code: Code) {
    name = CaseNames.name(of: code)
    rawValue = code.rawValue
    category = code.category
  }

  /// A code known by its parts: a custom intent's, declared as data rather than as an enum.
  public init(name: String, rawValue: Int, category: ResponseCategory) {
    self.name = name
    self.rawValue = rawValue
    self.category = category
  }

  /// `failure` (4) as every intent's enum has it, for when no app could be asked at all.
  public static let failure = ResponseCode(name: "failure", rawValue: 4, category: .failure)
}

/// An activity handed to the app when SiriKit launches it (NSUserActivity's stand-in).
public struct UserActivity: Hashable, Sendable {
  public var activityType: String
  public var userInfo: [String: String]

  public init(activityType: String, userInfo: [String: String] = [:]) {
    self.activityType = activityType
    self.userInfo = userInfo
  }
}

/// A confirm or handle response with the code erased, as the dialog sees it.
public struct IntentResponse: Hashable, Sendable {
  public var code: ResponseCode
  /// What the handler returned (`sentMessage`, `modifiedTaskList`, ...), in key order.
  public var output: [OutputField]
  public var userActivity: UserActivity?

  public init(code: ResponseCode, output: [OutputField] = [], userActivity: UserActivity? = nil) {
    self.code = code
    self.output = output
    self.userActivity = userActivity
  }
}

/// One named value in a response's output.
public struct OutputField: Hashable, Sendable {
  public var name: String
  public var value: IntentValue

  public init(_ name: String, _ value: IntentValue) {
    self.name = name
    self.value = value
  }
}

/// The common layout (unspecified=0 ... failureRequiringAppLaunch=5) most enums share.
extension IntentResponseCode {
  static func commonCategory(_ rawValue: Int) -> ResponseCategory {
    switch rawValue {
    case 0: return .unspecified
    case 1: return .ready
    case 2: return .inProgress
    case 3: return .success
    case 5: return .failureRequiringAppLaunch
    default: return .failure
    }
  }
}

/// Every response code an intent's confirm and handle can return, from its code enum, so the
/// docs' table and the tests that every code has a sentence cover them all.
public enum ResponseCodeCatalog {
  public static func codes(for intent: IntentName) -> [ResponseCode] {
    catalog[intent] ?? []
  }

  /// Worked out once: a code's name comes from reflecting on its enum case, which costs more
  /// than what asks for it (`:simulate` at each use).
  private static let catalog: [IntentName: [ResponseCode]] = Dictionary(
    uniqueKeysWithValues: IntentCatalog.all.keys.map { ($0, listed(for: $0)) })

  private static func listed(for intent: IntentName) -> [ResponseCode] {
    func all<Code: IntentResponseCode>(_: Code.Type) -> [ResponseCode] {
      Code.allCases.map(ResponseCode.init)
    }
    switch intent {
    case .sendMessage: return all(SendMessageIntentResponseCode.self)
    case .searchForMessages: return all(SearchForMessagesIntentResponseCode.self)
    case .sendPayment: return all(SendPaymentIntentResponseCode.self)
    case .requestPayment: return all(RequestPaymentIntentResponseCode.self)
    case .searchForAccounts: return all(SearchForAccountsIntentResponseCode.self)
    case .transferMoney: return all(TransferMoneyIntentResponseCode.self)
    case .setCarLockStatus: return all(SetCarLockStatusIntentResponseCode.self)
    case .getCarLockStatus: return all(GetCarLockStatusIntentResponseCode.self)
    case .playMedia: return all(PlayMediaIntentResponseCode.self)
    case .addMedia: return all(AddMediaIntentResponseCode.self)
    case .updateMediaAffinity: return all(UpdateMediaAffinityIntentResponseCode.self)
    case .searchForMedia: return all(SearchForMediaIntentResponseCode.self)
    case .requestRide: return all(RequestRideIntentResponseCode.self)
    case .listRideOptions: return all(ListRideOptionsIntentResponseCode.self)
    case .getRideStatus: return all(GetRideStatusIntentResponseCode.self)
    case .cancelRide: return all(CancelRideIntentResponseCode.self)
    case .createTaskList, .addTasks, .searchForNotebookItems, .setTaskAttribute, .deleteTasks,
      .createNote, .appendToNote:
      return all(NotebookIntentResponseCode.self)
    default: return []
    }
  }
}
