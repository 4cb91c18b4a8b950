import CSDL2
@testable import kinema
import Preview
import Views
import XCTest

/// Which key does what in the previewer, without a window.
final class WindowEventTests: XCTestCase {
    private func event(_ key: SDL_KeyCode, control: Bool = false, isRepeat: Bool = false) -> WindowEvent? {
        WindowEvent(key: SDL_Keycode(bitPattern: key.rawValue), control: control, isRepeat: isRepeat)
    }

    func testPlaybackKeys() {
        XCTAssertEqual(event(SDLK_SPACE), .playback(.togglePause))
        XCTAssertEqual(event(SDLK_LEFT), .playback(.step(frames: -1)))
        XCTAssertEqual(event(SDLK_RIGHT), .playback(.step(frames: 1)))
        XCTAssertEqual(event(SDLK_HOME), .playback(.rewind))
        XCTAssertEqual(event(SDLK_h), .playback(.toggleTimelineBar))
    }

    func testFStepsThroughTheDebugOverlaysOncePerPress() {
        XCTAssertEqual(event(SDLK_f), .cycleDebugOverlay)
        XCTAssertNil(event(SDLK_f, isRepeat: true))
        XCTAssertNil(WindowEvent(editingKey: SDL_Keycode(bitPattern: SDLK_f.rawValue), control: false), "typed while a text field edits")
    }

    func testNumberKeysChooseTheSimulatorsSpeeds() {
        XCTAssertEqual(event(SDLK_1), .playback(.setSpeed(1)))
        XCTAssertEqual(event(SDLK_2), .playback(.setSpeed(0.5)))
        XCTAssertEqual(event(SDLK_3), .playback(.setSpeed(0.25)))
        XCTAssertEqual(event(SDLK_4), .playback(.setSpeed(0.1)))
        XCTAssertEqual(event(SDLK_KP_3), .playback(.setSpeed(0.25)))
        XCTAssertNil(event(SDLK_5))
        XCTAssertNil(event(SDLK_0))
    }

    func testOnlyFrameStepsAutoRepeat() {
        XCTAssertEqual(event(SDLK_RIGHT, isRepeat: true), .playback(.step(frames: 1)))
        XCTAssertEqual(event(SDLK_LEFT, isRepeat: true), .playback(.step(frames: -1)))
        for key in [SDLK_SPACE, SDLK_h, SDLK_1, SDLK_HOME, SDLK_r] {
            XCTAssertNil(event(key, isRepeat: true), "\(key)")
        }
    }

    func testWhileATextFieldEditsItsKeysAreTypingNotShortcuts() {
        func editing(_ key: SDL_KeyCode, control: Bool = false) -> WindowEvent? {
            WindowEvent(editingKey: SDL_Keycode(bitPattern: key.rawValue), control: control)
        }
        // The previewer's keys type instead (SDL_TEXTINPUT brings their text).
        for key in [SDLK_SPACE, SDLK_r, SDLK_h, SDLK_1, SDLK_KP_2, SDLK_LEFT, SDLK_RIGHT, SDLK_HOME, SDLK_q, SDLK_w] {
            XCTAssertNil(editing(key), "\(key)")
        }
        XCTAssertEqual(editing(SDLK_ESCAPE), .textKey(.escape), "Esc resigns the text field instead of quitting")
        XCTAssertEqual(editing(SDLK_BACKSPACE), .textKey(.backspace))
        XCTAssertEqual(editing(SDLK_RETURN), .textKey(.return))
        XCTAssertEqual(editing(SDLK_KP_ENTER), .textKey(.return))
        XCTAssertEqual(editing(SDLK_v, control: true), .paste)
        XCTAssertEqual(editing(SDLK_w, control: true), .quit)
    }

    func testTextInputEventsAndKeyDownsFollowTheEditingState() {
        var typed = SDL_Event()
        typed.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &typed.text.text) { bytes in
            for (i, byte) in Array("é R".utf8).enumerated() { bytes[i] = byte }
        }
        XCTAssertEqual(WindowEvent(typed, editing: true), .text("é R"))
        var space = SDL_Event()
        space.type = SDL_KEYDOWN.rawValue
        space.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_SPACE.rawValue)
        XCTAssertEqual(WindowEvent(space, editing: false), .playback(.togglePause))
        XCTAssertNil(WindowEvent(space, editing: true))
    }

    func testQuitAndReload() {
        XCTAssertEqual(event(SDLK_ESCAPE), .quit)
        XCTAssertEqual(event(SDLK_q), .quit)
        XCTAssertEqual(event(SDLK_w, control: true), .quit)
        XCTAssertNil(event(SDLK_w))
        XCTAssertEqual(event(SDLK_r), .reload)
    }
}

/// The keys and pointer events of the views that explain a scene.
final class InspectionEventTests: XCTestCase {
    private func event(_ key: SDL_KeyCode) -> WindowEvent? {
        WindowEvent(key: SDL_Keycode(bitPattern: key.rawValue), control: false, isRepeat: false)
    }

    func testIInspectsCGraphsEOpens() {
        XCTAssertEqual(event(SDLK_i), .toggleInspector)
        XCTAssertEqual(event(SDLK_c), .toggleCurves)
        XCTAssertEqual(event(SDLK_e), .openSelection)
        XCTAssertEqual(event(SDLK_t), .toggleTimingPanel)
    }

    func testHoveringIsNotARequestThatStopsARunningScene() {
        XCTAssertFalse(WindowEvent.hover(x: 1, y: 2).isRequest)
        XCTAssertFalse(WindowEvent.pointerLeft.isRequest)
        XCTAssertFalse(WindowEvent.redraw.isRequest)
        XCTAssertTrue(WindowEvent.toggleInspector.isRequest)
        XCTAssertTrue(WindowEvent.pointer(.down, x: 0, y: 0, waited: 0).isRequest)
    }

    func testAMotionWithNoButtonIsAHover() {
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 30
        motion.motion.y = 40
        motion.motion.state = 0
        XCTAssertEqual(WindowEvent(motion, editing: false), .hover(x: 30, y: 40))
        motion.motion.state = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)
        if case .pointer(.moved, 30, 40, _)? = WindowEvent(motion, editing: false) {} else { XCTFail("a drag is the pointer moving") }
    }
}
