import Foundation
import Geometry
import Preview
import SceneScript
import Views
import XCTest

/// Pointer input in the session: recorded at the playhead, replayed when scrubbing back and
/// reloading, and replaced when new input is recorded after scrubbing back.
final class PreviewInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A dot that jumps to each tap and then slides 100 points right over 1 s.
    private func session(input: [InputEvent] = []) throws -> PreviewSession {
        let path = folder.appendingPathComponent("tap.lua").path
        try """
            scene.size = {400, 400}
            local dot = View{ name = "dot", frame = {0, 0, 10, 10} }
            view:addSubview(dot)
            view:addGestureRecognizer(UITapGestureRecognizer(function(g)
              local p = g:location(view)
              dot.center = p
              dot.layer:add(CABasicAnimation{ keyPath = "position.x", fromValue = p.x, toValue = p.x + 100, duration = 1 }, "slide")
            end))
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path, options: SessionOptions(input: input))
        XCTAssertNil(session.reload())
        return session
    }

    private func dotX(_ session: PreviewSession, at t: Double) throws -> Double {
        session.time = t
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(session.probeJSON(layerNames: ["dot"]).utf8)) as? [String: Any])
        let layer = try XCTUnwrap((json["layers"] as? [[String: Any]])?.first)
        return try XCTUnwrap(layer["position"] as? [Double])[0]
    }

    private func tap(_ session: PreviewSession, at p: Point) {
        session.pointer(.down, at: p)
        session.pointer(.up, at: p)
    }

    func testInputIsRecordedAtThePlayheadAndReplayedWhenScrubbingBack() throws {
        let session = try session()
        session.time = 1
        tap(session, at: Point(x: 50, y: 50))
        // Tapped at 1.0: at 1.5 the dot is half way from 50 to 150.
        XCTAssertEqual(try dotX(session, at: 1.5), 100, accuracy: 1e-9)
        XCTAssertEqual(try dotX(session, at: 0.5), 5, accuracy: 1e-9)     // before the tap
        XCTAssertEqual(try dotX(session, at: 1.25), 75, accuracy: 1e-9)   // replayed
        XCTAssertEqual(session.input.map(\.kind), [.down, .up])
    }

    func testNewInputAfterScrubbingBackReplacesTheRecordedFuture() throws {
        let session = try session()
        session.time = 2
        tap(session, at: Point(x: 200, y: 50))
        session.time = 1
        tap(session, at: Point(x: 20, y: 50))
        XCTAssertEqual(session.input.map(\.time), [1, 1])
        XCTAssertEqual(try dotX(session, at: 2.5), 20, accuracy: 1e-9)   // the tap at 2 is gone
    }

    func testAReloadReplaysTheInput() throws {
        let session = try session()
        session.time = 1
        tap(session, at: Point(x: 50, y: 50))
        session.time = 1.5
        XCTAssertNil(session.reload())
        XCTAssertEqual(try dotX(session, at: 1.5), 100, accuracy: 1e-9)
    }

    func testAnEventsFileDrivesTheSceneAsTimePasses() throws {
        let events = try InputEventFile.parse("2.0 tap 30 30", file: "e.txt")
        let session = try session(input: events)
        XCTAssertEqual(try dotX(session, at: 1), 5, accuracy: 1e-9)
        // The tap lands at its release, 2.05: at 2.55 the dot is half way from 30 to 130.
        XCTAssertEqual(try dotX(session, at: 2.55), 80, accuracy: 1e-9)
    }

    func testMovesAndReleasesWithoutAPressAreNotInput() throws {
        let session = try session()
        session.pointer(.move, at: Point(x: 10, y: 10))
        session.pointer(.up, at: Point(x: 10, y: 10))
        XCTAssertTrue(session.input.isEmpty)
    }
}
