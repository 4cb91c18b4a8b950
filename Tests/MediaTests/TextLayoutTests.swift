@testable import Media
import XCTest

/// Line breaking with a stand-in font whose every character is 10 pixels wide, so each
/// expected line can be worked out by counting.
final class TextLayoutTests: XCTestCase {
    private func lines(_ text: String, wrap: Int?) -> [String] {
        TextLayout(text, wrapWidth: wrap, measure: { $0.count * 10 }).lines.map(\.text)
    }

    func testNewlinesBreakLines() {
        let layout = TextLayout("ab\ncde\r\nf", wrapWidth: nil, measure: { $0.count * 10 })
        XCTAssertEqual(layout.lines.map(\.text), ["ab", "cde", "f"])
        XCTAssertEqual(layout.lines.map(\.width), [20, 30, 10])
        XCTAssertEqual(layout.width, 30)
    }

    func testEmptyTextHasNoLinesButNewlinesMakeEmptyOnes() {
        XCTAssertEqual(lines("", wrap: nil), [])
        XCTAssertEqual(lines("\n", wrap: nil), ["", ""])
        XCTAssertEqual(lines("\n", wrap: 50), ["", ""])
    }

    func testGreedyWrapAtSpaces() {
        // "aaa bbb" is 70 px: it fits in 75 but not in 50.
        XCTAssertEqual(lines("aaa bbb ccc", wrap: 50), ["aaa", "bbb", "ccc"])
        XCTAssertEqual(lines("aaa bbb ccc", wrap: 75), ["aaa bbb", "ccc"])
        XCTAssertEqual(lines("aaa bbb ccc", wrap: 110), ["aaa bbb ccc"])
        let layout = TextLayout("aaa bbb ccc\nd", wrapWidth: 75, measure: { $0.count * 10 })
        XCTAssertEqual(layout.lines.map(\.endsParagraph), [false, true, true])
    }

    func testSpacesAtAWrapAreSwallowed() {
        // "aa  " (40 px) still fits; the third space does not, so the line ends there.
        XCTAssertEqual(lines("aa    bb", wrap: 40), ["aa", "bb"])
        XCTAssertEqual(lines("a  b", wrap: nil), ["a  b"], "runs of spaces survive without wrapping")
    }

    func testLongWordsBreakBetweenCharacters() {
        XCTAssertEqual(lines("abcdefghij", wrap: 30), ["abc", "def", "ghi", "j"])
        XCTAssertEqual(lines("x abcdefg", wrap: 30), ["x", "abc", "def", "g"])
        XCTAssertEqual(lines("  abcd", wrap: 30), ["abc", "d"], "leading spaces with no room are dropped")
        XCTAssertEqual(lines("abc", wrap: 0), ["a", "b", "c"], "every line holds at least one character")
    }

    func testGraphemeClustersStayWhole() {
        // "é" written as e + combining acute is one character and must not be split.
        XCTAssertEqual(lines("e\u{301}e\u{301}e\u{301}", wrap: 20), ["e\u{301}e\u{301}", "e\u{301}"])
    }

    func testLongParagraphsLayOutWordByWord() {
        // 20 000 words of 4 characters wrapped at 100 words (4 990 px): 200 lines. Re-measuring
        // the whole line for every word would measure about 25 times the text; growing the
        // line word by word measures about twice.
        var measured = 0
        let text = Array(repeating: "word", count: 20_000).joined(separator: " ")
        let layout = TextLayout(text, wrapWidth: 4990, measure: { measured += $0.count; return $0.count * 10 })
        XCTAssertEqual(layout.lines.count, 200)
        XCTAssertEqual(layout.lines.first?.text, Array(repeating: "word", count: 100).joined(separator: " "))
        XCTAssertLessThan(measured, 4 * text.count, "layout must stay linear in the text's length")
    }
}
