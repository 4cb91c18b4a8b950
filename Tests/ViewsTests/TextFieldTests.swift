import Foundation
import Geometry
import Layers
import Raster
@testable import Views
import XCTest

/// Every character `width` points wide: the caret's place can be worked out by hand.
struct FixedWidthText: TextMeasuring {
    var width = 6.0
    func size(of text: String, font: Font, wrapWidth: Double?) -> Size { Size(width: Double(text.count) * width, height: 20) }
    func lineMetrics(of font: Font) -> (ascent: Double, height: Double) { (16, 20) }
}

/// What a text field told its delegate and targets, in order.
final class TextFieldLog: TextFieldDelegate {
    var events: [String] = []
    var refuses: (String) -> Bool = { _ in false }
    var mayEnd = true
    var shouldReturn = true

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { events.append("shouldBegin \(textField.name ?? "")"); return true }
    func textFieldDidBeginEditing(_ textField: TextField) { events.append("didBegin \(textField.name ?? "")") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { events.append("shouldEnd \(textField.name ?? "")"); return mayEnd }
    func textFieldDidEndEditing(_ textField: TextField) { events.append("didEnd \(textField.name ?? "")") }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { events.append("shouldReturn"); return shouldReturn }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange, replacementString string: String) -> Bool {
        events.append("change \(range.location) \(range.length) '\(string)'")
        return !refuses(string)
    }
}

/// UITextField: editing through the router's taps, typing and keys, the delegate's say, what
/// shows (placeholder, dots, the end of a long text), the caret's place and blink on the scene
/// clock, and the length limit.
final class TextFieldTests: XCTestCase {
    private let clock = ViewAnimationTestClock()
    private let router = GestureRouter()
    private let root = View()
    private let field = TextField()
    private let log = TextFieldLog()

    override func setUp() {
        root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        field.frame = Rect(x: 20, y: 20, width: 200, height: 40)
        field.name = "a"
        field.borderStyle = .roundedRect
        field.font = .system(size: 10)
        field.textMeasurer = FixedWidthText()
        field.host = clock.host
        field.keyboard = router.keyboard
        field.delegate = log
        for event in [ControlEvent.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit] {
            field.addTarget(nil, name: nil, for: [event]) { [unowned log] _, event in log.events.append(event.rawValue) }
        }
        root.addSubview(field)
    }

    private func send(_ event: InputEvent) {
        clock.advance(to: event.time)
        let failures = router.handle(event, root: root) { $0 }
        XCTAssertTrue(failures.isEmpty, "\(failures.map(\.error))")
    }

    private func tap(_ x: Double, _ y: Double, at t: Double) {
        send(InputEvent(time: t, kind: .down, location: Point(x: x, y: y)))
        send(InputEvent(time: t + 0.05, kind: .up, location: Point(x: x, y: y)))
    }

    func testATapBeginsEditingAndTypingAndBackspaceChangeTheText() {
        tap(50, 40, at: 0.5)
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(router.keyboard.firstResponder === field)
        XCTAssertEqual(log.events, ["shouldBegin a", "didBegin a", "editingDidBegin"])
        log.events = []
        send(.typing("Hi", at: 1))
        send(.typing("👍🏽", at: 1.1))
        XCTAssertEqual(field.text, "Hi👍🏽")
        // Backspace takes the whole grapheme: a thumb and its skin tone, four UTF-16 units.
        send(.pressing(.backspace, at: 1.2))
        XCTAssertEqual(field.text, "Hi")
        XCTAssertEqual(log.events, ["change 0 0 'Hi'", "editingChanged", "change 2 0 '👍🏽'", "editingChanged",
                                    "change 2 4 ''", "editingChanged"])
    }

    func testTheDelegateMayRefuseAChange() {
        log.refuses = { $0.contains("x") }
        _ = try? field.becomeFirstResponder()
        log.events = []
        send(.typing("ax", at: 1))
        send(.typing("b", at: 1.1))
        XCTAssertEqual(field.text, "b")
        XCTAssertEqual(log.events, ["change 0 0 'ax'", "change 0 0 'b'", "editingChanged"], "a refused change sends no editingChanged")
        log.refuses = { $0.isEmpty }
        send(.pressing(.backspace, at: 1.2))
        XCTAssertEqual(field.text, "b", "Backspace refused too")
    }

    func testReturnAsksTheDelegateAndResignsWhenDidEndOnExitHasTargets() throws {
        let plain = TextField()  // no delegate: Return is allowed
        plain.keyboard = router.keyboard
        var heard: [ControlEvent] = []
        plain.addTarget(nil, name: nil, for: [.editingDidEnd]) { _, event in heard.append(event) }
        try plain.becomeFirstResponder()
        try plain.pressReturn()
        XCTAssertTrue(plain.isEditing, "without editingDidEndOnExit targets Return leaves it editing")

        try field.becomeFirstResponder()
        log.shouldReturn = false
        log.events = []
        send(.pressing(.return, at: 1))
        XCTAssertEqual(log.events, ["shouldReturn"])
        XCTAssertTrue(field.isEditing)
        log.shouldReturn = true
        log.events = []
        send(.pressing(.return, at: 1.1))
        XCTAssertEqual(log.events, ["shouldReturn", "editingDidEndOnExit", "shouldEnd a", "didEnd a", "editingDidEnd"])
        XCTAssertFalse(field.isEditing)
        XCTAssertNil(router.keyboard.firstResponder)
        XCTAssertEqual(heard, [.editingDidEnd], "the first field ended when this one began")
        XCTAssertFalse(plain.isEditing)
    }

    func testTappingAnotherFieldResignsTheFirstUnlessItsDelegateRefuses() throws {
        let other = TextField()
        other.name = "b"
        other.frame = Rect(x: 20, y: 100, width: 200, height: 40)
        other.keyboard = router.keyboard
        other.delegate = log
        root.addSubview(other)
        tap(50, 40, at: 0.5)
        log.events = []
        tap(50, 120, at: 1)
        XCTAssertEqual(log.events, ["shouldBegin b", "shouldEnd a", "didEnd a", "editingDidEnd", "didBegin b"])
        XCTAssertTrue(other.isEditing)
        XCTAssertFalse(field.isEditing)
        // The other refuses to end: this one cannot begin.
        log.mayEnd = false
        log.events = []
        tap(50, 40, at: 1.5)
        XCTAssertEqual(log.events, ["shouldBegin a", "shouldEnd b"])
        XCTAssertTrue(other.isEditing)
        XCTAssertFalse(field.isEditing)
        // endEditing(true) forces it, without asking; Esc asks.
        send(.pressing(.escape, at: 2))
        XCTAssertTrue(other.isEditing)
        XCTAssertTrue(try root.endEditing(true))
        XCTAssertFalse(other.isEditing)
        XCTAssertNil(router.keyboard.firstResponder)
        // Typing goes nowhere now.
        send(.typing("lost", at: 2.5))
        XCTAssertEqual(field.text + other.text, "")
    }

    func testPlaceholderDotsAndTheCaretsPlace() throws {
        field.placeholder = "Name"
        XCTAssertEqual(field.textLayer.string, "Name")
        XCTAssertEqual(field.textLayer.foregroundColor, TextField.placeholderColor)
        XCTAssertTrue(field.caretLayer.isHidden, "no caret until editing")
        // The rounded rect: white, a half-point light grey border, corners of 5.
        XCTAssertEqual(field.backgroundLayer.backgroundColor, .white)
        XCTAssertEqual(field.backgroundLayer.borderWidth, 0.5)
        XCTAssertEqual(field.backgroundLayer.borderColor, TextField.roundedRectBorderColor)
        XCTAssertEqual(field.backgroundLayer.cornerRadius, 5)

        try field.becomeFirstResponder()
        // Empty: the caret at the text's start, 7 points in; 12 high (1.2 × 10) on the middle.
        XCTAssertEqual(field.caretLayer.frame, Rect(x: 7, y: 14, width: 2, height: 12))
        XCTAssertFalse(field.caretLayer.isHidden)
        try field.insertText("Hi")
        XCTAssertEqual(field.textLayer.string, "Hi")
        XCTAssertEqual(field.textLayer.foregroundColor, .black)
        XCTAssertEqual(field.caretLayer.frame.minX, 7 + 12, "after two 6-point characters")
        field.isSecureTextEntry = true
        XCTAssertEqual(field.textLayer.string, "••")
        XCTAssertEqual(field.text, "Hi")
        field.isSecureTextEntry = false

        // Centred: 184 points for the text (186 less the caret), "Hi" in their middle.
        field.textAlignment = .center
        XCTAssertEqual(field.textLayer.frame.minX, 7 + (184 - 12) / 2)
        XCTAssertEqual(field.caretLayer.frame.minX, 7 + (184 - 12) / 2 + 12)
    }

    func testALongTextShowsItsEndWhileEditingAndItsStartAfter() throws {
        try field.becomeFirstResponder()
        let digits = String(repeating: "0123456789", count: 4)
        try field.insertText(digits)
        // 184 points hold 30 six-point characters: the last 30 show, the caret after them.
        XCTAssertEqual(field.textLayer.string, String(digits.suffix(30)))
        XCTAssertEqual(field.textLayer.frame.minX, 7)
        XCTAssertEqual(field.caretLayer.frame.minX, 7 + 180)
        try field.resignFirstResponder()
        XCTAssertEqual(field.textLayer.string, digits, "the start shows again, clipped by the text layer's box")
        XCTAssertEqual(field.textLayer.frame, Rect(x: 7, y: 0, width: 186, height: 40))
    }

    func testTheCaretBlinksHalfASecondOnAndOffFromEachEdit() throws {
        func shown(_ t: Double) -> Bool {
            clock.advance(to: t)
            return field.caretLayer.presentation(at: t).opacity > 0.5
        }
        clock.advance(to: 1)
        try field.becomeFirstResponder()
        // Began at 1: shown for [1, 1.5), hidden for [1.5, 2), shown again from 2.
        XCTAssertTrue(shown(1.2))
        XCTAssertTrue(shown(1.45))
        XCTAssertFalse(shown(1.55))
        XCTAssertFalse(shown(1.95))
        XCTAssertTrue(shown(2.2))
        // Typing at 2.6 (0.1 s into a hidden half) starts the blink again from then: shown
        // until 3.1, where without the restart it would have been hidden at 2.9.
        send(.typing("a", at: 2.6))
        XCTAssertTrue(shown(2.9))
        XCTAssertFalse(shown(3.15))
        XCTAssertTrue(shown(3.65))
        try field.resignFirstResponder()
        XCTAssertTrue(field.caretLayer.isHidden)
        XCTAssertNil(field.caretLayer.animation(forKey: TextField.blinkKey))
    }

    func testTextPastTheLimitIsRefusedWithOneNote() throws {
        var notes: [String] = []
        router.keyboard.onWarning = { notes.append($0) }
        try field.becomeFirstResponder()
        log.events = []
        // A megabyte typed in pieces of 32 bytes, as SDL hands text over: the first 100,000
        // characters go in (3,125 pieces), the rest are refused without asking anyone.
        let piece = String(repeating: "abcdefgh", count: 4)
        for i in 0..<(1 << 20) / 32 { send(.typing(piece, at: 1 + Double(i) * 1e-6)) }
        XCTAssertEqual(field.text.count, TextField.maxLength)
        XCTAssertEqual(log.events.filter { $0 == "editingChanged" }.count, TextField.maxLength / 32)
        XCTAssertEqual(notes, ["text field 'a' holds at most 100000 characters; the text past that was refused"])
        XCTAssertLessThan(field.textLayer.string.count, 100, "only what shows is laid out")
        // Set, the text is cut at the limit too; a pasted megabyte in one piece is cut likewise.
        field.text = String(repeating: "é", count: TextField.maxLength + 5)
        XCTAssertEqual(field.text.count, TextField.maxLength)
        field.text = ""
        try field.insertText(String(repeating: "z", count: 1 << 20))
        XCTAssertEqual(field.text.count, TextField.maxLength)
        XCTAssertEqual(notes.count, 1, "one note per text field")
        try field.deleteBackward()
        XCTAssertEqual(field.text.count, TextField.maxLength - 1)
    }

    func testACombiningMarkJoinsTheLastCharacter() throws {
        try field.becomeFirstResponder()
        try field.insertText("e")
        try field.insertText("\u{301}")
        XCTAssertEqual(field.text, "é")
        XCTAssertEqual(field.characterCount, 1)
        XCTAssertEqual(field.utf16Count, 2)
        try field.deleteBackward()
        XCTAssertEqual(field.text, "")
        try field.insertText("a\nb")
        XCTAssertEqual(field.text, "a b", "one line: a line break is typed as a space")
    }
}
