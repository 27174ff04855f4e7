/// Word lists shared by every domain's patterns. All entries are lowercased and folded.
enum Lexicon {
  /// Words that never start or continue a person's name: pronouns, articles, prepositions,
  /// conjunctions, question words, greetings, frequent verbs and everyday places and times.
  /// Names that are also common words ("Will", "Mark", "May", "Bill") are deliberately absent.
  static let nonNames: Set<String> = [
    // pronouns and determiners
    "i", "i'm", "im", "i'll", "i've", "i'd", "me", "my", "mine", "myself", "we", "we're", "we'll",
    "us", "our", "ours", "ourselves", "you", "you're", "you'll", "your", "yours", "yourself", "u",
    "he", "he's", "him", "his", "himself", "she", "she's", "her", "hers", "herself", "they",
    "they're", "them", "their", "themselves", "it", "it's", "its", "this", "that", "that's",
    "these", "those", "there", "there's", "here", "everyone", "everybody", "someone", "somebody",
    "anyone", "anybody", "nobody", "all", "both", "each", "every", "some", "any", "no", "none",
    "a", "an", "the", "another", "other", "whoever",
    // prepositions and conjunctions
    "to", "at", "in", "on", "of", "for", "from", "with", "by", "about", "as", "into", "onto",
    "over", "under", "up", "down", "out", "off", "and", "or", "but", "if", "so", "because", "than",
    "then", "while", "until", "till", "before", "after", "via", "using", "through", "without",
    // question words
    "what", "what's", "whats", "who", "who's", "why", "how", "how's", "which", "whether", "when",
    "where", "where's",
    // greetings and small talk
    "hi", "hello", "hey", "thanks", "thank", "thx", "sorry", "please", "ok", "okay", "yes",
    "yeah", "yep", "nope", "good", "great", "happy", "congrats", "congratulations", "cheers",
    "bye", "goodbye", "goodnight", "morning", "evening", "night", "love", "xoxo", "lol", "omg",
    // verbs
    "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "don't",
    "dont", "doesn't", "didn't", "have", "has", "had", "haven't", "would", "can", "could",
    "should", "shall", "must", "can't", "cant", "won't", "wont", "go", "going", "gonna", "come",
    "coming", "get", "getting", "got", "see", "meet", "call", "buy", "pick", "bring", "take",
    "make", "let", "let's", "lets", "want", "wanna", "need", "like", "know", "think", "say",
    "said", "saying", "says", "tell", "telling", "ask", "send", "text", "message", "email",
    "mail", "reply", "write", "running", "run", "late", "leave", "leaving", "left", "wait",
    "remember", "forget", "give", "help", "stop", "start", "play", "eat", "eating", "pay",
    "check", "read", "open", "find", "show", "put", "keep", "look", "use", "try", "miss",
    "hope", "wish", "thinking",
    // things assistants are asked to tell
    "joke", "jokes", "story", "stories", "news", "weather", "time", "date", "something",
    "anything", "everything", "nothing", "more", "most", "recent", "latest", "first",
    // times
    "now", "today", "tonight", "tomorrow", "yesterday", "later", "soon", "again", "also", "too",
    "very", "just", "not", "already", "still", "never", "always", "asap", "right", "next", "last",
    "week", "weekend", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    "sunday", "noon", "midnight", "minutes", "hour", "hours", "pm",
    // places and occasions
    "home", "house", "work", "office", "school", "store", "shop", "party", "meeting", "dinner",
    "lunch", "breakfast", "bed", "gym", "airport", "station", "way", "place", "birthday",
    // numbers
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "twenty", "thirty", "hundred",
  ]
}
