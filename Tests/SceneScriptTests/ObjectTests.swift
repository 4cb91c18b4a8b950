import Geometry
import Layers
import Raster
import SceneScript
import Views
import XCTest

/// Constructors, the tree methods, and Lua identity of layers and views.
final class ObjectTests: XCTestCase {
    func testLayerConstructorsSetProperties() throws {
        let runtime = try SceneFixture().load("""
            view.layer:addSublayer(Layer{ name = "card", frame = {0, 0, 80, 80}, backgroundColor = "#f80", cornerRadius = 8 })
            view.layer:addSublayer(CAShapeLayer{ name = "shape", path = Path.rect{0, 0, 4, 4}, fillRule = "evenOdd",
                                                 lineDashPattern = {2, 1}, strokeEnd = 0.5 })
            view.layer:addSublayer(GradientLayer{ name = "g", colors = {"red", Color(0, 0, 1)}, locations = {0, 1}, type = "radial" })
            view.layer:addSublayer(TextLayer{ name = "t", string = "Hi", font = Font("DejaVu Sans", 17, "bold"), fontSize = 17 })
            view.layer:addSublayer(CATransformLayer{ name = "tl" })
            view.layer:addSublayer(Layer{ name = "corners", maskedCorners = {"layerMinXMinYCorner", "layerMaxXMaxYCorner"} })
            """)
        let card = try XCTUnwrap(runtime.layer(named: "card"))
        XCTAssertEqual(card.frame, Rect(x: 0, y: 0, width: 80, height: 80))
        XCTAssertEqual(card.position, Point(x: 40, y: 40))
        XCTAssertEqual(card.backgroundColor, Color(red: 1, green: 136 / 255, blue: 0))
        XCTAssertEqual(card.cornerRadius, 8)
        let shape = try XCTUnwrap(runtime.layer(named: "shape") as? ShapeLayer)
        XCTAssertEqual(shape.fillRule, .evenOdd)
        XCTAssertEqual(shape.lineDashPattern, [2, 1])
        XCTAssertEqual(shape.strokeEnd, 0.5)
        XCTAssertEqual(shape.path, Path.rect(Rect(x: 0, y: 0, width: 4, height: 4)))
        let gradient = try XCTUnwrap(runtime.layer(named: "g") as? GradientLayer)
        XCTAssertEqual(gradient.colors, [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        XCTAssertEqual(gradient.type, .radial)
        let text = try XCTUnwrap(runtime.layer(named: "t") as? TextLayer)
        XCTAssertEqual(text.string, "Hi")
        XCTAssertEqual(text.font, Font(family: "DejaVu Sans", size: 17, style: "bold"))
        XCTAssertTrue(runtime.layer(named: "tl") is TransformLayer)
        XCTAssertEqual(runtime.layer(named: "corners")?.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
    }

    func testConstructorOrderDoesNotDependOnTableOrder() throws {
        // frame uses anchorPoint, so anchorPoint must be applied first whatever Lua's order.
        let runtime = try SceneFixture().load("""
            view.layer:addSublayer(Layer{ name = "a", frame = {10, 10, 100, 50}, anchorPoint = {0, 0} })
            """)
        XCTAssertEqual(runtime.layer(named: "a")?.position, Point(x: 10, y: 10))
    }

    func testViewConstructors() throws {
        let runtime = try SceneFixture().load("""
            view:addSubview(UIView{ name = "a", frame = Rect(10, 20, 30, 40), backgroundColor = "blue", alpha = 0.5, tag = 7 })
            view:addSubview(UIView(Rect(1, 2, 3, 4)))
            view:addSubview(Label{ name = "l", text = "Hello", font = UIFont.systemFont{ofSize = 20, weight = "semibold"},
                                   textColor = "systemRed", textAlignment = "center", frame = {0, 0, 100, 30} })
            """)
        let views = runtime.root.subviews
        XCTAssertEqual(views.count, 3)
        XCTAssertEqual(views[0].frame, Rect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(views[0].alpha, 0.5)
        XCTAssertEqual(views[0].tag, 7)
        XCTAssertEqual(views[0].backgroundColor, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(views[1].frame, Rect(x: 1, y: 2, width: 3, height: 4))
        let label = try XCTUnwrap(views[2] as? Label)
        XCTAssertEqual(label.text, "Hello")
        XCTAssertEqual(label.font, Font.system(size: 20, style: "semibold"))
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertEqual(label.textColor, Color(red: 1, green: 59 / 255, blue: 48 / 255))
    }

    func testLayerTreeMethods() throws {
        let runtime = try SceneFixture().load("""
            local root = view.layer
            local a, b, c, d = Layer{ name = "a" }, Layer{ name = "b" }, Layer{ name = "c" }, Layer{ name = "d" }
            root:addSublayer(a)
            root.addSublayer(root, b)              -- the dot form with an explicit self
            root:insertSublayer(c, {at = 0})
            root:insertSublayer(d, {below = a})
            local e = Layer{ name = "e" }
            root:insertSublayer(e, {above = b})
            local f = Layer{ name = "f" }
            root:insertSublayer(f, 1)
            b:removeFromSuperlayer()
            print(#root.sublayers, a.superlayer == root, b.superlayer)
            """)
        XCTAssertEqual(runtime.root.layer.sublayers.map(\.name), ["c", "f", "d", "a", "e"])
        XCTAssertEqual(runtime.log, ["5\ttrue\tnil"])
    }

    func testSublayersAndMaskAreAssignable() throws {
        let runtime = try SceneFixture().load("""
            local holder = Layer{ name = "holder", sublayers = {Layer{ name = "x" }, Layer{ name = "y" }} }
            view.layer:addSublayer(holder)
            local m = ShapeLayer{ name = "m", path = Path.ovalIn{0, 0, 10, 10} }
            holder.mask = m
            print(holder.mask == m, m.superlayer)
            holder.sublayers = {holder.sublayers[2]}
            """)
        let holder = try XCTUnwrap(runtime.layer(named: "holder"))
        XCTAssertEqual(holder.sublayers.map(\.name), ["y"])
        XCTAssertEqual(holder.mask?.name, "m")
        XCTAssertEqual(runtime.log, ["true\tnil"])
    }

    func testViewTreeMethods() throws {
        let runtime = try SceneFixture().load("""
            local a, b, c, d = View{ name = "a" }, View{ name = "b", tag = 3 }, View{ name = "c" }, View{ name = "d" }
            view:addSubview(a)
            view:addSubview(b)
            view:insertSubview(c, {at = 0})
            view:insertSubview(d, {belowSubview = b})
            view:bringSubviewToFront(c)
            local e = View{ name = "e" }
            view:insertSubview(e, {aboveSubview = a})
            a:removeFromSuperview()
            print(view:viewWithTag(3) == b, view:viewWithTag(99), b.superview == view, #view.subviews, b.layer.superlayer == view.layer)
            """)
        XCTAssertEqual(runtime.root.subviews.map(\.name), ["e", "d", "b", "c"])
        XCTAssertEqual(runtime.root.layer.sublayers.map(\.name), ["e", "d", "b", "c"])
        XCTAssertEqual(runtime.log, ["true\tnil\ttrue\t4\ttrue"])
    }

    func testLayoutFunctionsRun() throws {
        let runtime = try SceneFixture().load("""
            local box = View{ name = "box" }
            view:addSubview(box)
            view.layout = function(v)
                box.frame = Rect(0, 0, v.bounds.width / 2, 10)
            end
            print(view.layout ~= nil)
            view:layoutIfNeeded()
            print(box.frame.width)
            scene.size = {100, 100}
            """)
        // The layout ran once when called and again after loading, with the final scene size.
        XCTAssertEqual(runtime.log, ["true", "187.5"])
        XCTAssertEqual(runtime.root.subviews.first?.frame.width, 50)
    }

    func testLayoutErrorsAreSceneErrors() throws {
        let fixture = SceneFixture()
        let called = try XCTUnwrap(fixture.error("""
            view.layout = function(v)
              local t = nil
              t.x = 1
            end
            view:layoutIfNeeded()
            """))
        XCTAssertEqual(called, SceneError(file: fixture.path("scene.lua"), line: 3, message: "attempt to index a nil value (local 't')"))
        // The pass after loading reports too.
        let afterLoad = try XCTUnwrap(fixture.error("view.layout = function(v)\n  error('bad layout')\nend"))
        XCTAssertEqual(afterLoad, SceneError(file: fixture.path("scene.lua"), line: 2, message: "bad layout"))
        let nested = try XCTUnwrap(fixture.error("view.layout = function(v) v:layoutIfNeeded() end"))
        XCTAssertEqual(nested.message, "layout functions nested too deeply (does a layout call layoutIfNeeded on its own view?)")
        XCTAssertEqual(fixture.error("view.layout = 5")?.message, "'layout' must be a function (got number)")
    }

    func testImageViewsTakeTheirImageSize() throws {
        let fixture = SceneFixture()
        fixture.copyAssets()
        let runtime = try fixture.load("""
            view:addSubview(ImageView{ name = "plain", image = Image("tile.png") })
            view:addSubview(UIImageView{ name = "framed", image = UIImage{named = "tile"}, frame = {0, 0, 40, 20} })
            view:addSubview(UIImageView(Image("badge")))
            """)
        let views = runtime.root.subviews
        XCTAssertEqual(views[0].frame, Rect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertEqual(views[1].frame, Rect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(views[2].frame, Rect(x: 0, y: 0, width: 4, height: 3))  // an @2x image of 8×6 pixels
    }

    func testIdentityIsStable() throws {
        let runtime = try SceneFixture().load("""
            local l = Layer{ name = "l" }
            view.layer:addSublayer(l)
            local seen = {}
            seen[l] = "first"
            collectgarbage = nil
            for i = 1, 3 do
                local junk = {}
                for j = 1, 1000 do junk[j] = Point(j, j) end
            end
            print(view.layer.sublayers[1] == l, seen[view.layer.sublayers[1]], rawequal(view.layer, view.layer))
            print(view == scene.root, scene.view == view, tostring(l), tostring(view))
            """)
        XCTAssertEqual(runtime.log, ["true\tfirst\ttrue", "true\ttrue\tLayer 'l'\tView 'root'"])
    }

    func testTreeCyclesAreRefused() throws {
        let fixture = SceneFixture()
        XCTAssertEqual(fixture.error("local a = Layer{}\nlocal b = Layer{}\na:addSublayer(b)\nb:addSublayer(a)")?.line, 4)
        XCTAssertEqual(fixture.error("local a = View{}\na:addSubview(a)")?.message,
                       "addSubview: a view cannot be added to itself or to one of its subviews")
        XCTAssertEqual(fixture.error("local a = Layer{}\na.mask = a")?.message,
                       "a layer's mask cannot be the layer itself or one of the layers it is under (superlayers, or a layer it masks)")
        XCTAssertEqual(fixture.error("local a = Layer{}\na.addSublayer(Layer{})")?.message,
                       "addSublayer: expected a layer (got no value); call methods with ':', as in parent:addSublayer(child)")
        XCTAssertEqual(fixture.error("local a = View{}\na.removeFromSuperview()")?.message,
                       "removeFromSuperview is a method: call it with ':' (object:removeFromSuperview(...))")
    }

    func testCyclesThroughMasksAreRefused() throws {
        // A mask is drawn under the layer it masks: adding that layer under its mask, or making
        // two layers mask each other, would put a layer under itself.
        let fixture = SceneFixture()
        let cycle = "addSublayer: a layer cannot be added to itself or to one of its sublayers (or their masks)"
        let error = fixture.error("local root = Layer{}\nlocal m = Layer{}\nroot.mask = m\nm:addSublayer(root)")
        XCTAssertEqual(error?.line, 4)
        XCTAssertEqual(error?.message, cycle)
        XCTAssertEqual(fixture.error("local a, b = Layer{}, Layer{}\na.mask = b\nb.mask = a")?.line, 3)
        XCTAssertEqual(fixture.error("local a, b, c = Layer{}, Layer{}, Layer{}\na.mask = b\nb:addSublayer(c)\nc.mask = a")?.line, 4)
        XCTAssertNoThrow(try fixture.load("local a, b = Layer{}, Layer{}\na.mask = b\na.mask = b\na:addSublayer(Layer{})"),
                         "setting the same mask again, and sublayers beside a mask, are fine")
    }

    func testTreesDeeperThanTheLimitAreRefusedWithTheLine() {
        let fixture = SceneFixture()
        let depth = Layer.maxTreeDepth
        // The scene's root view's layer is level 1: `depth - 1` more levels fit under it.
        for (kind, add) in [("layers", "local l = Layer{}\n  parent:addSublayer(l)\n  parent = l"),
                            ("views", "local v = View{}\n  parent:addSubview(v)\n  parent = v"),
                            ("masks", "local m = Layer{}\n  parent.mask = m\n  parent = m")] {
            let start = kind == "views" ? "scene.root" : "scene.root.layer"
            let fits = "local parent = \(start)\nfor i = 1, \(depth - 1) do\n  \(add)\nend"
            XCTAssertNoThrow(try fixture.load(fits), "\(kind): \(depth) levels fit")
            let method = kind == "views" ? "addSubview" : kind == "masks" ? "mask" : "addSublayer"
            let error = fixture.error(fits + "\n\(add)")
            XCTAssertEqual(error?.line, 8, kind)  // the add on the line after the loop
            XCTAssertEqual(error?.message,
                           "\(method): the layer tree would be more than \(depth) levels deep (sublayers, subviews and masks count)")
        }
        // A deep subtree added under a deep parent counts both.
        let halves = """
            local function chain(n) local top = Layer{}; local l = top; for i = 2, n do local s = Layer{}; l:addSublayer(s); l = s end; return top, l end
            local a, aBottom = chain(200)
            local b = chain(57)
            aBottom:addSublayer(b)
            """
        XCTAssertEqual(fixture.error(halves)?.line, 4)
        XCTAssertNoThrow(try fixture.load(halves.replacingOccurrences(of: "chain(57)", with: "chain(56)")))
    }
}
