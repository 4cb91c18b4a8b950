import Foundation
import Geometry
import Preview
import Raster
import XCTest

/// `PreviewSession.renderFrames`: a run of frames, each next frame built while the one before
/// is painted, gives the same frames as rendering them one at a time.
final class FrameRunTests: XCTestCase {
    private static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    /// Scenes that change in every way a run of frames must keep up with: a backdrop blur (whose
    /// cache painting updates, so that frame is painted before the next is built), timers and
    /// callbacks that change the model between frames, particles, 3D and springs.
    private static let names = ["BlurAndVibrancy.lua", "FlightInfoBoard.lua", "SnowEmitter.lua", "Gallery3D.lua",
                                "LoginFormAnimations.lua", "Transitions.lua"]

    func testARunOfFramesOnTwoThreadsMatchesFramesRenderedOneAtATime() throws {
        let times = (0..<24).map { Double($0) * 0.125 }
        for name in Self.names {
            let path = Self.scenes.appendingPathComponent(name).path
            let alone = PreviewSession(scenePath: path, options: SessionOptions(renderThreads: 1))
            let run = PreviewSession(scenePath: path, options: SessionOptions(renderThreads: 2))
            XCTAssertNil(alone.reload(), name)
            XCTAssertNil(run.reload(), name)
            var expected = PixelBuffer(width: Int((alone.frameSize.width * 2).rounded()),
                                       height: Int((alone.frameSize.height * 2).rounded()))
            var compared = 0
            run.renderFrames(at: times, scale: 2) { k, frame, damage in
                alone.time = times[k]
                let expectedDamage = alone.render(into: &expected, scale: 2)
                XCTAssertEqual(damage, expectedDamage, "\(name) frame \(k)")
                XCTAssertTrue(frame == expected, "\(name) frame \(k) differs")
                compared += 1
            }
            XCTAssertEqual(compared, times.count, name)
        }
    }

    func testTheSceneIsAtTheNextFramesTimeWhileAFrameIsHandedOver() throws {
        let path = Self.scenes.appendingPathComponent("Welcome.lua").path
        let session = PreviewSession(scenePath: path, options: SessionOptions(renderThreads: 2))
        XCTAssertNil(session.reload())
        let times = [0.5, 0.25, 2]
        var seen: [Double] = []
        session.renderFrames(at: times, scale: 1) { _, _, _ in seen.append(session.time) }
        XCTAssertEqual(seen, [0.25, 2, 2], "frame k is handed over once frame k + 1 is composed; the last stays")
        var none = 0
        session.renderFrames(at: [], scale: 1) { _, _, _ in none += 1 }
        XCTAssertEqual(none, 0)
    }
}
