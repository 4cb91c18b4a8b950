/// Text broken into lines: at every newline, and — given a wrap width — greedily at spaces,
/// with words too long for a line broken between characters. Widths come from `measure`
/// (pixels of a string set on one line), so the same rules serve any font.
struct TextLayout {
    struct Line: Equatable {
        var text: String
        var width: Int
        /// False for lines that end because the next word didn't fit (those are the lines
        /// justified alignment stretches).
        var endsParagraph: Bool
    }

    private(set) var lines: [Line] = []

    /// The widest line, in pixels.
    var width: Int { lines.map(\.width).max() ?? 0 }

    /// - Parameter wrapWidth: the widest a line may be, in pixels (at least 1), or nil for no wrapping.
    init(_ string: String, wrapWidth: Int?, measure: (String) -> Int) {
        guard !string.isEmpty else { return }
        let wrap = wrapWidth.map { max(1, $0) }
        for paragraph in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard let wrap else {
                lines.append(Line(text: String(paragraph), width: measure(String(paragraph)), endsParagraph: true))
                continue
            }
            layOut(paragraph, wrap: wrap, measure: measure)
        }
    }

    private mutating func layOut(_ paragraph: Substring, wrap: Int, measure: (String) -> Int) {
        // Splitting on single spaces keeps runs of spaces as empty words, so joining restores them.
        var words: [String] = []
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if words.isEmpty || measure((words + [word]).joined(separator: " ")) <= wrap {
                words.append(word)
                if words.count == 1, measure(word) > wrap { words = [breakLongWord(word, wrap: wrap, measure: measure)] }
            } else if words.allSatisfy(\.isEmpty) {
                // Leading spaces that leave the word no room are dropped rather than given a line.
                words = [breakLongWord(word, wrap: wrap, measure: measure)]
            } else {
                emit(words, endsParagraph: false, measure: measure)
                // The spaces where a line wraps are swallowed.
                words = word.isEmpty ? [] : [breakLongWord(word, wrap: wrap, measure: measure)]
            }
        }
        emit(words, endsParagraph: true, measure: measure)
    }

    /// Emits all but the last piece of `word` that fits in `wrap` as lines of their own and
    /// returns the rest; each line holds at least one character.
    private mutating func breakLongWord(_ word: String, wrap: Int, measure: (String) -> Int) -> String {
        var rest = Substring(word)
        while rest.count > 1, measure(String(rest)) > wrap {
            // The longest prefix that fits, by bisection over characters.
            var fits = 1, tooLong = rest.count
            while tooLong - fits > 1 {
                let middle = (fits + tooLong) / 2
                if measure(String(rest.prefix(middle))) <= wrap { fits = middle } else { tooLong = middle }
            }
            let piece = String(rest.prefix(fits))
            lines.append(Line(text: piece, width: measure(piece), endsParagraph: false))
            rest = rest.dropFirst(fits)
        }
        return String(rest)
    }

    private mutating func emit(_ words: [String], endsParagraph: Bool, measure: (String) -> Int) {
        var text = words.joined(separator: " ")
        if !endsParagraph { while text.last == " " { text.removeLast() } }
        lines.append(Line(text: text, width: text.isEmpty ? 0 : measure(text), endsParagraph: endsParagraph))
    }
}
