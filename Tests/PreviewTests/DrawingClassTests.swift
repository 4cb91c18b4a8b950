import Foundation
import Geometry
import Preview
import Raster
import XCTest

/// Classes that draw: a layer class with a custom animatable property redrawn by
/// `draw(ctx)` as it animates, a view class's `draw(rect)`, and their errors.
final class DrawingClassTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinema-drawing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func session(_ source: String) throws -> PreviewSession {
        let path = folder.appendingPathComponent("Scenes/x.lua").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path)
        if let error = session.reload() { XCTFail("\(error)") }
        return session
    }

    private static let red = Pixel(r: 255, g: 0, b: 0, a: 255), white = Pixel(r: 255, g: 255, b: 255, a: 255)

    /// A bar that fills `progress` of its 100-point width: drawn again every frame while
    /// `progress` animates (its class says it needs display), never while it rests.
    private static let progressBar = """
        scene.size = {100, 10}
        scene.backgroundColor = "white"
        draws = 0
        local Bar = class("Bar", CALayer)
        Bar.properties = { progress = 0 }
        function Bar.needsDisplay(key)
          return key == "progress" or CALayer.needsDisplay(key)
        end
        function Bar:draw(ctx)
          draws = draws + 1
          ctx:setFillColor(UIColor.red.cgColor)
          ctx:fill(CGRect(0, 0, self.bounds.width * self.progress, self.bounds.height))
        end
        local bar = Bar{ name = "bar", frame = {0, 0, 100, 10} }
        view.layer:addSublayer(bar)
        bar:add(CABasicAnimation{ keyPath = "progress", fromValue = 0, toValue = 1, duration = 2 }, "fill")
        CATransaction.setDisableActions(true)
        bar.progress = 1
        delay(3, function() print("draws", draws) end)
        delay(3.5, function() print("draws", draws) end)

        """

    func testACustomPropertyAnimatesAndRedrawsTheLayerWithItsPresentationValue() throws {
        let session = try session(Self.progressBar)
        // Linear 0 → 1 over 2 s: 0.25 at 0.5 s fills x < 25; 0.75 at 1.5 s fills x < 75.
        session.time = 0.5
        var image = session.renderImage(scale: 1)
        XCTAssertEqual(image[10, 5], Self.red)
        XCTAssertEqual(image[24, 5], Self.red)
        XCTAssertEqual(image[26, 5], Self.white)
        session.time = 1.5
        image = session.renderImage(scale: 1)
        XCTAssertEqual(image[74, 5], Self.red)
        XCTAssertEqual(image[76, 5], Self.white)
        // After the animation the model value 1 fills the bar.
        session.time = 2.5
        XCTAssertEqual(session.renderImage(scale: 1)[99, 5], Self.red)
        XCTAssertTrue(session.probeJSON(layerNames: ["bar"]).contains("\"progress\": 1"))
    }

    func testARestingDrawnLayerIsNotDrawnAgain() throws {
        let session = try session(Self.progressBar)
        var buffer = PixelBuffer(width: 100, height: 10)
        for t in stride(from: 2.5, through: 3.6, by: 0.1) {
            session.time = t
            session.render(into: &buffer, scale: 1)
        }
        // Frames from 2.5 s to 3.6 s: the bar rests at 1, so the count printed at 3 s and
        // at 3.5 s is the same.
        let counts = session.log.filter { $0.hasPrefix("draws") }
        XCTAssertEqual(counts.count, 2)
        XCTAssertEqual(counts.first, counts.last)
    }

    func testAViewClassDrawsItsContentAndRedrawsOnSetNeedsDisplay() throws {
        let session = try session("""
            scene.size = {40, 20}
            scene.backgroundColor = "white"
            local Swatch = class("Swatch", UIView)
            function Swatch:init(frame)
              UIView.init(self, frame)
              self.color = UIColor.red
            end
            function Swatch:draw(rect)
              self.color:setFill()
              UIRectFill(CGRect(0, 0, rect.width / 2, rect.height))
            end
            local s = Swatch(CGRect(0, 0, 40, 20))
            view:addSubview(s)
            delay(1, function() s.color = UIColor.blue; s:setNeedsDisplay() end)
            """)
        var image = session.renderImage(scale: 1)
        // draw(rect) got the bounds (40 × 20) and filled the left half.
        XCTAssertEqual(image[5, 10], Self.red)
        XCTAssertEqual(image[30, 10], Self.white)
        session.time = 1.5
        image = session.renderImage(scale: 1)
        XCTAssertEqual(image[5, 10], Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    func testADrawThatFailsKeepsItsContentAndReportsItsLine() throws {
        let session = try session("""
            scene.size = {20, 20}
            scene.backgroundColor = "white"
            local Flaky = class("Flaky", CALayer)
            Flaky.properties = { broken = 0 }
            function Flaky.needsDisplay(key) return key == "broken" end
            function Flaky:draw(ctx)
              if self.broken > 0 then error("cannot draw") end
              ctx:setFillColor(UIColor.red.cgColor)
              ctx:fill(self.bounds)
            end
            local f = Flaky{ frame = {0, 0, 20, 20} }
            view.layer:addSublayer(f)
            f:setNeedsDisplay()
            delay(1, function() f.broken = 1 end)
            """)
        XCTAssertEqual(session.renderImage(scale: 1)[10, 10], Self.red)
        session.time = 1.5
        XCTAssertEqual(session.renderImage(scale: 1)[10, 10], Self.red)
        XCTAssertEqual(session.error?.line, 7)
        XCTAssertEqual(session.error?.message, "cannot draw")
    }

    func testAContextKeptAfterItsDrawingIsAnError() throws {
        let session = try session("""
            scene.size = {20, 20}
            local kept
            local Keeper = class("Keeper", CALayer)
            function Keeper:draw(ctx) kept = ctx end
            local k = Keeper{ frame = {0, 0, 20, 20} }
            view.layer:addSublayer(k)
            k:setNeedsDisplay()
            delay(1, function()
              kept:fill(CGRect(0, 0, 1, 1))
            end)
            """)
        _ = session.renderImage(scale: 1)
        session.time = 1.5
        XCTAssertEqual(session.error?.line, 9)
        XCTAssertEqual(session.error?.message, "CGContext.fill: a CGContext is only valid inside the drawing that received it")
    }

    func testPropertiesMustBeAnimatable() throws {
        let path = folder.appendingPathComponent("Scenes/x.lua").path
        try """
            local P = class("P", CALayer)
            P.properties = { title = "hello" }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let error = PreviewSession(scenePath: path).reload()
        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.message,
                       "P.properties: 'title' must be an animatable value (a number, point, size, rect, colour or transform) (got string)")
    }

    /// A view class as its layer's delegate: `draw(layer, ctx)` (two parameters) draws the
    /// layer with the context given, and `layoutSublayers(layer)` lays out its sublayers.
    func testAViewClassAsItsLayersDelegate() throws {
        let session = try session("""
            scene.size = {40, 20}
            scene.backgroundColor = "white"
            local Panel = class("Panel", UIView)
            function Panel:init(frame)
              UIView.init(self, frame)
              self.stripe = CALayer{ name = "stripe", backgroundColor = "blue" }
              self.layer:addSublayer(self.stripe)
            end
            function Panel:draw(layer, ctx)
              ctx:setFillColor(UIColor.red.cgColor)
              ctx:fill(CGRect(0, 0, layer.bounds.width / 2, layer.bounds.height))
            end
            function Panel:layoutSublayers(layer)
              self.stripe.frame = CGRect(layer.bounds.width - 5, 0, 5, layer.bounds.height)
            end
            view:addSubview(Panel(CGRect(0, 0, 40, 20)))
            """)
        let image = session.renderImage(scale: 1)
        XCTAssertEqual(image[5, 10], Self.red)
        XCTAssertEqual(image[30, 10], Self.white)
        XCTAssertEqual(image[37, 10], Pixel(r: 0, g: 0, b: 255, a: 255))
    }

    /// `UIScreen.main.scale` is the scale the session draws at (`render --scale 3`, say).
    func testTheScreenScaleIsTheSessionsDrawingScale() throws {
        let path = folder.appendingPathComponent("Scenes/x.lua").path
        try "print(UIScreen.main.scale, UIScreen.main.bounds.width)".write(toFile: path, atomically: true, encoding: .utf8)
        let session = PreviewSession(scenePath: path, options: SessionOptions(screenScale: 3))
        XCTAssertNil(session.reload())
        XCTAssertEqual(session.log, ["3\t375"])
    }

    /// `label:drawText(rect)` from another drawing: the label's text, centred as UILabel
    /// draws it, into the current context; outside the text's box nothing is drawn.
    func testALabelsDrawTextDrawsIntoTheCurrentContext() throws {
        let session = try session("""
            scene.size = {120, 40}
            scene.backgroundColor = "white"
            local label = UILabel{ text = "Hi", font = UIFont.boldSystemFont(20), textColor = "red", textAlignment = "center" }
            local Card = class("Card", UIView)
            function Card:draw(rect) label:drawText(rect) end
            view:addSubview(Card(CGRect(0, 0, 120, 40)))
            """)
        let image = session.renderImage(scale: 1)
        // Red ink only in the middle of the card: the centred text's box, never its corners
        // or far edges (a 20-point bold "Hi" is far narrower than 40 points and shorter than 30).
        var inkColumns: [Int] = [], inkRows: [Int] = []
        for y in 0..<40 {
            for x in 0..<120 where image[x, y].r > 200 && image[x, y].g < 100 {
                inkColumns.append(x)
                inkRows.append(y)
            }
        }
        XCTAssertFalse(inkColumns.isEmpty)
        XCTAssertGreaterThan(inkColumns.min() ?? 0, 40)
        XCTAssertLessThan(inkColumns.max() ?? 120, 80)
        XCTAssertGreaterThan(inkRows.min() ?? 0, 4)
        XCTAssertLessThan(inkRows.max() ?? 40, 36)
        // Centred: the ink's middle lies within 3 points of the card's middle across.
        let middle = Double(inkColumns.min()! + inkColumns.max()!) / 2
        XCTAssertEqual(middle, 60, accuracy: 3)
    }
}
