import Geometry
import Layers
import Raster
import SceneScript
import XCTest

/// `ReplicatorLayer`, `EmitterLayer` and `EmitterCell` (and their `CA` names) in scripts.
final class ReplicatorEmitterScriptTests: XCTestCase {
    func testReplicatorConstructorAndProperties() throws {
        let runtime = try SceneFixture().load("""
            local r = CAReplicatorLayer{ name = "r", frame = {0, 0, 100, 100}, instanceCount = 12,
                                         instanceTransform = CATransform3DMakeRotation(math.pi / 6, 0, 0, 1),
                                         instanceDelay = 0.1, instanceColor = "red", instanceAlphaOffset = -0.05 }
            r.instanceGreenOffset = 0.25
            r.preservesDepth = true
            r:addSublayer(Layer{ name = "dot", frame = {45, 0, 10, 10}, backgroundColor = "white" })
            view.layer:addSublayer(r)
            assert(r.instanceCount == 12 and r.instanceDelay == 0.1 and r.instanceGreenOffset == 0.25)
            local short = ReplicatorLayer{ name = "short", instanceCount = 3.7 }
            view.layer:addSublayer(short)
            """)
        let r = try XCTUnwrap(runtime.layer(named: "r") as? ReplicatorLayer)
        XCTAssertEqual(r.instanceCount, 12)
        XCTAssertEqual(r.instanceTransform, .rotation(.pi / 6, 0, 0, 1))
        XCTAssertEqual(r.instanceDelay, 0.1)
        XCTAssertEqual(r.instanceColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(r.instanceAlphaOffset, -0.05)
        XCTAssertEqual(r.instanceGreenOffset, 0.25)
        XCTAssertTrue(r.preservesDepth)
        XCTAssertEqual(r.sublayers.first?.name, "dot")
        XCTAssertEqual((runtime.layer(named: "short") as? ReplicatorLayer)?.instanceCount, 3, "counts drop fractions")
    }

    func testEmitterLayerWithNestedCells() throws {
        let fixture = SceneFixture()
        fixture.copyAssets()
        let runtime = try fixture.load("""
            local spark = CAEmitterCell{ name = "spark", birthRate = 40, lifetime = 0.5, velocity = 60,
                                         emissionRange = 2 * math.pi, color = Color(1, 0.8, 0.2, 1), alphaSpeed = -2 }
            local rocket = EmitterCell{ name = "rocket", birthRate = 2, lifetime = 1.5, lifetimeRange = 0.2,
                                        velocity = 120, emissionLongitude = -math.pi / 2, yAcceleration = 40,
                                        contents = Image("tile.png"), contentsRect = {0, 0, 0.5, 0.5},
                                        minificationFilter = "nearest", emitterCells = {spark} }
            rocket.scaleRange = 0.25
            rocket.redSpeed = -0.5
            local e = CAEmitterLayer{ name = "fireworks", frame = {0, 0, 200, 300}, emitterPosition = {100, 300},
                                      emitterSize = {50, 0}, emitterShape = "line", emitterMode = "outline",
                                      renderMode = "additive", birthRate = 2, seed = 7, emitterCells = {rocket} }
            view.layer:addSublayer(e)
            assert(#e.emitterCells == 1 and e.emitterCells[1] == rocket)
            assert(e.emitterCells[1].emitterCells[1].name == "spark")
            assert(tostring(rocket) == "EmitterCell 'rocket'")
            assert(rocket.velocity == 120 and rocket.minificationFilter == "nearest")
            local r = rocket.contentsRect
            r.size.width = 0.25  -- a copy, as in Swift: the cell keeps its rect
            rocket.contentsRect.size.width = 1  -- struct properties write through
            """)
        let e = try XCTUnwrap(runtime.layer(named: "fireworks") as? EmitterLayer)
        XCTAssertEqual(e.emitterPosition, Point(x: 100, y: 300))
        XCTAssertEqual(e.emitterSize, Size(width: 50, height: 0))
        XCTAssertEqual(e.emitterShape, .line)
        XCTAssertEqual(e.emitterMode, .outline)
        XCTAssertEqual(e.renderMode, .additive)
        XCTAssertEqual(e.birthRate, 2)
        XCTAssertEqual(e.seed, 7)
        let rocket = try XCTUnwrap(e.emitterCells.first)
        XCTAssertEqual(rocket.name, "rocket")
        XCTAssertEqual(rocket.birthRate, 2)
        XCTAssertEqual(rocket.lifetimeRange, 0.2)
        XCTAssertEqual(rocket.emissionLongitude, -.pi / 2)
        XCTAssertEqual(rocket.scaleRange, 0.25)
        XCTAssertEqual(rocket.redSpeed, -0.5)
        XCTAssertEqual(rocket.minificationFilter, .nearest)
        XCTAssertEqual(rocket.contentsRect, Rect(x: 0, y: 0, width: 1, height: 0.5))
        XCTAssertNotNil(rocket.contents)
        let spark = try XCTUnwrap(rocket.emitterCells.first)
        XCTAssertEqual(spark.color, Color(red: 1, green: 0.8, blue: 0.2))
        XCTAssertEqual(spark.alphaSpeed, -2)
        // The scene's emitter makes particles: rockets, and sparks from them.
        let particles = e.particles(at: 1)
        XCTAssertTrue(particles.contains { $0.cell === rocket })
        XCTAssertTrue(particles.contains { $0.cell === spark })
    }

    func testMistakesAreExplained() {
        let fixture = SceneFixture()
        XCTAssertEqual(fixture.error("local c = EmitterCell{ birthrate = 3 }")?.message,
                       "EmitterCell has no property 'birthrate'; did you mean 'birthRate'?")
        XCTAssertEqual(fixture.error("local e = EmitterLayer{ emitterShape = \"star\" }")?.message,
                       "'star' is not a valid emitterShape; use one of \"point\", \"line\", \"rectangle\", \"cuboid\", \"circle\", \"sphere\"")
        XCTAssertEqual(fixture.error("local e = EmitterLayer{ emitterCells = {1} }")?.message,
                       "'emitterCells' must be a list of EmitterCell (item 1 is number)")
        XCTAssertEqual(fixture.error("local c = EmitterCell{}; c.emitterCells = {c}")?.message,
                       "an emitter cell cannot emit itself, even through its own emitterCells")
        XCTAssertEqual(fixture.error("local c = EmitterCell{ velocity = \"fast\" }")?.message,
                       "'velocity' must be a number (got string)")
        XCTAssertEqual(fixture.error("local r = ReplicatorLayer{ instanceCount = {} }")?.message,
                       "'instanceCount' must be a number (got table)")
        XCTAssertEqual(fixture.error("local l = Layer{ emitterCells = {} }")?.message,
                       "Layer has no property 'emitterCells'")
    }
}
