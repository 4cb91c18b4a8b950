import Foundation
import Geometry
import Preview
import SceneScript
import Views
import XCTest

/// The smallest scenes for what the scene fuzzer (`SceneFuzzTests`) found, each of which once
/// crashed Kinema, hung it or reported an error without its line. The seed that found each is
/// in its test's comment.
final class SceneFuzzRegressionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-fuzz-regression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Opens `source` at `size` points, scale 1, and draws and probes it at each of `times`;
    /// returns every error on the way, each checked to name the scene and a line.
    @discardableResult
    private func play(_ source: String, at times: [Double] = [0, 1], size: Size = Size(width: 64, height: 64),
                      input: [InputEvent] = [], file: StaticString = #filePath, line: UInt = #line) throws -> [SceneError] {
        let path = folder.appendingPathComponent("Scenes/x.lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path, options: SessionOptions(sizeOverride: size, input: input, screenScale: 1))
        var errors: [SceneError] = []
        if let error = session.reload() { errors.append(error) }
        for t in times {
            session.time = t
            _ = session.renderImage(scale: 1)
            _ = session.probeJSON(layerNames: [])
            if let error = session.error { errors.append(error) }
        }
        errors += session.check(until: times.max())
        for error in errors {
            XCTAssertEqual(error.file, path, "\(error)", file: file, line: line)
            XCTAssertNotNil(error.line, "\(error)", file: file, line: line)
        }
        return errors
    }

    /// Seed 22: a group (opacity over sublayers) moved a googol of points off screen drew its
    /// picture shifted by more pixels than an Int holds, and trapped.
    func testAGroupFarOffScreenDrawsNothing() throws {
        let errors = try play("""
            local group = Layer{ frame = {0, 1e300, 50, 50}, opacity = 0.5 }
            group:addSublayer(Layer{ frame = {0, 0, 10, 10}, backgroundColor = "red" })
            view.layer:addSublayer(group)
            """)
        XCTAssertEqual(errors, [])
    }

    /// Seeds 1733 and 1939: a layer with sublayers casting its shadow a googol of points away
    /// (or to infinity, past the largest finite offset) placed it by more pixels than an Int holds.
    func testAShadowCastPastTheScreenOrToInfinityIsNotDrawn() throws {
        for offset in ["{0, 1e300}", "{-1e300, 0}", "{CGFloat.greatestFiniteMagnitude, 0}"] {
            let errors = try play("""
                local card = Layer{ frame = {10, 10, 20, 20}, backgroundColor = "red", shadowOpacity = 1, shadowOffset = \(offset) }
                card:addSublayer(Layer{ frame = {0, 0, 5, 5}, backgroundColor = "blue" })
                view.layer:addSublayer(card)
                """)
            XCTAssertEqual(errors, [], offset)
        }
    }

    /// Seed 17: `UINavigationController()` without its table read the rootViewController
    /// from an argument that was not there, and Lua dereferenced nothing.
    func testANavigationControllerWithoutATableIsAnError() throws {
        let errors = try play("local nav = UINavigationController()\n")
        XCTAssertEqual(errors.first?.line, 1)
        XCTAssertTrue(errors.first?.message.contains("needs a rootViewController") == true, "\(errors)")
    }

    /// Seed 46: a class's `needsDisplay` that returned nil was reported, from the frame that
    /// asked it, without a line; it is now put on the line the function is defined on.
    func testAWrongAnswerFromAClassFunctionNamesTheLineItIsDefinedOn() throws {
        let errors = try play("""
            local Card = class("Card", CALayer)
            function Card.needsDisplay(key)
              return nil
            end
            view.layer:addSublayer(Card{ frame = {0, 0, 10, 10} })
            """)
        XCTAssertEqual(errors.first?.line, 2, "\(errors)")
        XCTAssertTrue(errors.first?.message.contains("must return true or false") == true, "\(errors)")
    }

    /// Seeds 30089, 34275, 37349 and 37990: a CGMutablePath given itself to add
    /// (`p:addPath(p)`) was read while it was being edited, a Swift access conflict that
    /// killed the process. Every path kind now reads its arguments first, so adding a path to
    /// itself doubles it (a `Path` value refused itself, a UIBezierPath appended nothing): an
    /// even number of copies of a square contains no point under the even-odd rule.
    func testAPathAddedToItselfIsDoubled() throws {
        let path = folder.appendingPathComponent("Scenes/x.lua").path
        try """
            local m = CGMutablePath()
            m:addRect({0, 0, 10, 10})
            m:addPath(m)
            local p = Path.rect({0, 0, 10, 10})
            p:append(p)
            local b = UIBezierPath{ rect = {0, 0, 10, 10} }
            b:append(b)
            print(m:contains({5, 5}, "evenOdd"), p:contains({5, 5}, "evenOdd"), b.cgPath:contains({5, 5}, "evenOdd"))
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path)
        XCTAssertNil(session.reload())
        XCTAssertEqual(session.log, ["false\tfalse\tfalse"])
    }

    /// Seed 16608: a transition whose delegate adds the next one when it stops, drawn at
    /// t = 1e300, ran 2,000,000 transitions (each snapshotting the layer) before the event
    /// limit stopped it: 20 s in a release build, a minute in a debug one, for each of the
    /// fuzzer's three sessions. One jump of the clock now runs events for at most a second.
    func testATransitionChainThatNeverEndsStopsAfterASecondOfCatchingUp() throws {
        let errors = try play("""
            local function again()
              local transition = CATransition()
              transition.duration = 0.01
              transition.delegate = { animationDidStop = function() again() end }
              view.layer:add(transition, "fade")
            end
            again()
            """, at: [0, 1e300])
        XCTAssertFalse(errors.isEmpty)
        for error in errors {
            XCTAssertEqual(error.line, 5, "the add that scheduled the stop: \(error)")
            XCTAssertTrue(error.message.hasPrefix("running the events up to t = 1e+300 took more than 1 s of real time"), error.message)
        }
    }
}
