import Dialog
import Foundation
import IntentKit

/// Each session event as one JSON object (docs/events.schema.json). Field names are a
/// contract: fields are added, never renamed.
public enum EventJSON {
  public static func json(_ event: SessionEvent) -> JSONValue {
    switch event {
    case .user(let text):
      return .object([("event", .string("user")), ("text", .string(text))])
    case .dialog(let output):
      return json(output)
    case .error(let message):
      return .object([("event", .string("error")), ("message", .string(message))])
    case .trace(let call, let result):
      return .object([
        ("event", .string("trace")), ("call", .string(call)), ("result", .string(result)),
      ])
    case .options(let listing):
      return .object([
        ("event", .string("options")), ("app", .string(listing.app)),
        ("intent", .string(listing.intent)), ("parameter", .string(listing.parameter)),
        ("searchTerm", listing.searchTerm.map(JSONValue.string) ?? .null),
        (
          "sections",
          .array(
            listing.sections.map {
              .object([
                ("title", $0.title.map(JSONValue.string) ?? .null),
                ("options", .array($0.items.map(option))),
              ])
            })
        ),
      ])
    }
  }

  static func json(_ output: DialogOutput) -> JSONValue {
    switch output {
    case .intent(let intent):
      return .object([("event", .string("intent"))] + IntentJSON.fields(intent))
    case .resolve(let parameter, let item, let result, let labels):
      var fields: [(String, JSONValue)] = [
        ("event", .string("resolve")), ("parameter", .string(parameter)),
      ]
      if let item { fields.append(("item", .int(item))) }
      fields.append(("result", .string(result.kind)))
      switch result {
      case .success(let value):
        fields.append(("value", IntentJSON.value(value)))
      case .confirmationRequired(let value, let reason):
        fields.append(("value", value.map(IntentJSON.value) ?? .null))
        if let reason { fields.append(("reason", .string(reason.name))) }
      case .disambiguation(let values):
        // As the prompt shows them; generic labels only where the dialog gave none.
        let shown =
          labels.count == values.count
          ? labels : values.map { GenericPhrases.label(for: $0, among: values) }
        fields.append(("options", .array(shown.map(option))))
      case .unsupported(let reason):
        fields.append(("reason", reason.map { .string($0.name) } ?? .null))
        if let detail = reason?.detail { fields.append(("detail", IntentJSON.value(detail))) }
      case .needsValue, .notRequired:
        break
      }
      return .object(fields)
    case .prompt(let view):
      var fields: [(String, JSONValue)] = [
        ("event", .string("prompt")), ("kind", .string(view.kind.rawValue)),
      ]
      if let parameter = view.parameter { fields.append(("parameter", .string(parameter))) }
      fields.append(("text", .string(view.text)))
      if !view.options.isEmpty {
        fields.append(
          (
            "options",
            .array(
              view.options.map {
                var fields: [(String, JSONValue)] = [
                  ("index", .int($0.index)), ("title", .string($0.title)),
                  ("subtitle", $0.subtitle.map(JSONValue.string) ?? .null),
                ]
                if let image = $0.image { fields.append(("image", .string(image))) }
                if let section = $0.section { fields.append(("section", .string(section))) }
                return .object(fields)
              })
          ))
        fields.append(("page", .int(view.page)))
        fields.append(("pageCount", .int(view.pageCount)))
      }
      return .object(fields)
    case .confirm(let code):
      return .object([("event", .string("confirm")), ("code", .string(code.name))])
    case .auth(let result):
      return .object([("event", .string("auth")), ("result", .string(result.rawValue))])
    case .handle(let response):
      var fields: [(String, JSONValue)] = [
        ("event", .string("handle")), ("code", .string(response.code.name)),
        ("output", .object(response.output.map { ($0.name, IntentJSON.value($0.value)) })),
      ]
      if let activity = response.userActivity {
        fields.append(
          (
            "userActivity",
            .object(
              [("activityType", .string(activity.activityType))]
                + activity.userInfo.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
          ))
      }
      return .object(fields)
    case .say(let text):
      return .object([("event", .string("say")), ("text", .string(text))])
    case .handOff(let handOff):
      var fields: [(String, JSONValue)] = [
        ("event", .string("handOff")), ("app", .string(handOff.app)),
        ("activityType", .string(handOff.activity.activityType)),
        (
          "userInfo",
          .object(
            handOff.activity.userInfo.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }
          )
        ),
      ]
      // Only a launch in the background (handleInApp) says so.
      if handOff.inBackground { fields.append(("inBackground", .bool(true))) }
      return .object(fields)
    case .nowPlaying(let result):
      return IntentJSON.nowPlaying(result)
    case .end(let outcome):
      return .object([("event", .string("end")), ("outcome", .string(outcome.rawValue))])
    }
  }

  static func option(_ label: ChoiceLabel) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("title", .string(label.title)), ("subtitle", label.subtitle.map(JSONValue.string) ?? .null),
    ]
    if let image = label.image { fields.append(("image", .string(image))) }
    if let section = label.section { fields.append(("section", .string(section))) }
    return .object(fields)
  }
}

/// Intents and values as JSON: `intentsh parse --json` and the `intent` event.
public enum IntentJSON {
  /// `"app"`, `"intent"` and `"parameters"`, in that order.
  public static func fields(_ intent: Intent) -> [(String, JSONValue)] {
    var fields: [(String, JSONValue)] = [
      ("app", intent.app.map(JSONValue.string) ?? .null),
      ("intent", .string(intent.name.rawValue)),
      (
        "parameters",
        .object(intent.parameters.sorted { $0.key < $1.key }.map { ($0.key, value($0.value)) })
      ),
    ]
    // Only a reply to the last message read says so: its conversation comes from the dialog.
    if intent.continuesOffer { fields.append(("isReplyToLastMessage", .bool(true))) }
    return fields
  }

  public static func value(_ value: IntentValue) -> JSONValue {
    switch value {
    case .string(let text): return .string(text)
    case .integer(let number): return .int(number)
    case .boolean(let flag): return .bool(flag)
    case .array(let items): return .array(items.map(Self.value))
    case .speakable(let speakable): return self.speakable(speakable)
    case .person(let person): return self.person(person)
    case .message(let message):
      return .object([
        ("identifier", .string(message.identifier)),
        ("conversationIdentifier", message.conversationIdentifier.map(JSONValue.string) ?? .null),
        ("content", message.content.map(JSONValue.string) ?? .null),
        ("dateSent", message.dateSent.map(JSONValue.string) ?? .null),
        ("sender", message.sender.map(person) ?? .null),
        ("recipients", .array(message.recipients.map(person))),
        ("groupName", message.groupName.map(speakable) ?? .null),
        ("serviceName", message.serviceName.map(JSONValue.string) ?? .null),
      ])
    case .paymentAccount(let account):
      var fields: [(String, JSONValue)] = [
        ("nickname", speakable(account.nickname)),
        ("accountType", .string(account.accountType.rawValue)),
      ]
      if let number = account.accountNumber { fields.append(("accountNumber", .string(number))) }
      if let organization = account.organizationName {
        fields.append(("organizationName", speakable(organization)))
      }
      if let balance = account.balance { fields.append(("balance", currencyAmount(balance))) }
      fields.append(("identifier", account.identifier.map(JSONValue.string) ?? .null))
      return .object(fields)
    case .currencyAmount(let amount): return currencyAmount(amount)
    case .paymentRecord(let record):
      var fields: [(String, JSONValue)] = []
      if let payee = record.payee { fields.append(("payee", person(payee))) }
      if let payer = record.payer { fields.append(("payer", person(payer))) }
      if let amount = record.currencyAmount {
        fields.append(("currencyAmount", currencyAmount(amount)))
      }
      if let note = record.note { fields.append(("note", .string(note))) }
      fields.append(("status", .string(record.status.rawValue)))
      fields.append(("identifier", record.identifier.map(JSONValue.string) ?? .null))
      return .object(fields)
    case .taskList(let list): return taskList(list)
    case .task(let task): return self.task(task)
    case .note(let note):
      var fields: [(String, JSONValue)] = [
        ("title", speakable(note.title)), ("contents", .array(note.contents.map(JSONValue.string))),
      ]
      if let group = note.groupName { fields.append(("groupName", speakable(group))) }
      fields.append(("identifier", note.identifier.map(JSONValue.string) ?? .null))
      return .object(fields)
    case .place(let place): return self.place(place)
    case .rideOption(let option):
      return .object([
        ("name", speakable(option.name)), ("capacity", .int(option.capacity)),
        ("minimumPrice", currencyAmount(option.minimumPrice)),
        ("maximumPrice", currencyAmount(option.maximumPrice)),
        ("etaMinutes", .int(option.etaMinutes)),
      ])
    case .rideStatus(let status):
      var fields: [(String, JSONValue)] = [
        ("rideIdentifier", .string(status.rideIdentifier)), ("phase", .string(status.phase.name)),
        ("rideOptionName", speakable(status.rideOptionName)),
        ("pickupLocation", place(status.pickupLocation)),
        ("dropOffLocation", place(status.dropOffLocation)),
        ("partySize", .int(status.partySize)), ("fare", currencyAmount(status.fare)),
      ]
      if let driver = status.driver {
        fields.append(
          (
            "driver",
            .object([
              ("name", .string(driver.name)), ("vehicle", .string(driver.vehicle)),
              ("licensePlate", .string(driver.licensePlate)),
            ])
          ))
      }
      fields.append(("estimatedPickupDate", date(status.estimatedPickupDate)))
      fields.append(("estimatedDropOffDate", date(status.estimatedDropOffDate)))
      if let scheduled = status.scheduledPickupDate {
        fields.append(("scheduledPickupDate", date(scheduled)))
      }
      return .object(fields)
    case .date(let moment): return date(moment)
    case .number(let number): return .number(number)
    case .mediaSearch(let search): return mediaSearch(search)
    case .mediaItem(let item):
      var fields: [(String, JSONValue)] = [
        ("identifier", .string(item.identifier)), ("title", .string(item.title)),
        ("type", .string(item.type.name)),
      ]
      if let artist = item.artist { fields.append(("artist", .string(artist))) }
      if let artwork = item.artwork { fields.append(("artwork", .string(artwork))) }
      return .object(fields)
    case .mediaDestination(let destination):
      switch destination {
      case .library: return .object([("mediaDestinationType", .string("library"))])
      case .playlist(let name):
        return .object([
          ("mediaDestinationType", .string("playlist")), ("playlistName", .string(name)),
        ])
      }
    case .object(let object):
      var fields: [(String, JSONValue)] = [
        ("type", .string(object.typeName)), ("identifier", .string(object.identifier)),
        ("displayString", .string(object.displayString)),
      ]
      if let subtitle = object.subtitle { fields.append(("subtitle", .string(subtitle))) }
      if let image = object.image { fields.append(("image", .string(image))) }
      if let hint = object.pronunciationHint {
        fields.append(("pronunciationHint", .string(hint)))
      }
      if !object.properties.isEmpty {
        fields.append(
          (
            "properties",
            .object(
              object.properties.sorted { $0.key < $1.key }.map { ($0.key, Self.value($0.value)) })
          ))
      }
      return .object(fields)
    }
  }

  /// A Now Playing command (`command`: MPRemoteCommandCenter's, by name, with its value, the
  /// app's availability and status) or question (`nowPlayingInfo`: the key asked and the
  /// answer), and the app that took it.
  static func nowPlaying(_ result: NowPlayingResult) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    switch result.request {
    case .question(let question):
      fields = [
        ("event", .string("nowPlayingInfo")), ("app", result.app.map(JSONValue.string) ?? .null),
      ]
      fields.append(("question", .string(question.rawValue)))
      fields.append(("answer", result.info?.answer(question).map(JSONValue.string) ?? .null))
      return .object(fields)
    case .changeRateStep(let slower):
      fields = [
        ("event", .string("command")), ("app", result.app.map(JSONValue.string) ?? .null),
        ("command", .string(RemoteCommandKind.changePlaybackRate.rawValue)),
        ("step", .string(slower ? "slower" : "faster")),
      ]
    case .command(let command):
      fields = [
        ("event", .string("command")), ("app", result.app.map(JSONValue.string) ?? .null),
        ("command", .string(command.kind.rawValue)),
      ]
      switch command {
      case .skipForward(let seconds), .skipBackward(let seconds):
        fields.append(("interval", .number(seconds)))
      case .changeRepeatMode(let type): fields.append(("repeatType", .string(type.name)))
      case .changeShuffleMode(let type): fields.append(("shuffleType", .string(type.name)))
      case .changePlaybackRate(let rate): fields.append(("playbackRate", .number(rate)))
      case .play, .pause, .nextTrack, .previousTrack: break
      }
    }
    if let availability = result.availability {
      fields.append(("availability", .string(availability.rawValue)))
    }
    if let status = result.status { fields.append(("status", .string(status.name))) }
    return .object(fields)
  }

  /// INMediaSearch by SiriKit's field names: its three enums always (`unknown` when not said),
  /// the rest when said; a release date as INDateComponentsRange's years.
  static func mediaSearch(_ search: MediaSearch) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("mediaType", .string(search.mediaType.name)), ("sortOrder", .string(search.sortOrder.name)),
    ]
    if let name = search.mediaName { fields.append(("mediaName", .string(name))) }
    if let artist = search.artistName { fields.append(("artistName", .string(artist))) }
    if let album = search.albumName { fields.append(("albumName", .string(album))) }
    if let genres = search.genreNames {
      fields.append(("genreNames", .array(genres.map(JSONValue.string))))
    }
    if let moods = search.moodNames {
      fields.append(("moodNames", .array(moods.map(JSONValue.string))))
    }
    if let date = search.releaseDate {
      fields.append(
        (
          "releaseDate",
          .object([
            ("startDateComponents", .object([("year", .int(date.startYear))])),
            ("endDateComponents", .object([("year", .int(date.endYear))])),
          ])
        ))
    }
    fields.append(("reference", .string(search.reference.name)))
    if let identifier = search.mediaIdentifier {
      fields.append(("mediaIdentifier", .string(identifier)))
    }
    return .object(fields)
  }

  /// A place with its coordinates as decimal strings, like amounts, so output never depends on
  /// how a floating-point number prints.
  static func place(_ place: Place) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("identifier", .string(place.id)), ("name", .string(place.name)),
    ]
    if let address = place.address { fields.append(("address", .string(address))) }
    if let city = place.city { fields.append(("city", .string(city))) }
    fields.append(("latitude", .string(String(format: "%.5f", place.latitude))))
    fields.append(("longitude", .string(String(format: "%.5f", place.longitude))))
    return .object(fields)
  }

  static func date(_ date: Date) -> JSONValue { .string(date.formatted(.iso8601)) }

  /// The amount as a decimal string ("1250.50"), never a floating-point number.
  static func currencyAmount(_ amount: CurrencyAmount) -> JSONValue {
    .object([
      ("amount", .string(amount.decimalText)),
      ("currencyCode", amount.currencyCode.map(JSONValue.string) ?? .null),
    ])
  }

  static func taskList(_ list: TaskList) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("title", speakable(list.title)), ("tasks", .array(list.tasks.map(task))),
    ]
    if let group = list.groupName { fields.append(("groupName", speakable(group))) }
    fields.append(("identifier", list.identifier.map(JSONValue.string) ?? .null))
    return .object(fields)
  }

  static func task(_ task: TaskItem) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("title", speakable(task.title)), ("status", .string(task.status.rawValue)),
    ]
    if task.priority != .unknown { fields.append(("priority", .string(task.priority.rawValue))) }
    fields.append(("identifier", task.identifier.map(JSONValue.string) ?? .null))
    if let list = task.listTitle { fields.append(("listTitle", .string(list))) }
    if let reminder = task.reminder { fields.append(("reminder", date(reminder))) }
    return .object(fields)
  }

  static func speakable(_ speakable: SpeakableString) -> JSONValue {
    var fields: [(String, JSONValue)] = [("spokenPhrase", .string(speakable.spokenPhrase))]
    if let hint = speakable.pronunciationHint {
      fields.append(("pronunciationHint", .string(hint)))
    }
    if let id = speakable.vocabularyIdentifier {
      fields.append(("vocabularyIdentifier", .string(id)))
    }
    if let alternatives = speakable.alternativeSpeakableMatches {
      fields.append(("alternativeSpeakableMatches", .array(alternatives.map(self.speakable))))
    }
    return .object(fields)
  }

  static func person(_ person: Person) -> JSONValue {
    var fields: [(String, JSONValue)] = [("spokenPhrase", .string(person.spokenPhrase))]
    if person.contactIdentifier != nil || person.displayName != person.spokenPhrase {
      fields.append(("displayName", .string(person.displayName)))
    }
    if let id = person.contactIdentifier { fields.append(("contactIdentifier", .string(id))) }
    if let handle = person.personHandle {
      fields.append(
        (
          "handle",
          .object([
            ("type", .string(handle.type.rawValue)),
            ("label", handle.label.map(JSONValue.string) ?? .null),
            ("value", .string(handle.value)),
          ])
        ))
    }
    if let matches = person.siriMatches {
      fields.append(("siriMatches", .array(matches.map(self.person))))
    }
    return .object(fields)
  }
}
