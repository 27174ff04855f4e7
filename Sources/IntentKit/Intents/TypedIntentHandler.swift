/// An intent seen through its typed parameters (`SetCarLockStatusIntent`): what a typed
/// handler's methods receive.
public protocol TypedIntent: Hashable, Sendable {
  /// The intent's schema, built from its declared parameters.
  static var schema: IntentSchema { get }
  /// The erased intent the dialog carries.
  var intent: Intent { get }
  init(_ intent: Intent)
}

/// One parameter's resolve method, as the runtime calls it: by the parameter's name.
public struct ParameterResolver<Typed: TypedIntent>: Sendable {
  let name: String
  let resolve: @Sendable (Typed) async throws -> ParameterResolution

  /// `resolve<Parameter>(for:)` of a parameter holding one value. What it resolves to may
  /// be of another type than what was said: words said for a place resolve to the place.
  public static func single<Value, Resolved: IntentValueConvertible>(
    _ parameter: IntentParameter<Value>,
    _ resolve: @escaping @Sendable (Typed) async throws -> ResolutionResult<Resolved>
  ) -> Self {
    // Closures, not `\.intentValue`: a key path into a generic value is made anew at each
    // call (a runtime look-up of thousands of instructions), a closure is not.
    Self(name: parameter.name) { .single(try await resolve($0).map { $0.intentValue }) }
  }

  /// `resolve<Parameter>(for:)` of an array parameter: one result per value.
  public static func items<Element, Resolved: IntentValueConvertible>(
    _ parameter: IntentArrayParameter<Element>,
    _ resolve: @escaping @Sendable (Typed) async throws -> [ResolutionResult<Resolved>]
  ) -> Self {
    Self(name: parameter.name) {
      .items(try await resolve($0).map { result in result.map { $0.intentValue } })
    }
  }
}

/// Drives a typed handler (`SetCarLockStatusIntentHandling`) through the erased interface the
/// runtime uses, so every intent's handler is written in SiriKit's shape — a resolve method
/// per parameter, confirm, handle — and the dialog still sees one kind of handler.
public struct TypedIntentHandler<Typed: TypedIntent>: IntentHandler {
  let resolvers: [String: ParameterResolver<Typed>]
  let confirmer: @Sendable (Typed) async throws -> IntentResponse
  let handler: @Sendable (Typed) async throws -> IntentResponse
  let optionLister: @Sendable (String, Typed, String?) async throws -> OptionCollection?

  public init(
    resolvers: [ParameterResolver<Typed>],
    confirm: @escaping @Sendable (Typed) async throws -> IntentResponse,
    handle: @escaping @Sendable (Typed) async throws -> IntentResponse,
    options: @escaping @Sendable (String, Typed, String?) async throws -> OptionCollection? = {
      _, _, _ in nil
    }
  ) {
    self.resolvers = Dictionary(resolvers.map { ($0.name, $0) }) { first, _ in first }
    confirmer = confirm
    handler = handle
    optionLister = options
  }

  public func options(for parameter: String, in intent: Intent, searchTerm: String?) async throws
    -> OptionCollection?
  {
    try await optionLister(parameter, Typed(intent), searchTerm)
  }

  public func resolve(_ parameter: String, in intent: Intent) async throws -> ParameterResolution? {
    try await resolvers[parameter]?.resolve(Typed(intent))
  }

  public func confirm(_ intent: Intent) async throws -> IntentResponse {
    try await confirmer(Typed(intent))
  }

  public func handle(_ intent: Intent) async throws -> IntentResponse {
    try await handler(Typed(intent))
  }
}

extension ResolutionResult {
  /// SiriKit's answer when an app does not implement a parameter's resolve method: the value
  /// as given, or nothing needed.
  public static func asGiven(_ value: Value?) -> Self {
    value.map { .success($0) } ?? .notRequired
  }
}
