import Geometry
import SceneScript
import Views
import XCTest

/// Input event files: every line form, expanded by hand, and each malformed line named.
final class InputEventFileTests: XCTestCase {
    func testEveryLineForm() throws {
        let events = try InputEventFile.parse("""
            # a comment line
            0.5 down 100 200
            0.55 move 120 200   # trailing comment
            0.9 up 180 200

            1.0 tap 40 40
            """, file: "e.txt")
        XCTAssertEqual(events, [
            InputEvent(time: 0.5, kind: .down, location: Point(x: 100, y: 200)),
            InputEvent(time: 0.55, kind: .move, location: Point(x: 120, y: 200)),
            InputEvent(time: 0.9, kind: .up, location: Point(x: 180, y: 200)),
            InputEvent(time: 1.0, kind: .down, location: Point(x: 40, y: 40)),
            InputEvent(time: 1.05, kind: .up, location: Point(x: 40, y: 40)),
        ])
    }

    /// A `type` line types the rest of the line after one space, exactly: spaces and `#` too.
    func testTypingAndKeys() throws {
        let events = try InputEventFile.parse("""
            1.0 type Hello, world #1
            1.1 type  two  spaces\r
            1.2\ttype\t#tag
            1.3 key backspace   # a comment
            1.4 key return
            1.5 key escape
            """, file: "e.txt")
        XCTAssertEqual(events, [
            .typing("Hello, world #1", at: 1.0), .typing(" two  spaces", at: 1.1), .typing("#tag", at: 1.2),
            .pressing(.backspace, at: 1.3), .pressing(.return, at: 1.4), .pressing(.escape, at: 1.5),
        ])
        XCTAssertEqual(events.map { $0.source?.line }, [1, 2, 3, 4, 5, 6])
        XCTAssertNotEqual(InputEvent.typing("a", at: 1), .typing("b", at: 1), "the text is part of the event")
        // A megabyte on one line is one event.
        let long = try InputEventFile.parse("2 type " + String(repeating: "x", count: 1 << 20), file: "e.txt")
        XCTAssertEqual(long.first?.text.utf8.count, 1 << 20)
    }

    func testEachEventKnowsItsLine() throws {
        let events = try InputEventFile.parse("# taps\n1.0 tap 40 40\n\n2.0 drag 0 0 10 0 0.05\n", file: "e.txt")
        XCTAssertEqual(events.map { $0.source?.file }, Array(repeating: "e.txt", count: 7))
        XCTAssertEqual(events.map { $0.source?.line }, [2, 2, 4, 4, 4, 4, 4])
    }

    /// Input piled up at one instant runs into the clock's limit like any other events, and
    /// the error names the line of the events file that went past it (it used to have none).
    func testALimitInputRunsIntoIsReportedAtItsLine() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("view:addSubview(UIView{ frame = {0, 0, 100, 100} })",
                                       limits: ScriptLimits(eventsPerInstant: 10))
        let text = String(repeating: "0.5 down 10 10\n", count: 12)
        runtime.deliver(try InputEventFile.parse(text, file: fixture.path("many.events")))
        XCTAssertThrowsError(try runtime.advance(to: 1)) { error in
            let e = error as? SceneError
            XCTAssertEqual(e?.file, fixture.path("many.events"))
            XCTAssertEqual(e?.line, 11)
            XCTAssertEqual(e?.message.hasPrefix("more than 10 events at t = 0.5"), true, e?.message ?? "")
        }
    }

    func testADragMovesEveryFrameAlongTheLine() throws {
        // 0.05 s at 60 Hz is 3 frames: moves at 1/3, 2/3 and the end, then the release.
        let events = try InputEventFile.parse("2.0 drag 100 300 130 330 0.05", file: "e.txt")
        XCTAssertEqual(events.map(\.kind), [.down, .move, .move, .move, .up])
        XCTAssertEqual(events[0].time, 2.0)
        XCTAssertEqual(events[1].location.x, 110, accuracy: 1e-9)
        XCTAssertEqual(events[2].location.y, 320, accuracy: 1e-9)
        XCTAssertEqual(events[3].time, 2.05, accuracy: 1e-12)
        XCTAssertEqual(events[4].location, Point(x: 130, y: 330))
    }

    func testEventsInsideADragAreOrderedByTime() throws {
        let events = try InputEventFile.parse("1 drag 0 0 10 0 0.5\n1.2 tap 5 5", file: "e.txt")
        let times = events.map(\.time)
        XCTAssertEqual(times, times.sorted())
        XCTAssertEqual(events.filter { $0.location == Point(x: 5, y: 5) }.count, 2)
    }

    func testMalformedLinesSayWhichLineAndWhy() {
        let cases: [(String, String)] = [
            ("0.5 down 1 2\n0.6 flick 1 2",
             "e.txt:2: unknown event 'flick'; use one of \"down\", \"move\", \"up\", \"tap\", \"drag\", \"scroll\", \"type\", \"key\", \"resize\""),
            ("0.6 tpye Hello", "e.txt:1: unknown event 'tpye'; use one of \"down\", \"move\", \"up\", \"tap\", \"drag\", \"scroll\", "
                + "\"type\", \"key\", \"resize\"; did you mean 'type'?"),
            ("1 type", "e.txt:1: 'type' takes the text to type after one space, as in '1.0 type Hello, world'"),
            ("1 type \n", "e.txt:1: 'type' takes the text to type after one space, as in '1.0 type Hello, world'"),
            ("1 key retrun", "e.txt:1: 'retrun' is not a key; use one of \"backspace\", \"return\", \"escape\", as in '1.0 key return'; "
                + "did you mean 'return'?"),
            ("1 key", "e.txt:1: 'key' takes one key name; use one of \"backspace\", \"return\", \"escape\", as in '1.0 key return'"),
            ("soon down 1 2", "e.txt:1: 'soon' is not a time in seconds (a number, 0 or more)"),
            ("-1 down 1 2", "e.txt:1: '-1' is not a time in seconds (a number, 0 or more)"),
            ("\n\n1 down 1", "e.txt:3: 'down' takes x y, as in '1.0 down 100 200'"),
            ("1 down 1 two", "e.txt:1: 'two' is not a number"),
            ("1 down nan 2", "e.txt:1: 'nan' is not a number"),
            ("1\n", "e.txt:1: an event needs a time and a kind, as in '0.5 down 100 200'"),
            ("2 up 1 1\n1 down 1 1", "e.txt:2: times must not go backwards (1 comes after 2.0)"),
            ("1 drag 0 0 1 1 0", "e.txt:1: a drag's duration must be more than 0 and at most 600 seconds"),
            ("1 drag 0 0 1 1 1e9", "e.txt:1: a drag's duration must be more than 0 and at most 600 seconds"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try InputEventFile.parse(text, file: "e.txt"), text) { error in
                XCTAssertEqual((error as? SceneError)?.description, message)
            }
        }
    }

    func testAFileOfTooManyEventsStopsAtTheLineThatPassesTheLimit() throws {
        // Thirteen drags of 600 s are 13 × 36,002 = 468,026 events; the fourteenth passes 500,000
        // (3,000 of them asked for 2.7 GB).
        let drags = (0..<3000).map { "\($0 * 601) drag 10 10 90 90 600" }.joined(separator: "\n")
        XCTAssertThrowsError(try InputEventFile.parse(drags, file: "e.txt")) { error in
            XCTAssertEqual((error as? SceneError)?.description,
                           "e.txt:14: the file holds more than 500000 events here (a drag counts a move a frame, 60 a second)")
        }
        let thirteen = (0..<13).map { "\($0 * 601) drag 10 10 90 90 600" }.joined(separator: "\n")
        XCTAssertEqual(try InputEventFile.parse(thirteen, file: "e.txt").count, 13 * 36_002)
    }
}
