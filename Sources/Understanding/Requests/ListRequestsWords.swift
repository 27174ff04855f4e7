/// Words of the lists and notes domain. All entries are lowercased and folded.
enum ListWords {
  // MARK: Lists and notes

  /// Words that name a list: "my grocery list", "all my lists", "the checklist".
  static let listNouns: Set<String> = ["list", "lists", "checklist", "checklists"]

  /// Words that name a note: "my Vacation note", "all my notes".
  static let noteNouns: Set<String> = ["note", "notes"]

  static let pluralNouns: Set<String> = ["lists", "checklists", "notes"]

  /// Words before a list's title, never part of it: "my", "the", "a".
  static let determiners: Set<String> = [
    "my", "the", "a", "an", "our", "this", "that", "your", "these", "those", "his", "her",
    "their",
  ]

  /// Determiners that make words without a kind word a list of the user's: "my groceries".
  static let ownedDeterminers: Set<String> = ["my", "the", "our", "your"]

  /// Words between the determiner and the title that describe the list without naming it:
  /// "a new list", "my available lists", "the last list".
  static let modifiers: Set<String> = [
    "new", "another", "separate", "empty", "blank", "fresh", "different", "available",
    "existing", "current", "specific", "entire", "whole", "saved", "last", "latest", "previous",
    "recent", "other", "same", "main", "usual", "brand",
  ]

  /// Modifiers that ask for a list that does not exist yet: "put pencil on a new grocery list".
  static let newModifiers: Set<String> = [
    "new", "another", "separate", "empty", "blank", "fresh", "different", "brand",
  ]

  /// Words after which the title is said: "a list called Wedding Prep".
  static let namingWords: Set<String> = ["called", "named", "titled", "entitled"]

  /// Words that hold a list or note: "in my Home folder".
  static let groupNouns: Set<String> = [
    "folder", "group", "notebook", "category", "section", "collection",
  ]

  /// Prepositions before a group: "in my Home folder", "under Work".
  static let groupPrepositions: Set<String> = ["in", "inside", "under", "into", "within"]

  /// The most words a title said before the kind word can have.
  static let maxTitleWords = 5

  /// Words that are never part of a title said before the kind word: pronouns, verbs,
  /// prepositions and question words ("what's on my list" has no title "on").
  static let notTitleWords: Set<String> = [
    "i", "me", "my", "you", "your", "he", "she", "it", "it's", "its", "we", "they", "us", "them",
    "what", "what's", "whats", "which", "who", "where", "when", "why", "how", "is", "are", "was",
    "were", "be", "am", "do", "does", "did", "have", "has", "had", "can", "could", "will",
    "would", "should", "to", "on", "in", "from", "off", "of", "for", "with", "at", "by", "into",
    "onto", "about", "and", "or", "but", "the", "a", "an", "this", "that", "these", "those",
    "all", "please", "add", "put", "remove", "delete", "show", "read", "make", "create", "open",
    "check", "mark", "tell", "give", "get", "see", "find", "item", "items", "anything",
    "something", "everything", "nothing", "else", "next", "left", "done", "out", "up", "back",
    "there", "here", "not", "no", "any", "some", "so", "if", "then", "than", "as", "also", "too",
    "first", "second", "third", "last", "saying", "called", "named", "titled", "list", "lists",
    "note", "notes", "many", "much", "another",
  ]

  /// Words that make a place without a kind word something other than a list: "add my sister
  /// visiting to my family calendar", "add 5 minutes to the timer".
  static let notListTargets: Set<String> = [
    "calendar", "calendars", "schedule", "agenda", "diary", "planner", "alarm", "alarms", "timer",
    "timers", "clock", "contacts", "contact", "address", "phonebook", "favorites", "favourites",
    "favorite", "playlist", "playlists", "queue", "library", "album", "albums", "photos",
    "gallery", "cart", "basket", "bag", "order", "account", "accounts", "savings", "checking",
    "wallet", "balance", "bank", "group", "chat", "conversation", "thread", "call", "email",
    "inbox", "message", "messages", "meeting", "event", "events", "appointment", "route", "trip",
    "itinerary", "map", "maps", "screen", "dictionary", "watchlist", "bookmarks", "recipe",
    "coffee", "tea", "total", "sum", "number", "music", "song", "songs", "video", "videos",
    "story", "feed", "profile", "team", "channel", "reservation", "booking", "it", "them",
  ]

  /// Things that are not list items: deleting or adding them is another domain's request
  /// ("delete meeting", "add a note to attend").
  static let notItems: Set<String> = [
    "alarm", "alarms", "timer", "timers", "meeting", "meetings", "event", "events",
    "appointment", "appointments", "calendar", "reminder", "reminders", "note", "notes",
    "email", "emails", "message", "messages", "text", "texts", "song", "songs", "track", "tracks",
    "playlist", "playlists", "album", "albums", "photo", "photos", "picture", "pictures", "video",
    "videos", "file", "files", "document", "documents", "contact", "contacts", "account",
    "accounts", "app", "apps", "history", "call", "calls", "voicemail", "voicemails",
    "notification", "notifications", "booking", "bookings", "reservation", "reservations",
    "ride", "flight", "music", "podcast", "podcasts", "episode", "episodes", "station", "channel",
    "game", "password", "list", "lists", "minutes", "hours", "dollars",
  ]

  /// Things other domains keep lists of: "show the list of alarms" is no list of the user's.
  static let otherDomainThings: Set<String> = [
    "alarm", "alarms", "timer", "timers", "event", "events", "meeting", "meetings",
    "appointment", "appointments", "reminder", "reminders", "song", "songs", "track", "tracks",
    "music", "playlist", "playlists", "album", "albums", "photo", "photos", "picture", "pictures",
    "video", "videos", "email", "emails", "message", "messages", "call", "calls", "notification",
    "notifications", "podcast", "podcasts", "episode", "episodes", "station", "stations",
  ]

  // MARK: Items

  /// Verbs that start a task, which keep "and" inside it: "buy eggs and milk" is one task,
  /// "call mom and buy milk" two.
  static let taskVerbs: Set<String> = [
    "buy", "call", "get", "pick", "email", "text", "book", "pay", "clean", "wash", "fix", "send",
    "write", "finish", "do", "make", "take", "bring", "return", "visit", "schedule", "order",
    "renew", "cancel", "check", "water", "feed", "walk", "mow", "meet", "read", "study", "pack",
    "prepare", "submit", "print", "mail", "file", "sign", "drop", "grab", "ask", "tell", "go",
    "cook", "bake", "clear", "empty", "vacuum", "sweep", "iron", "fold", "sort", "plan",
    "organize", "organise", "update", "reply", "answer", "phone", "ring", "collect", "charge",
    "change", "replace", "repair", "paint", "practice", "practise", "learn", "look", "find",
    "see", "watch", "listen", "try", "start", "put", "move", "throw", "recycle", "wrap",
  ]

  /// Words before an item that are not part of it: "the milk", "some eggs".
  static let itemDeterminers: Set<String> = ["the", "some", "my", "our", "your"]

  /// Words after "a" that make it a quantity, kept with the item: "a dozen eggs".
  static let measureWords: Set<String> = [
    "dozen", "couple", "few", "pair", "bunch", "lot", "half", "quarter", "little",
  ]

  /// Words that point at an item without naming it: "this item", "it", "item three".
  static let referenceWords: Set<String> = [
    "it", "this", "that", "these", "those", "them", "one", "ones", "something", "anything",
    "item", "items", "thing", "things", "stuff", "entry", "entries", "task", "tasks", "last",
    "latest", "next", "previous", "top", "bottom", "line", "lines", "another",
  ]

  /// Reference words that say "an item" outright, enough to claim "remove item three".
  static let itemNouns: Set<String> = [
    "item", "items", "entry", "entries", "task", "tasks", "line", "lines",
  ]

  /// Words that say every item: "remove everything from my list", "clear all items".
  static let everythingWords: Set<String> = [
    "everything", "all", "items", "the", "of", "tasks", "things", "entries", "stuff", "its",
    "it's", "every", "item", "single", "on", "it",
  ]

  // MARK: Verbs

  /// Verbs that put items on a list or words in a note: "add milk to my list".
  static let addVerbs: Set<String> = [
    "add", "put", "include", "insert", "place", "write", "jot", "append", "throw", "stick", "pop",
    "enter",
  ]

  /// Verbs that take items off a list, or a whole list: "remove milk from my list".
  static let removeVerbs: Set<String> = [
    "remove", "delete", "erase", "drop", "cancel", "clear", "take", "rid", "eliminate", "empty",
    "wipe",
  ]

  /// Removing verbs clear enough to claim an item with no list: "delete milk".
  static let bareRemoveVerbs: Set<String> = ["remove", "delete"]

  /// Verbs that make a list or a note: "create a list", "make a note".
  static let createVerbs: Set<String> = [
    "create", "make", "start", "begin", "build", "prepare", "draft",
  ]

  /// Verbs that tick an item off: "check call dad off", "cross eggs off".
  static let tickVerbs: Set<String> = ["check", "tick", "cross", "strike", "scratch"]

  /// Verbs that undo a tick: "uncheck rice".
  static let untickVerbs: Set<String> = ["uncheck", "untick", "unmark", "uncross"]

  // MARK: Targets

  /// Prepositions before the list items go on: "to my list", "on the shopping list".
  static let addingPrepositions: [[String]] = [
    ["on", "to"], ["to"], ["onto"], ["on"], ["into"], ["in"],
  ]

  /// Prepositions before the list an item is on, when it comes off or is ticked: "from my
  /// list", "off of the list", "on my to do list".
  static let itemListPrepositions: [[String]] = [
    ["off", "of"], ["out", "of"], ["from"], ["off"], ["on"], ["in"],
  ]

  // MARK: Status and priority

  /// Words saying a task is done: "mark rice as done".
  static let completedWords: Set<String> = [
    "done", "complete", "completed", "finished", "checked", "ticked", "crossed", "purchased",
    "bought",
  ]

  /// Words saying a task is not done: "mark rice as incomplete".
  static let notCompletedWords: Set<String> = [
    "incomplete", "undone", "unfinished", "uncompleted", "unchecked", "pending", "outstanding",
    "open", "active", "todo", "to-do",
  ]

  /// Words that can start a priority phrase: "as important", "with high priority", "flagged".
  static let priorityLeads: Set<String> = [
    "as", "with", "and", "flagged", "flag", "high", "important", "urgent", "top",
  ]

  static let priorityWords: Set<String> = [
    "as", "with", "a", "an", "high", "top", "important", "urgent", "flagged", "flag", "priority",
    "and", "mark", "it", "them", "item", "very", "really", "highest", "set", "to", "make",
  ]

  /// The words that make a phrase a priority.
  static let priorityMarks: Set<String> = ["important", "urgent", "flagged", "flag", "priority"]

  // MARK: Looking at lists

  /// Words that open a look at lists or notes: "show me", "what's on", "read".
  static let searchOpeners: Set<String> = [
    "show", "display", "open", "view", "see", "read", "check", "get", "give", "bring", "pull",
    "list", "tell", "what", "what's", "whats", "which", "how", "do", "did", "are", "is", "find",
    "look", "review", "go", "recite", "send", "can", "could", "may", "let", "have", "browse",
    "access", "search", "anything",
  ]

  /// Words between the opener and the list: "tell me what the items on my list are".
  static let searchLeadWords: Set<String> = [
    "me", "us", "the", "all", "of", "out", "back", "up", "over", "through", "at", "for", "what",
    "what's", "whats", "is", "are", "was", "were", "do", "does", "did", "i", "i've", "we", "have",
    "has", "got", "on", "in", "inside", "else", "next", "left", "remaining", "still", "done",
    "finished", "finish", "completed", "complete", "items", "item", "things", "stuff",
    "anything", "everything", "many", "how", "much", "there", "that", "this", "put", "written",
    "wrote", "added", "to", "see", "know", "let", "contents", "content", "currently", "again",
    "you", "a", "any", "every", "need", "unfinished", "incomplete", "outstanding", "pending",
    "checked", "crossed", "ticked", "off", "entries", "entry", "tasks", "task", "thing", "my",
    "get", "it", "exactly", "just", "make", "made", "create", "created", "start", "started",
    "about",
  ]

  /// Words after the list in a look at it: "what's on my list for today", "what lists do I have".
  static let searchTailWords: Set<String> = [
    "for", "today", "tonight", "tomorrow", "this", "week", "weekend", "month", "now", "right",
    "currently", "available", "are", "is", "contain", "contains", "have", "has", "i", "we", "do",
    "did", "made", "make", "created", "got", "saved", "uploaded", "to", "me", "us", "items",
    "item", "please", "again", "on", "there", "in", "it", "the", "day", "so", "far", "yet",
    "say", "says", "look", "like", "looks", "entries", "tasks", "of", "mine", "kept",
  ]

  /// Words in a look at a list that ask for its items rather than the list: "what's on".
  static let itemQuestionWords: Set<String> = [
    "on", "in", "inside", "items", "item", "things", "anything", "everything", "contain",
    "contains", "else", "next", "left", "remaining", "done", "finished", "many", "entries",
    "tasks", "contents",
  ]

  /// Words in a look at a list asking for what is done: "what have I done on my list".
  static let completedQuestionWords: Set<String> = [
    "done", "finished", "finish", "completed", "complete", "checked", "crossed", "ticked",
  ]

  /// Words in a look at a list asking for what is left: "what's left on my list".
  static let notCompletedQuestionWords: Set<String> = [
    "left", "remaining", "still", "unfinished", "incomplete", "outstanding", "pending",
  ]

  // MARK: Times

  /// Words that close a request without adding to it: "for today", "please", "any more".
  static let tailWords: Set<String> = [
    "please", "now", "today", "tonight", "tomorrow", "for", "from", "this", "week", "weekend",
    "right", "thanks", "thank", "you", "again", "too", "also", "as", "well", "anymore", "any",
    "more", "the", "day", "away", "immediately",
  ]

  /// Words that make "remind me to ..." a timed or placed reminder, which lists cannot hold.
  static let timeWords: Set<String> = [
    "today", "tonight", "tomorrow", "yesterday", "morning", "afternoon", "evening", "night",
    "noon", "midday", "midnight", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "weekend", "week", "month", "year", "am", "pm", "a.m", "p.m",
    "o'clock", "oclock", "minute", "minutes", "hour", "hours", "later", "soon", "daily",
    "weekly", "monthly", "every", "when", "whenever", "once", "january", "february", "march",
    "april", "june", "july", "august", "september", "october", "november", "december", "jan",
    "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "today's",
    "tomorrow's", "tonight's", "asap", "before", "after", "until",
  ]

  /// Prepositions that lead into a time when a number follows: "at 5", "by 6pm".
  static let timePrepositions: Set<String> = [
    "at", "by", "around", "about", "before", "after", "until", "till", "on", "in", "for",
  ]

  /// Whether `word` is a clock time as typed: "6pm", "6:30", "18:00".
  static func isClockTime(_ word: String) -> Bool {
    guard let first = word.first, first.isASCII, first.isNumber else { return false }
    return word.contains(":") || word.hasSuffix("am") || word.hasSuffix("pm")
  }
}
