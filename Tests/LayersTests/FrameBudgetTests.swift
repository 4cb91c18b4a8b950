import Geometry
@testable import Layers
import Raster
import XCTest

/// Nested replicators multiply their copies, and replicated emitters their particles: a frame
/// draws at most `ReplicatorLayer.maxDrawnInstances` copies and
/// `EmitterLayer.maxParticlesPerFrame` particles in all, and says which layers it held back.
final class FrameBudgetTests: XCTestCase {
    func testNestedReplicatorsShareTheFramesCopies() {
        // 200 rows, each a replicator of 100 one-pixel squares: 20,000 squares wanted. The rows
        // take 200 copies of the budget; the squares get the 9,800 left, which fill the first
        // 98 rows.
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        let rows = ReplicatorLayer()
        rows.frame = root.bounds
        rows.instanceCount = 200
        rows.instanceTransform = .translation(0, 1, 0)
        let row = ReplicatorLayer()
        row.frame = Rect(x: 0, y: 0, width: 100, height: 1)
        row.instanceCount = 100
        row.instanceTransform = .translation(1, 0, 0)
        let square = Layer()
        square.frame = Rect(x: 0, y: 0, width: 1, height: 1)
        square.backgroundColor = .black
        row.addSublayer(square)
        rows.addSublayer(row)
        root.addSublayer(rows)
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 200)
        compositor.render(root, background: .white, scale: 1, into: &buffer)
        let dark = buffer.pixels.filter { $0.r < 128 }.count
        XCTAssertEqual(dark, 9_800)
        XCTAssertEqual(buffer[99, 97].r, 0, "the 98th row is whole")
        XCTAssertEqual(buffer[0, 98].r, 255, "the 99th is not drawn")
        XCTAssertTrue(compositor.cappedReplicators.contains { $0 === row })
        XCTAssertFalse(compositor.cappedReplicators.contains { $0 === rows })
    }

    func testEmittersShareTheFramesParticles() {
        // Six emitters of about 9,000 live particles each: the first four fit in 40,000, the
        // fifth gets what is left, the sixth none.
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let emitters = (0..<6).map { _ -> EmitterLayer in
            let emitter = EmitterLayer()
            emitter.frame = root.bounds
            let cell = EmitterCell()
            cell.birthRate = 9_000
            cell.lifetime = 1
            cell.contents = EmitterLayerTests.dot(2)
            emitter.emitterCells = [cell]
            root.addSublayer(emitter)
            return emitter
        }
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 100, height: 100)
        compositor.render(root, background: .white, scale: 1, into: &buffer, time: 1)
        XCTAssertEqual(compositor.cappedEmitters.map(ObjectIdentifier.init), emitters[4...].map(ObjectIdentifier.init))
    }
}
