import Dialog
import IntentKit
import Testing

/// The media intents' dialog: a media app plays in the app, launched in the background
/// (handleInApp), and a media item the user may not play ends the request.
@Suite struct MediaDialogTests {
  static let controlAudio = AppManifest(
    name: "ControlAudio",
    supportedIntents: [.playMedia, .addMedia, .updateMediaAffinity, .searchForMedia])
  static let countdown = MediaItem(
    identifier: "song-countdown", title: "Countdown", type: .song, artwork: "🎸",
    artist: "Special Disaster Team")
  static let play = Intent(
    name: .playMedia, app: "ControlAudio",
    parameters: [
      MediaRequest.mediaSearch: .mediaSearch(MediaSearch(mediaName: "Countdown")),
      MediaRequest.mediaItems.name: .array([.mediaItem(countdown)]),
    ])

  @Test func handlingInTheAppLaunchesItInTheBackground() {
    var store = DialogTestStore(
      apps: [Self.controlAudio],
      state: DialogState(phase: .active(IntentDialog(intent: Self.play, step: .handling))))
    let response = IntentResponse(
      code: ResponseCode(PlayMediaIntentResponseCode.handleInApp),
      output: [OutputField(MediaOutput.mediaItems, [Self.countdown])])
    let handOff = HandOff(
      app: "ControlAudio", activity: UserActivity(activityType: "INPlayMediaIntent"),
      inBackground: true)
    store.send(
      .handled(response),
      effects: [
        .output(.handle(response)),
        .output(.say("Playing Countdown by Special Disaster Team on ControlAudio.")),
        .output(.handOff(handOff)), .output(.end(.success)),
      ]
    ) {
      $0.phase = .idle
    }
    #expect(handOff.line == "Launching ControlAudio in the background: INPlayMediaIntent")
  }

  @Test func anItemTheUserMayNotPlayEndsTheRequest() {
    let asked = Intent(
      name: .playMedia, app: "ControlAudio",
      parameters: [MediaRequest.mediaSearch: .mediaSearch(MediaSearch(mediaName: "Countdown"))])
    var store = DialogTestStore(
      apps: [Self.controlAudio],
      state: DialogState(
        phase: .active(
          IntentDialog(intent: asked, step: .resolving(parameter: MediaRequest.mediaItems.name)))))
    let result = ResolutionResult<IntentValue>.unsupported(
      forReason: MediaItemUnsupportedReason.loginRequired)
    store.send(
      .resolved(parameter: MediaRequest.mediaItems.name, .items([result])),
      effects: [
        .output(.resolve(parameter: MediaRequest.mediaItems.name, item: 0, result: result)),
        .output(.say("You'll need to log in to ControlAudio first.")),
        .output(.end(.failure)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func somethingNotFoundIsAskedForAgain() {
    let asked = Intent(
      name: .playMedia, app: "ControlAudio",
      parameters: [MediaRequest.mediaSearch: .mediaSearch(MediaSearch(mediaName: "Zzyzx Road"))])
    let dialog = IntentDialog(
      intent: asked, step: .resolving(parameter: MediaRequest.mediaItems.name))
    var store = DialogTestStore(
      apps: [Self.controlAudio], state: DialogState(phase: .active(dialog)))
    let result = ResolutionResult<IntentValue>.noMatch
    let question = Question(
      kind: .needsValue, parameter: MediaRequest.mediaItems.name, item: 0,
      text: "What do you want to listen to?", valueType: .string)
    let after = IntentDialog(
      intent: asked, step: .asking(question), failedAttempts: ["mediaItems[0]": 1])
    store.send(
      .resolved(parameter: MediaRequest.mediaItems.name, .items([result])),
      effects: [
        .output(.resolve(parameter: MediaRequest.mediaItems.name, item: 0, result: result)),
        .output(.say("Sorry, I couldn't find Zzyzx Road in ControlAudio.")),
        .output(.prompt(PromptRendering.view(of: question))),
      ]
    ) {
      $0.phase = .active(after)
    }
  }
}

/// Now Playing controls: no intent dialog, but a command for the app playing.
@Suite struct NowPlayingDialogTests {
  static let nextTrack = Intent(
    name: .nowPlaying, parameters: [NowPlayingRequest.command.name: .string("nextTrack")])

  @Test func aCommandGoesToTheAppPlayingAndItsAnswerIsSaid() {
    var store = DialogTestStore(
      apps: [MediaDialogTests.controlAudio], state: DialogState(phase: .understanding))
    store.send(.understood(Self.nextTrack), effects: [.nowPlaying(.command(.nextTrack))]) {
      $0.phase = .understanding
    }
    let result = NowPlayingResult(
      app: "ControlAudio", request: .command(.nextTrack), availability: .enabled,
      status: .success, info: NowPlayingInfo(title: "Tide Pool", artist: "Lo-Fi Lagoon"))
    store.send(
      .nowPlayingAnswered(result),
      effects: [
        .output(.nowPlaying(result)), .output(.say("Now playing Tide Pool by Lo-Fi Lagoon.")),
        .output(.end(.success)),
      ]
    ) {
      $0.phase = .idle
    }
  }

  @Test func theThreeWaysOfNotSupportingACommandEachHaveASentence() {
    func said(_ availability: RemoteCommandAvailability?, _ status: RemoteCommandHandlerStatus?)
      -> String
    {
      NowPlayingPhrases.sentence(
        for: NowPlayingResult(
          app: "ControlAudio", request: .command(.nextTrack), availability: availability,
          status: status))
    }
    let sentences = [
      said(.noHandler, nil), said(.disabled, nil), said(.enabled, .commandFailed),
    ]
    #expect(
      sentences == [
        "Sorry, ControlAudio can't do that.", "Sorry, you can't do that right now in ControlAudio.",
        "Sorry, something went wrong with ControlAudio.",
      ])
    #expect(
      NowPlayingPhrases.sentence(for: NowPlayingResult(app: nil, request: .question(.title)))
        == "Nothing is playing right now.")
  }
}
