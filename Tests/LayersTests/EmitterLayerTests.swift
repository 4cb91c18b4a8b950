import Geometry
import GoldenTesting
@testable import Layers
import Raster
import XCTest

/// CAEmitterLayer/CAEmitterCell: particles as a pure function of (properties, cells, t).
final class EmitterLayerTests: XCTestCase {
    /// A soft white dot, `size` pixels across.
    static func dot(_ size: Int = 8) -> Image {
        var pixels = PixelBuffer(width: size, height: size)
        pixels.fill(Path.oval(in: Rect(x: 0, y: 0, width: Double(size), height: Double(size))), paint: .solid(.white))
        return Image(pixels: pixels, name: "dot")
    }

    private func emitter(_ cells: [EmitterCell], at position: Point = .zero) -> EmitterLayer {
        let e = EmitterLayer()
        e.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        e.emitterPosition = position
        e.emitterCells = cells
        return e
    }

    private func cell(rate: Double, lifetime: Double) -> EmitterCell {
        let c = EmitterCell()
        c.birthRate = rate
        c.lifetime = lifetime
        return c
    }

    private func render(_ root: Layer, at time: Double, compositor: Compositor = Compositor(), size: Int = 120,
                        background: Color = .black) -> PixelBuffer {
        var buffer = PixelBuffer(width: size, height: size)
        compositor.render(root, background: background, scale: 1, into: &buffer, time: time)
        return buffer
    }

    // MARK: Births

    func testBirthRateTenLifetimeOneKeepsTenAlive() {
        let e = emitter([cell(rate: 10, lifetime: 1)])
        // Births at i/10: at t = 5 those born in (4, 5] live, 4.1 … 5.0.
        let alive = e.particles(at: 5)
        XCTAssertEqual(alive.count, 10)
        let births = alive.map(\.birthTime).sorted()
        for (k, b) in births.enumerated() { XCTAssertEqual(b, 4.1 + 0.1 * Double(k), accuracy: 1e-9) }
        // At 0.35: born at 0, 0.1, 0.2, 0.3.
        XCTAssertEqual(e.particleCount(at: 0.35), 4)
        XCTAssertEqual(e.particleCount(at: -1), 0)
    }

    func testParticlesLiveInTheEmitterLayersOwnTime() {
        // Particles fly right at 40 points a second from (10, 60) and live 1 s. The emitter
        // begins at scene time 2 (beginTime, as scripts start an emitter added later), so at
        // 2.05 only the first particle is out, 2 points along: nothing lit right of x ≈ 10 + 2
        // + 4 (the dot's radius). Paused (speed 0) at local time 0.05, it stays like that.
        let moving = cell(rate: 10, lifetime: 1)
        moving.contents = Self.dot()
        moving.velocity = 40
        let e = emitter([moving], at: Point(x: 10, y: 60))
        e.timing.beginTime = 2
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        root.addSublayer(e)
        func rightmostLit(_ buffer: PixelBuffer) -> Int {
            (0..<120).last { x in (0..<120).contains { y in buffer[x, y].r > 40 } } ?? -1
        }
        XCTAssertLessThanOrEqual(rightmostLit(render(root, at: 2.05)), 17)
        XCTAssertEqual(rightmostLit(render(root, at: 1.5)), -1, "nothing before the emitter begins")
        // A second later the oldest particle is 40 points along.
        XCTAssertGreaterThan(rightmostLit(render(root, at: 3.05)), 45)
        e.timing.speed = 0
        e.timing.timeOffset = 0.05
        XCTAssertLessThanOrEqual(rightmostLit(render(root, at: 9)), 17)
    }

    func testLayerMultipliersScaleTheCellsRateAndLifetime() {
        let e = emitter([cell(rate: 10, lifetime: 1)])
        e.birthRate = 2  // 20 a second
        e.lifetime = 0.5  // for half a second
        XCTAssertEqual(e.particleCount(at: 5), 10)
        e.birthRate = 0
        XCTAssertEqual(e.particleCount(at: 5), 0)
    }

    func testBeginTimeAndDurationBoundTheBirths() {
        let c = cell(rate: 4, lifetime: 10)
        c.beginTime = 1
        c.duration = 0.6  // births at 1, 1.25, 1.5
        let e = emitter([c])
        XCTAssertEqual(e.particleCount(at: 0.9), 0)
        XCTAssertEqual(e.particleCount(at: 1.3), 2)
        XCTAssertEqual(e.particleCount(at: 5), 3)
    }

    func testDisabledCellsEmitNothing() {
        let c = cell(rate: 10, lifetime: 1)
        c.isEnabled = false
        XCTAssertEqual(emitter([c]).particleCount(at: 2), 0)
    }

    // MARK: Motion

    func testPositionUnderConstantAcceleration() {
        let c = cell(rate: 1, lifetime: 10)
        c.velocity = 30
        c.emissionLongitude = .pi / 2  // +y: down on screen
        c.xAcceleration = 2
        c.yAcceleration = 4
        let e = emitter([c], at: Point(x: 10, y: 20))
        let byBirth = e.particles(at: 2).sorted { $0.birthTime < $1.birthTime }
        XCTAssertEqual(byBirth.count, 3)
        // Born at 0, age 2: (10 + ½·2·4, 20 + 30·2 + ½·4·4) = (14, 88).
        XCTAssertEqual(byBirth[0].position.x, 14, accuracy: 1e-9)
        XCTAssertEqual(byBirth[0].position.y, 88, accuracy: 1e-9)
        // Born at 1, age 1: (10 + 1, 20 + 30 + 2) = (11, 52).
        XCTAssertEqual(byBirth[1].position.x, 11, accuracy: 1e-9)
        XCTAssertEqual(byBirth[1].position.y, 52, accuracy: 1e-9)
        // Born at 2, age 0: still at the emitter.
        XCTAssertEqual(byBirth[2].position.y, 20, accuracy: 1e-9)
    }

    func testScaleSpinAndColourChangeWithAge() {
        let c = cell(rate: 1, lifetime: 10)
        c.scale = 0.5
        c.scaleSpeed = 0.1
        c.spin = 2
        c.color = Color(red: 0.2, green: 0.5, blue: 1, alpha: 1)
        c.redSpeed = 0.3
        c.alphaSpeed = -0.2
        let e = emitter([c])
        e.scale = 2
        e.spin = 0.5
        let p = e.particles(at: 3).min { $0.birthTime < $1.birthTime }!
        XCTAssertEqual(p.age, 3, accuracy: 1e-12)
        XCTAssertEqual(p.scale, 2 * (0.5 + 0.1 * 3), accuracy: 1e-12)
        XCTAssertEqual(p.rotation, 0.5 * 2 * 3, accuracy: 1e-12)
        XCTAssertEqual(p.color.red, 1, accuracy: 1e-12, "0.2 + 0.9 clamps to 1")
        XCTAssertEqual(p.color.green, 0.5, accuracy: 1e-12)
        XCTAssertEqual(p.color.alpha, 0.4, accuracy: 1e-12)
    }

    func testRangesSpreadValuesWithinHalfTheRangeEachSide() {
        let c = cell(rate: 50, lifetime: 100)
        c.velocity = 10
        c.velocityRange = 4
        c.scaleRange = 0.5
        let e = emitter([c])
        let particles = e.particles(at: 10)
        XCTAssertEqual(particles.count, 501)
        let scales = particles.map(\.scale)
        XCTAssertGreaterThanOrEqual(scales.min()!, 0.75)
        XCTAssertLessThan(scales.max()!, 1.25)
        XCTAssertGreaterThan(scales.max()! - scales.min()!, 0.4, "spread across the range")
        // Moving along +x for their age: speed = distance / age within 10 ± 2.
        for p in particles where p.age > 0.5 {
            XCTAssertGreaterThanOrEqual(p.position.x / p.age, 8 - 1e-9)
            XCTAssertLessThanOrEqual(p.position.x / p.age, 12 + 1e-9)
        }
    }

    func testShapesAndModes() {
        let c = cell(rate: 100, lifetime: 1)
        let e = emitter([c], at: Point(x: 60, y: 50))
        e.emitterSize = Size(width: 40, height: 20)
        e.emitterShape = .rectangle
        e.emitterMode = .surface
        for p in e.particles(at: 2) {
            XCTAssertTrue((40...80).contains(p.position.x) && (40...60).contains(p.position.y), "\(p.position)")
        }
        e.emitterMode = .outline
        for p in e.particles(at: 2) {
            let onEdge = abs(p.position.x - 40) < 1e-9 || abs(p.position.x - 80) < 1e-9
                || abs(p.position.y - 40) < 1e-9 || abs(p.position.y - 60) < 1e-9
            XCTAssertTrue(onEdge, "\(p.position)")
        }
        e.emitterShape = .circle  // diameter: the width
        for p in e.particles(at: 2) {
            XCTAssertEqual(p.position.distance(to: Point(x: 60, y: 50)), 20, accuracy: 1e-9)
        }
        e.emitterShape = .line
        e.emitterMode = .volume
        let xs = e.particles(at: 2).map(\.position.x)
        XCTAssertTrue(e.particles(at: 2).allSatisfy { $0.position.y == 50 })
        XCTAssertGreaterThanOrEqual(xs.min()!, 40)
        XCTAssertLessThanOrEqual(xs.max()!, 80)
    }

    func testEmissionRangeIsAConeAroundTheLongitude() {
        let c = cell(rate: 200, lifetime: 1)
        c.velocity = 100
        c.emissionLongitude = -.pi / 2  // up
        c.emissionRange = .pi / 2  // 45° either side
        for p in emitter([c]).particles(at: 3) where p.age > 0.1 {
            let angle = atan2(p.position.y, p.position.x)
            XCTAssertLessThanOrEqual(abs(angle + .pi / 2), .pi / 4 + 1e-9)
        }
    }

    func testRenderModesOrderTheParticles() {
        let c = cell(rate: 10, lifetime: 2)
        let e = emitter([c])
        e.emitterShape = .cuboid
        e.emitterSize = Size(width: 10, height: 10)
        e.emitterDepth = 50
        e.renderMode = .oldestFirst
        XCTAssertEqual(e.particles(at: 1).map(\.birthTime), (0...10).map { Double($0) / 10 })
        e.renderMode = .oldestLast
        XCTAssertEqual(e.particles(at: 1).map(\.birthTime), (0...10).reversed().map { Double($0) / 10 })
        e.renderMode = .backToFront
        let depths = e.particles(at: 1).map(\.z)
        XCTAssertEqual(depths, depths.sorted())
        XCTAssertTrue(depths.allSatisfy { abs($0) <= 25 })
        XCTAssertGreaterThan(depths.last! - depths.first!, 10, "the depth spreads births in z")
    }

    // MARK: Nested cells

    func testNestedCellsAreBornFromLivingParticles() {
        let spark = cell(rate: 2, lifetime: 0.5)
        let rocket = cell(rate: 1, lifetime: 2)
        rocket.velocity = 10
        rocket.emitterCells = [spark]
        let e = emitter([rocket])
        // Rockets born at 0, 1, 2 …; at 2.2 those born at 1 and 2 live, at (12, 0) and (2, 0).
        // Sparks leave each living rocket at its birth + j/2; at 2.2 only those born at 2.0
        // live (a spark born at 1.5 died at 2.0): one from rocket 1 where it was then, (10, 0),
        // and one from rocket 2, at (0, 0). Rocket 0 died at 2.0, before its fifth spark.
        let alive = e.particles(at: 2.2)
        let rockets = alive.filter { $0.cell === rocket }.map(\.position.x).sorted()
        let sparks = alive.filter { $0.cell === spark }.map(\.position.x).sorted()
        XCTAssertEqual(rockets.count, 2)
        XCTAssertEqual(rockets[0], 2, accuracy: 1e-9)
        XCTAssertEqual(rockets[1], 12, accuracy: 1e-9)
        XCTAssertEqual(sparks.count, 2)
        XCTAssertEqual(sparks[0], 0, accuracy: 1e-9)
        XCTAssertEqual(sparks[1], 10, accuracy: 1e-9)
    }

    func testACellThatContainsItselfStops() {
        let c = cell(rate: 5, lifetime: 1)
        c.emitterCells = [c]
        XCTAssertEqual(emitter([c]).particleCount(at: 3), 5)
    }

    // MARK: Determinism

    func testRenderingATimeDirectlyEqualsSteppingThereFrameByFrame() {
        let root = snowScene()
        let direct = render(root, at: 3)
        let stepping = Compositor()
        var stepped = PixelBuffer(width: 120, height: 120)
        for frame in 0...90 {
            stepping.render(root, background: .black, scale: 1, into: &stepped, time: Double(frame) / 30)
        }
        XCTAssertTrue(direct == stepped, "stepping to 3 draws what drawing 3 at once does")
        // Scrubbing back: t = 1 drawn over the frame at 3 is t = 1 drawn first.
        stepping.render(root, background: .black, scale: 1, into: &stepped, time: 1)
        XCTAssertTrue(render(root, at: 1) == stepped)
        XCTAssertFalse(stepped == direct)
    }

    func testTheSeedChoosesAnotherRepeatableShow() {
        let c = cell(rate: 20, lifetime: 2)
        c.velocity = 50
        c.emissionRange = 2 * .pi
        let e = emitter([c])
        let first = e.particles(at: 1.5).map(\.position)
        XCTAssertEqual(first, e.particles(at: 1.5).map(\.position))
        e.seed = 7
        XCTAssertNotEqual(first, e.particles(at: 1.5).map(\.position))
    }

    // MARK: The cap

    func testAHugeBirthRateIsThinnedEvenlyToTheCapAndFlagged() {
        let c = cell(rate: 1e9, lifetime: 1)
        c.velocity = 10
        c.contents = Self.dot(2)
        let e = emitter([c])
        let started = Date()
        let alive = e.particles(at: 3)
        XCTAssertLessThanOrEqual(alive.count, EmitterLayer.maxParticles)
        XCTAssertGreaterThan(alive.count, EmitterLayer.maxParticles / 2)
        XCTAssertTrue(e.isParticleCapped(at: 3))
        // Evenly: every tenth of the lifetime holds about a tenth of the particles.
        let ages = alive.map(\.age)
        for slice in 0..<10 {
            let n = ages.filter { $0 >= Double(slice) / 10 && $0 < Double(slice + 1) / 10 }.count
            XCTAssertEqual(Double(n), Double(alive.count) / 10, accuracy: Double(alive.count) / 50)
        }
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        root.addSublayer(e)
        _ = render(root, at: 3)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertFalse(emitter([cell(rate: 10, lifetime: 1)]).isParticleCapped(at: 3))
    }

    func testThinningKeepsTheFewRocketsAndThinsTheirSparks() {
        let spark = cell(rate: 1e8, lifetime: 1)
        let rocket = cell(rate: 1, lifetime: 2)
        rocket.emitterCells = [spark]
        let e = emitter([rocket])
        let alive = e.particles(at: 5)
        XCTAssertEqual(alive.filter { $0.cell === rocket }.count, 2)
        XCTAssertGreaterThan(alive.filter { $0.cell === spark }.count, 1000)
        XCTAssertLessThanOrEqual(alive.count, EmitterLayer.maxParticles)
        XCTAssertTrue(e.isParticleCapped(at: 5))
    }

    func testNonFiniteValuesNeitherCrashNorHang() {
        let c = cell(rate: .infinity, lifetime: .nan)
        c.velocity = .infinity
        c.scale = .nan
        c.emissionLongitude = .infinity
        let e = emitter([c])
        e.emitterPosition = Point(x: .nan, y: .infinity)
        XCTAssertEqual(e.particleCount(at: 1), 0, "no lifetime: nothing lives")
        c.lifetime = 1
        let alive = e.particles(at: 1)
        XCTAssertLessThanOrEqual(alive.count, EmitterLayer.maxParticles)
        XCTAssertTrue(alive.allSatisfy { $0.position.isFinite && $0.scale.isFinite })
        XCTAssertEqual(e.particleCount(at: .nan), 0)
        XCTAssertEqual(e.particleCount(at: .infinity), 0)
        c.contents = Self.dot()
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        root.addSublayer(e)
        _ = render(root, at: 1, size: 60)
    }

    // MARK: Drawing

    func testParticlesDrawTheirImageMultipliedByTheirColourAboveTheBackground() {
        let c = cell(rate: 1, lifetime: 10)
        var red = PixelBuffer(width: 10, height: 10, fill: Pixel(r: 255, g: 255, b: 255, a: 255))
        red[0, 0] = .clear
        c.contents = Image(pixels: red)
        c.color = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        c.scale = 2  // 20 points across
        let e = emitter([c], at: Point(x: 60, y: 60))
        e.backgroundColor = Color(red: 0, green: 0, blue: 1)
        e.borderWidth = 30
        e.borderColor = .white
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        root.addSublayer(e)
        let image = render(root, at: 0.5)
        XCTAssertEqual(image[60, 60], Pixel(r: 255, g: 128, b: 0, a: 255))
        XCTAssertEqual(image[60, 45], Pixel(r: 0, g: 0, b: 255, a: 255), "background outside the 20-point particle")
        XCTAssertEqual(image[5, 5], Pixel(r: 255, g: 255, b: 255, a: 255), "the border")
        // Particles draw above the border too: one sitting on it shows.
        e.emitterPosition = Point(x: 10, y: 60)
        XCTAssertEqual(render(root, at: 0.5)[10, 60], Pixel(r: 255, g: 128, b: 0, a: 255))
    }

    func testLiveParticlesRepaintTheirAreaEveryFrameAndOnlyThen() {
        let root = snowScene()
        let compositor = Compositor()
        var buffer = PixelBuffer(width: 120, height: 120)
        compositor.render(root, background: .black, scale: 1, into: &buffer, time: 1)
        XCTAssertFalse(compositor.render(root, background: .black, scale: 1, into: &buffer, time: 1.05).isEmpty)
        XCTAssertTrue(compositor.render(root, background: .black, scale: 1, into: &buffer, time: 1.05).isEmpty)
    }

    func testAdditiveParticlesAddWhereTheyOverlap() {
        let c = cell(rate: 2, lifetime: 10)  // all born at the same place, not moving
        c.contents = Image(pixels: PixelBuffer(width: 10, height: 10, fill: Pixel(r: 100, g: 40, b: 0, a: 100)))
        let e = emitter([c], at: Point(x: 30, y: 30))
        e.renderMode = .additive
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 60, height: 60)
        root.addSublayer(e)
        // At 1.2, three particles overlap: 3 × (100, 40, 0, 100) = (255 clamped, 120, 0, 255 clamped).
        XCTAssertEqual(render(root, at: 1.2, size: 60)[30, 30], Pixel(r: 255, g: 120, b: 0, a: 255))
        e.renderMode = .unordered
        // Source-over of three: alpha 1 − 0.608³ ≈ 0.775 over black.
        let p = render(root, at: 1.2, size: 60)[30, 30]
        XCTAssertEqual(Int(p.r), 197, accuracy: 2)
    }

    func testSnowGolden() {
        assertGolden(render(snowScene(), at: 4, background: Color(red: 0.05, green: 0.1, blue: 0.25)),
                     named: "emitter-snow", tolerance: 2)
    }

    /// Snow falling from a line along the top, drifting and fading.
    private func snowScene() -> Layer {
        let flake = EmitterCell()
        flake.contents = Self.dot(8)
        flake.birthRate = 12
        flake.lifetime = 6
        flake.velocity = 20
        flake.velocityRange = 10
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = .pi / 4
        flake.yAcceleration = 3
        flake.scale = 0.8
        flake.scaleRange = 0.6
        flake.alphaRange = 0.4
        flake.alphaSpeed = -0.1
        flake.color = Color(red: 0.9, green: 0.95, blue: 1)
        let e = emitter([flake], at: Point(x: 60, y: 0))
        e.emitterShape = .line
        e.emitterSize = Size(width: 120, height: 0)
        e.seed = 42
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 120, height: 120)
        root.addSublayer(e)
        return root
    }
}
