import Geometry
import Layers
import SceneScript
import XCTest

/// `value(forKeyPath:)` and `setValue(_:forKeyPath:)` on layers, presentation layers, views
/// and class instances, positional and labelled.
final class KeyValueCodingTests: XCTestCase {
    private let fixture = SceneFixture()

    func testLayerKeyPathsReadAndWrite() throws {
        let runtime = try fixture.load("""
            local l = CALayer{ name = "l", frame = {0, 0, 100, 50} }
            view.layer:addSublayer(l)
            CATransaction.setDisableActions(true)
            l:setValue(math.pi / 2, "transform.rotation.z")
            l:setValue{ 2, forKeyPath = "transform.scale.xy" }
            l:setValue(0.25, "opacity")
            l:setValue{ 7, forKey = "cornerRadius" }
            print(math.abs(l:value("transform.rotation.z") - math.pi / 2) < 1e-12, l:value{forKeyPath = "position.x"},
                  l:value{forKey = "opacity"}, l:value("transform.scale.xy"), l:value("bounds.size.width"))
            """)
        // The frame {0, 0, 100, 50} puts the centre at (50, 25).
        XCTAssertEqual(runtime.log, ["true\t50\t0.25\t2\t100"])
        let l = try XCTUnwrap(runtime.layer(named: "l"))
        // Rotation by π/2 then scale 2 in x and y: m11 = 2cos(π/2) = 0, m12 = 2sin(π/2) = 2.
        XCTAssertEqual(l.transform.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(l.transform.m12, 2, accuracy: 1e-12)
        XCTAssertEqual(l.transform.m21, -2, accuracy: 1e-12)
        XCTAssertEqual(l.transform.m33, 1, accuracy: 1e-12)
        XCTAssertEqual(l.opacity, 0.25)
        XCTAssertEqual(l.cornerRadius, 7)
    }

    func testSettingAKeyPathOnAStandaloneLayerAnimatesImplicitly() throws {
        let runtime = try fixture.load("""
            local l = CALayer{ name = "l", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(l)
            delay(1, function() l:setValue(105, "position.x") end)
            """)
        runtime.run(to: 1.125)
        // The default 0.25 s implicit animation, half-way with the default curve's symmetric
        // midpoint: 5 + 100 × 0.5.
        XCTAssertEqual(try runtime.presented("l").position.x, 55, accuracy: 1e-6)
    }

    func testViewsPresentationLayersAndClassFields() throws {
        let runtime = try fixture.load("""
            local Card = class("Card", UIView)
            function Card:init(frame) UIView.init(self, frame); self.progress = 0.5 end
            local v = Card(CGRect(0, 0, 10, 20))
            v:setValue(5, "center.x")
            v:setValue(0.75, "progress")
            local l = CALayer{ position = {3, 4} }
            print(v:value("center.x"), v:value("frame.size.height"), v:value("progress"),
                  l:presentation():value("position.y"))
            """)
        XCTAssertEqual(runtime.log, ["5\t20\t0.75\t4"])
    }

    func testBadKeyPaths() {
        XCTAssertEqual(fixture.error("local l = CALayer()\nl:setValue(3, 'position.q')")?.message,
                       "Layer has no key path 'position.q'")
        XCTAssertEqual(fixture.error("local l = CALayer()\nprint(l:value('opacty'))")?.message,
                       "Layer has no property 'opacty'; did you mean 'opacity'?")
        XCTAssertEqual(fixture.error("local l = CALayer()\nl:presentation():setValue(1, 'opacity')")?.line, 2)
        XCTAssertEqual(fixture.error("local l = CALayer()\nl:value{forKeyPth = 'opacity'}")?.message,
                       "value has no argument 'forKeyPth'; did you mean 'forKeyPath'?")
    }
}
