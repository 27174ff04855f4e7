/// A phonetic key for one name word so sound-alikes share a key: John/Jon, Sean/Shaun/Shawn, Katherine/Catherine, Steven/Stephen, Baily/Bailey/Bayley. Any case in; uppercase ASCII out; empty for empty input.
///
/// The key is the primary code of Lawrence Philips' Double Metaphone (C/C++ Users Journal,
/// June 2000), written by hand here because no Swift package provides it, with the standard
/// length of 4. Two deliberate folds follow, to widen the buckets a name search looks in:
/// "X" (the sh/ch sound) becomes "S", so Sean (SN) meets Shaun/Shawn (XN), and "0" (th)
/// becomes "T", so Theresa meets Teresa and the key stays letters only. Input is folded
/// first (é->E, ç->S); anything that is not a letter is ignored.
public enum PhoneticKey {
  /// The standard key: the first 4 sounds, enough to tell names apart.
  public static func key(_ word: String) -> String { key(word, maxLength: 4) }

  /// A key of up to `maxLength` sounds, for phrases longer than a name ("rainy day fund").
  public static func key(_ word: String, maxLength: Int) -> String {
    var letters: [UInt8] = []
    letters.reserveCapacity(word.utf8.count)
    if ASCIIBytes.all(word.utf8) {
      // ASCII, as nearly every word is: its letters uppercased, as folding gives them, without
      // a String made for each scalar.
      for byte in word.utf8 where ASCIIBytes.isLetter(byte) {
        letters.append(ASCIIBytes.uppercased(byte))
      }
    } else {
      var folded = ""
      for scalar in word.unicodeScalars {
        if scalar == "\u{E7}" || scalar == "\u{C7}" {
          letters.append(UInt8(ascii: "S"))
          continue
        }
        folded.removeAll(keepingCapacity: true)
        LatinFolding.append(scalar, to: &folded)
        for byte in folded.utf8 where byte >= 0x61 && byte <= 0x7A {
          letters.append(byte - 0x20)
        }
      }
    }
    guard !letters.isEmpty else { return "" }
    var encoder = DoubleMetaphone(letters, maxLength: maxLength)
    let code = encoder.primary()
    return String(
      decoding: code.map { byte in
        switch byte {
        case UInt8(ascii: "X"): return UInt8(ascii: "S")
        case UInt8(ascii: "0"): return UInt8(ascii: "T")
        default: return byte
        }
      }, as: UTF8.self)
  }
}

/// Double Metaphone, primary code only, over uppercase ASCII letters.
private struct DoubleMetaphone {
  private let value: [UInt8]
  private let count: Int
  private let slavoGermanic: Bool
  private var code: [UInt8] = []
  private let maxLength: Int

  init(_ value: [UInt8], maxLength: Int) {
    self.value = value
    self.maxLength = maxLength
    count = value.count
    let hasWK = value.contains(UInt8(ascii: "W")) || value.contains(UInt8(ascii: "K"))
    var hasCZ = false
    if count >= 2 {
      for index in 0..<(count - 1)
      where value[index] == UInt8(ascii: "C") && value[index + 1] == UInt8(ascii: "Z") {
        hasCZ = true
      }
    }
    slavoGermanic = hasWK || hasCZ
  }

  mutating func primary() -> [UInt8] {
    var index = 0
    if has(0, "GN", "KN", "PN", "WR", "PS") { index = 1 }
    while code.count < maxLength && index < count {
      switch value[index] {
      case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "I"), UInt8(ascii: "O"),
        UInt8(ascii: "U"), UInt8(ascii: "Y"):
        if index == 0 { add("A") }
        index += 1
      case UInt8(ascii: "B"):
        add("P")
        index += at(index + 1) == "B" ? 2 : 1
      case UInt8(ascii: "C"):
        index = letterC(index)
      case UInt8(ascii: "D"):
        index = letterD(index)
      case UInt8(ascii: "F"):
        add("F")
        index += at(index + 1) == "F" ? 2 : 1
      case UInt8(ascii: "G"):
        index = letterG(index)
      case UInt8(ascii: "H"):
        if (index == 0 || isVowel(index - 1)) && isVowel(index + 1) {
          add("H")
          index += 2
        } else {
          index += 1
        }
      case UInt8(ascii: "J"):
        index = letterJ(index)
      case UInt8(ascii: "K"):
        add("K")
        index += at(index + 1) == "K" ? 2 : 1
      case UInt8(ascii: "L"):
        add("L")
        index += at(index + 1) == "L" ? 2 : 1
      case UInt8(ascii: "M"):
        add("M")
        index += conditionM0(index) ? 2 : 1
      case UInt8(ascii: "N"):
        add("N")
        index += at(index + 1) == "N" ? 2 : 1
      case UInt8(ascii: "P"):
        if at(index + 1) == "H" {
          add("F")
          index += 2
        } else {
          add("P")
          index += has(index + 1, "P", "B") ? 2 : 1
        }
      case UInt8(ascii: "Q"):
        add("K")
        index += at(index + 1) == "Q" ? 2 : 1
      case UInt8(ascii: "R"):
        // French final "-ier" is silent in the primary code ("Rogier"), except after "ma"/"me".
        let silent =
          index == count - 1 && !slavoGermanic && has(index - 2, "IE")
          && !has(index - 4, "ME", "MA")
        if !silent { add("R") }
        index += at(index + 1) == "R" ? 2 : 1
      case UInt8(ascii: "S"):
        index = letterS(index)
      case UInt8(ascii: "T"):
        index = letterT(index)
      case UInt8(ascii: "V"):
        add("F")
        index += at(index + 1) == "V" ? 2 : 1
      case UInt8(ascii: "W"):
        index = letterW(index)
      case UInt8(ascii: "X"):
        if index == 0 {
          add("S")
          index += 1
        } else {
          // French final "-x" is silent: "Breaux".
          let silent =
            index == count - 1 && (has(index - 3, "IAU", "EAU") || has(index - 2, "AU", "OU"))
          if !silent { add("KS") }
          index += has(index + 1, "C", "X") ? 2 : 1
        }
      case UInt8(ascii: "Z"):
        if at(index + 1) == "H" {
          add("J")
          index += 2
        } else {
          add("S")
          index += at(index + 1) == "Z" ? 2 : 1
        }
      default:
        index += 1
      }
    }
    return code
  }

  // MARK: Letters with context rules

  private mutating func letterC(_ index: Int) -> Int {
    if conditionC0(index) {
      add("K")
      return index + 2
    }
    if index == 0 && has(index, "CAESAR") {
      add("S")
      return index + 2
    }
    if has(index, "CH") { return letterCH(index) }
    if has(index, "CZ") && !has(index - 2, "WICZ") {
      add("S")
      return index + 2
    }
    if has(index + 1, "CIA") {
      add("X")
      return index + 3
    }
    if has(index, "CC") && !(index == 1 && at(0) == "M") {
      if has(index + 2, "I", "E", "H") && !has(index + 2, "HU") {
        // "accident", "succeed" say KS; Italian "bacci" says X.
        if (index == 1 && at(index - 1) == "A") || has(index - 1, "UCCEE", "UCCES") {
          add("KS")
        } else {
          add("X")
        }
        return index + 3
      }
      add("K")
      return index + 2
    }
    if has(index, "CK", "CG", "CQ") {
      add("K")
      return index + 2
    }
    if has(index, "CI", "CE", "CY") {
      add("S")
      return index + 2
    }
    add("K")
    if has(index + 1, "C", "K", "Q") && !has(index + 1, "CE", "CI") { return index + 2 }
    return index + 1
  }

  private mutating func letterCH(_ index: Int) -> Int {
    if index > 0 && has(index, "CHAE") {
      add("K")  // "Michael"
    } else if conditionCH0(index) || conditionCH1(index) {
      add("K")  // Greek and Germanic roots: "chorus", "Bach"
    } else if index > 0 && !has(0, "MC") {
      add("X")
    } else if index > 0 {
      add("K")
    } else {
      add("X")
    }
    return index + 2
  }

  private mutating func letterD(_ index: Int) -> Int {
    if has(index, "DG") {
      if has(index + 2, "I", "E", "Y") {
        add("J")  // "edge"
        return index + 3
      }
      add("TK")  // "Edgar"
      return index + 2
    }
    add("T")
    return has(index, "DT", "DD") ? index + 2 : index + 1
  }

  private mutating func letterG(_ index: Int) -> Int {
    if at(index + 1) == "H" { return letterGH(index) }
    if at(index + 1) == "N" {
      if index == 1 && isVowel(0) && !slavoGermanic {
        add("KN")
      } else if !has(index + 2, "EY") && !slavoGermanic {
        add("N")
      } else {
        add("KN")
      }
      return index + 2
    }
    if has(index + 1, "LI") && !slavoGermanic {
      add("KL")  // "tagliaro"
      return index + 2
    }
    if index == 0
      && (at(index + 1) == "Y"
        || has(index + 1, "ES", "EP", "EB", "EL", "EY", "IB", "IL", "IN", "IE", "EI", "ER"))
    {
      add("K")
      return index + 2
    }
    if (has(index + 1, "ER") || at(index + 1) == "Y") && !has(0, "DANGER", "RANGER", "MANGER")
      && !has(index - 1, "E", "I") && !has(index - 1, "RGY", "OGY")
    {
      add("K")
      return index + 2
    }
    if has(index + 1, "E", "I", "Y") || has(index - 1, "AGGI", "OGGI") {
      if has(0, "VAN ", "VON ") || has(0, "SCH") || has(index + 1, "ET") {
        add("K")
      } else {
        add("J")
      }
      return index + 2
    }
    add("K")
    return at(index + 1) == "G" ? index + 2 : index + 1
  }

  private mutating func letterGH(_ index: Int) -> Int {
    if index > 0 && !isVowel(index - 1) {
      add("K")
      return index + 2
    }
    if index == 0 {
      add(at(index + 2) == "I" ? "J" : "K")  // "ghislane", "ghost"
      return index + 2
    }
    // Parker's rule: "hugh", "bough", "broughton" are silent.
    if (index > 1 && has(index - 2, "B", "H", "D")) || (index > 2 && has(index - 3, "B", "H", "D"))
      || (index > 3 && has(index - 4, "B", "H"))
    {
      return index + 2
    }
    if index > 2 && at(index - 1) == "U" && has(index - 3, "C", "G", "L", "R", "T") {
      add("F")  // "laugh", "cough", "tough"
    } else if index > 0 && at(index - 1) != "I" {
      add("K")
    }
    return index + 2
  }

  private mutating func letterJ(_ index: Int) -> Int {
    if has(index, "JOSE") || has(0, "SAN ") {
      // Spanish "Jose", "San Jacinto".
      if (index == 0 && at(index + 4) == " ") || count == 4 || has(0, "SAN ") {
        add("H")
      } else {
        add("J")
      }
      return index + 1
    }
    if index == 0 {
      add("J")
    } else if isVowel(index - 1) && !slavoGermanic && (at(index + 1) == "A" || at(index + 1) == "O")
    {
      add("J")
    } else if index == count - 1 {
      add("J")
    } else if !has(index + 1, "L", "T", "K", "S", "N", "M", "B", "Z")
      && !has(index - 1, "S", "K", "L")
    {
      add("J")
    }
    return at(index + 1) == "J" ? index + 2 : index + 1
  }

  private mutating func letterS(_ index: Int) -> Int {
    if has(index - 1, "ISL", "YSL") {
      return index + 1  // "island", "carlisle"
    }
    if index == 0 && has(index, "SUGAR") {
      add("X")
      return index + 1
    }
    if has(index, "SH") {
      add(has(index + 1, "HEIM", "HOEK", "HOLM", "HOLZ") ? "S" : "X")
      return index + 2
    }
    if has(index, "SIO", "SIA") || has(index, "SIAN") {
      add("S")
      return index + 3
    }
    if (index == 0 && has(index + 1, "M", "N", "L", "W")) || has(index + 1, "Z") {
      add("S")  // "Smith" meets "Schmidt"
      return has(index + 1, "Z") ? index + 2 : index + 1
    }
    if has(index, "SC") {
      if at(index + 2) == "H" {
        if has(index + 3, "OO", "ER", "EN", "UY", "ED", "EM") {
          add(has(index + 3, "ER", "EN") ? "X" : "SK")  // "schooner", "schenker"
        } else {
          add("X")
        }
      } else if has(index + 2, "I", "E", "Y") {
        add("S")
      } else {
        add("SK")
      }
      return index + 3
    }
    // French final "-ais"/"-ois" is silent in the primary code.
    if !(index == count - 1 && has(index - 2, "AI", "OI")) { add("S") }
    return has(index + 1, "S", "Z") ? index + 2 : index + 1
  }

  private mutating func letterT(_ index: Int) -> Int {
    if has(index, "TION") || has(index, "TIA", "TCH") {
      add("X")
      return index + 3
    }
    if has(index, "TH") || has(index, "TTH") {
      // "Thomas", "Thames" and Germanic names say T.
      add(has(index + 2, "OM", "AM") || has(0, "VAN ", "VON ") || has(0, "SCH") ? "T" : "0")
      return index + 2
    }
    add("T")
    return has(index + 1, "T", "D") ? index + 2 : index + 1
  }

  private mutating func letterW(_ index: Int) -> Int {
    if has(index, "WR") {
      add("R")
      return index + 2
    }
    if index == 0 && (isVowel(index + 1) || has(index, "WH")) {
      add("A")  // "Wasserman" meets "Vasserman" in the alternate code only
      return index + 1
    }
    if has(index, "WICZ", "WITZ") {
      add("TS")  // Polish "Filipowicz"
      return index + 4
    }
    return index + 1
  }

  // MARK: Conditions

  private func conditionC0(_ index: Int) -> Bool {
    if has(index, "CHIA") { return true }
    if index <= 1 || isVowel(index - 2) || !has(index - 1, "ACH") { return false }
    let next = at(index + 2)
    return (next != "I" && next != "E") || has(index - 2, "BACHER", "MACHER")
  }

  private func conditionCH0(_ index: Int) -> Bool {
    index == 0
      && (has(index + 1, "HARAC", "HARIS") || has(index + 1, "HOR", "HYM", "HIA", "HEM"))
      && !has(0, "CHORE")
  }

  private func conditionCH1(_ index: Int) -> Bool {
    if has(0, "VAN ", "VON ") || has(0, "SCH") { return true }
    if has(index - 2, "ORCHES", "ARCHIT", "ORCHID") || has(index + 2, "T", "S") { return true }
    guard has(index - 1, "A", "O", "U", "E") || index == 0 else { return false }
    return has(index + 2, "L", "R", "N", "M", "B", "H", "F", "V", "W", " ")
      || index + 1 == count - 1
  }

  private func conditionM0(_ index: Int) -> Bool {
    if at(index + 1) == "M" { return true }
    return has(index - 1, "UMB") && (index + 1 == count - 1 || has(index + 2, "ER"))
  }

  // MARK: Helpers

  private mutating func add(_ letters: StaticString) {
    letters.withUTF8Buffer { buffer in
      for byte in buffer where code.count < maxLength { code.append(byte) }
    }
  }

  /// The letter at `index`, or NUL outside the word.
  private func at(_ index: Int) -> Unicode.Scalar {
    index >= 0 && index < count ? Unicode.Scalar(value[index]) : "\0"
  }

  private func isVowel(_ index: Int) -> Bool {
    switch at(index) {
    case "A", "E", "I", "O", "U", "Y": return true
    default: return false
    }
  }

  /// Whether any of `options` (all of one length) appears at `start`.
  private func has(_ start: Int, _ options: StaticString...) -> Bool {
    for option in options where matches(start, option) { return true }
    return false
  }

  private func matches(_ start: Int, _ option: StaticString) -> Bool {
    option.withUTF8Buffer { buffer in
      guard start >= 0, start + buffer.count <= count else { return false }
      for offset in 0..<buffer.count where value[start + offset] != buffer[offset] {
        return false
      }
      return true
    }
  }
}
