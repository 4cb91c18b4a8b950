import Foundation
import Geometry
import Layers
@testable import Preview
import Raster
import XCTest

/// The inspector: the tree it lists, what a click picks, the properties it shows, and that
/// a selection survives the replays scrubbing runs.
final class InspectorTests: XCTestCase {
    private var scenes: ScratchScenes!

    override func setUpWithError() throws { scenes = try ScratchScenes() }
    override func tearDown() { scenes.remove() }

    private func session(_ source: String) throws -> PreviewSession { try scenes.session(source) }

    /// Lines 3 to 9 make a view, a layer in it, a mask and a shape layer; line 10 fades the box.
    private static let scene = """
        scene.size = {400, 300}
        scene.backgroundColor = "#000000"
        local card = UIView{ name = "card", frame = {50, 50, 200, 100} }
        view:addSubview(card)
        local box = CALayer{ name = "box", frame = {10, 10, 40, 40}, backgroundColor = "#FF0000" }
        card.layer:addSublayer(box)
        box.mask = CALayer{ frame = {0, 0, 20, 20}, backgroundColor = "#FFFFFF" }
        local dot = CAShapeLayer{ name = "dot", frame = {100, 20, 30, 30} }
        card.layer:addSublayer(dot)
        box:add(CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 2 }, "fade")
        """

    func testTheTreeListsTypesNamesAndTheLinesThatMadeThem() throws {
        let session = try session(Self.scene)
        let tree = InspectorTree(root: try XCTUnwrap(session.root?.layer))
        XCTAssertEqual(tree.rows.map(\.title), ["UIView 'root'", "UIView 'card'", "CALayer 'box'", "mask CALayer", "CAShapeLayer 'dot'"])
        XCTAssertEqual(tree.rows.map(\.depth), [0, 1, 2, 3, 2])
        XCTAssertEqual(tree.rows.map(\.origin), [nil, "t.lua:3", "t.lua:5", "t.lua:7", "t.lua:8"])
        XCTAssertEqual(tree.rows.map(\.path.steps), [[], [0], [0, 0], [0, 0, LayerPath.mask], [0, 1]])
    }

    func testAClickPicksTheTopmostLayerAndTheSelectionOutlivesAReplay() throws {
        let session = try session(Self.scene)
        session.time = 1
        // The box is at (60, 60)–(100, 100) in the scene; the card around it.
        XCTAssertEqual(session.selectLayer(at: Point(x: 70, y: 70))?.steps, [0, 0])
        XCTAssertEqual(session.selectLayer(at: Point(x: 240, y: 140))?.steps, [0], "the card, outside the box and the dot")
        XCTAssertEqual(session.selectLayer(at: Point(x: 10, y: 10))?.steps, [], "the root view")
        XCTAssertEqual(session.selectLayer(at: Point(x: 70, y: 70))?.steps, [0, 0])
        // Scrubbing back runs the scene again: new layers, the same place.
        session.time = 0.5
        XCTAssertEqual(session.selectedLayerOrigin, Self.origin(line: 5, in: session))
        XCTAssertTrue(session.selectLayer(named: "dot"))
        XCTAssertEqual(session.selectedLayer?.steps, [0, 1])
        XCTAssertFalse(session.selectLayer(named: "nothing"))
    }

    private static func origin(line: Int, in session: PreviewSession) -> String { session.scenePath + ":\(line)" }

    func testAClickOnAHiddenOrClippedLayerPicksWhatIsUnder() throws {
        let session = try session("""
            scene.size = {200, 200}
            local clip = CALayer{ name = "clip", frame = {0, 0, 100, 100}, masksToBounds = true }
            view.layer:addSublayer(clip)
            clip:addSublayer(CALayer{ name = "outside", frame = {90, 90, 60, 60} })
            view.layer:addSublayer(CALayer{ name = "hidden", frame = {0, 0, 200, 200}, isHidden = true })
            """)
        XCTAssertEqual(session.selectLayer(at: Point(x: 95, y: 95))?.steps, [0, 0], "inside the clip the sublayer is hit")
        XCTAssertEqual(session.selectLayer(at: Point(x: 120, y: 120))?.steps, [], "what the clip cuts off is not")
    }

    func testThePropertiesShowModelAndPresentationSideBySide() throws {
        let session = try session(Self.scene)
        session.time = 0.5
        XCTAssertTrue(session.selectLayer(named: "box"))
        let root = try XCTUnwrap(session.root?.layer)
        let model = try XCTUnwrap(session.selectedLayer?.layer(under: root))
        let shown = try XCTUnwrap(session.selectedLayer?.layer(under: root.presentationTree(at: 0.5)))
        let rows = InspectorProperties(model: model, presentation: shown).rows
        let opacity = try XCTUnwrap(rows.first { $0.key == "opacity" })
        // Linear from 1 to 0 over 2 s: 0.75 at 0.5 s.
        XCTAssertEqual(opacity.model, "1")
        XCTAssertEqual(opacity.presentation, "0.75")
        XCTAssertTrue(opacity.isAnimated)
        let position = try XCTUnwrap(rows.first { $0.key == "position" })
        XCTAssertEqual(position.model, "(30, 30)")
        XCTAssertFalse(position.isAnimated)
        XCTAssertEqual(rows.first { $0.key == "backgroundColor" }?.model, "#FF0000")
    }

    func testValuesReadShortAndFixed() {
        XCTAssertEqual(InspectorValueText.number(0.125), "0.13")
        XCTAssertEqual(InspectorValueText.number(12), "12")
        XCTAssertEqual(InspectorValueText.number(-1.25), "-1.25")
        XCTAssertEqual(InspectorValueText.number(-0.5), "-0.5")
        XCTAssertEqual(InspectorValueText.number(3.14159), "3.14")
        XCTAssertEqual(InspectorValueText.number(0.05), "0.05")
        XCTAssertEqual(InspectorValueText.number(-0.001), "0")
        XCTAssertEqual(InspectorValueText.number(.infinity), "inf")
        XCTAssertEqual(InspectorValueText.color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)), "#FF8000 α0.5")
        XCTAssertEqual(InspectorValueText.transform(.identity), "identity")
        XCTAssertEqual(InspectorValueText.transform(.translation(10, 20, 0)), "t(10, 20)")
        XCTAssertEqual(InspectorValueText.transform(.rotation(Double.pi / 6, 0, 0, 1)), "rz 30°")
        XCTAssertEqual(InspectorValueText.transform(.scale(2, 0.5, 1)), "s(2, 0.5)")
    }

    func testTheColumnWidensTheFrameAndHiddenChangesNoPixel() throws {
        let session = try session(Self.scene)
        session.time = 1
        let plain = session.renderImage(scale: 1)
        XCTAssertEqual(plain.width, 400)
        session.showsInspector = true
        XCTAssertTrue(session.selectLayer(named: "box"))
        let shown = session.renderImage(scale: 1)
        XCTAssertEqual(shown.width, 400 + Int(InspectorPanel.width))
        XCTAssertEqual(shown.height, 300)
        // The outline: the box's left edge at x 60, 1.5 points wide, blue over the red box's
        // half-faded edge; the column's background beside the scene.
        XCTAssertGreaterThan(Int(shown[60, 80].b), 150, "the selection outline")
        XCTAssertEqual(shown[450, 290], Pixel(r: 23, g: 26, b: 33, a: 255), "the column's background (0.09, 0.1, 0.13)")
        XCTAssertEqual(shown[200, 250], plain[200, 250], "the scene away from the outline is as it was")
        session.showsInspector = false
        XCTAssertEqual(session.renderImage(scale: 1), plain, "hidden, the inspector changes no pixel")
    }

    func testTheCurveGraphsDrawOverTheTopAndHiddenChangeNoPixel() throws {
        let session = try session(Self.scene)
        session.time = 1
        let plain = session.renderImage(scale: 1)
        session.showsCurves = true
        let shown = session.renderImage(scale: 1)
        XCTAssertEqual(shown.width, plain.width, "the graphs lie over the scene")
        // 300 · 0.36 = 108 points high, over the top.
        XCTAssertNotEqual(shown[380, 50], plain[380, 50])
        XCTAssertEqual(shown[380, 200], plain[380, 200], "below the graphs the scene is as it was")
        XCTAssertEqual(session.shownAnimation?.key, "fade", "with nothing selected, the scene's latest animation")
        session.showsCurves = false
        XCTAssertEqual(session.renderImage(scale: 1), plain, "hidden, the graphs change no pixel")
    }
}
