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
        // The line's width so far, grown word by word (ignoring kerning across the spaces) so
        // that long paragraphs lay out in linear time.
        var width = 0
        func start(_ word: String) {
            let rest = breakLongWord(word, wrap: wrap, measure: measure)
            words = [rest]
            width = measure(rest)
        }
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if words.isEmpty {
                start(word)
                continue
            }
            let widened = width + measure(" " + word)
            if widened <= wrap {
                words.append(word)
                width = widened
            } else if words.allSatisfy(\.isEmpty) {
                // Leading spaces that leave the word no room are dropped rather than given a line.
                start(word)
            } else {
                emit(words, endsParagraph: false, measure: measure)
                // The spaces where a line wraps are swallowed.
                if word.isEmpty { words = []; width = 0 } else { start(word) }
            }
        }
        emit(words, endsParagraph: true, measure: measure)
    }

    /// Emits all but the last piece of `word` that fits in `wrap` as lines of their own and
    /// returns the rest; each line holds at least one character.
    private mutating func breakLongWord(_ word: String, wrap: Int, measure: (String) -> Int) -> String {
        let characters = Array(word)
        var start = 0
        while characters.count - start > 1 {
            let rest = characters[start...]
            // The longest prefix that fits: double the probe until it doesn't, then bisect,
            // so each piece costs time in proportion to its own length.
            var fits = 1, probe = 2
            while probe < rest.count, measure(String(rest.prefix(probe))) <= wrap {
                fits = probe
                probe *= 2
            }
            var tooLong = min(probe, rest.count)
            if tooLong == rest.count, measure(String(rest)) <= wrap { break }
            while tooLong - fits > 1 {
                let middle = (fits + tooLong) / 2
                if measure(String(rest.prefix(middle))) <= wrap { fits = middle } else { tooLong = middle }
            }
            let piece = String(rest.prefix(fits))
            lines.append(Line(text: piece, width: measure(piece), endsParagraph: false))
            start += fits
        }
        return String(characters[start...])
    }

    private mutating func emit(_ words: [String], endsParagraph: Bool, measure: (String) -> Int) {
        var text = words.joined(separator: " ")
        if !endsParagraph { while text.last == " " { text.removeLast() } }
        lines.append(Line(text: text, width: text.isEmpty ? 0 : measure(text), endsParagraph: endsParagraph))
    }
}
