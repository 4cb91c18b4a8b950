import Geometry
import Layers
import SceneScript
import Views
import XCTest

/// Classes written in scenes: `class(name, Base)` over engine types, instances that are the
/// engine objects with fields and methods, `super` calls, and the overrides the engine calls.
final class ClassTests: XCTestCase {
    private let fixture = SceneFixture()

    private func assertError(_ source: String, line: Int, _ message: String,
                             file: StaticString = #filePath, sourceLine: UInt = #line) {
        guard let error = fixture.error(source, file: file, line: sourceLine) else { return }
        XCTAssertEqual(error.line, line, file: file, line: sourceLine)
        XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    }

    private static let bellView = """
        local BellView = class("BellView", UIView)
        function BellView:init(frame)
          UIView.init(self, frame)
          self.imageView = UIView{ name = "bellImage" }
          self.layouts = 0
          self:addSubview(self.imageView)
        end
        function BellView:layoutSubviews()
          UIView.layoutSubviews(self)
          self.layouts = self.layouts + 1
          self.imageView.frame = {12, 12, self.bounds.width - 24, self.bounds.height - 24}
        end

        """

    func testAViewClassInitStoresFieldsAndLayoutSubviewsRunsOnLayout() throws {
        let runtime = try fixture.load(Self.bellView + """
            local bell = BellView(CGRect(10, 20, 48, 60))
            bell.name = "bell"
            view:addSubview(bell)
            view:layoutIfNeeded()
            print(bell.layouts, tostring(bell))
            """)
        // The frame came through UIView.init(frame:), so position is its centre.
        let bell = try runtime.presented("bell")
        XCTAssertEqual(bell.position, Point(x: 10 + 24, y: 20 + 30))
        // layoutSubviews inset the image view by 12 on each side of 48 × 60: 24 × 36 at its centre.
        let image = try runtime.presented("bellImage")
        XCTAssertEqual(image.bounds.size, Size(width: 24, height: 36))
        XCTAssertEqual(image.position, Point(x: 24, y: 30))
        // Once by the explicit call, once by the layout pass after loading.
        XCTAssertEqual(runtime.log, ["1\tBellView 'bell'"])
        XCTAssertEqual(runtime.root.subviews.first?.layer.name, "bell")
    }

    func testSubclassesOfClassesCallSuperMethodsAndInheritClassConstants() throws {
        let runtime = try fixture.load(Self.bellView + """
            BellView.inset = 12
            local LoudBell = class("LoudBell", BellView)
            function LoudBell:init(frame)
              self.volume = 11            -- a field set before super.init, as Swift allows
              BellView.init(self, frame)
            end
            function LoudBell:layoutSubviews()
              BellView.layoutSubviews(self)
              self.imageView.alpha = self.volume / 22
            end
            function LoudBell:ring() return "ring " .. self.volume .. " " .. LoudBell.inset end
            local bell = LoudBell(CGRect(0, 0, 100, 100))
            view:addSubview(bell)
            bell:layoutIfNeeded()
            print(bell:ring(), bell.layouts)
            """)
        XCTAssertEqual(try runtime.presented("bellImage").opacity, 0.5)
        XCTAssertEqual(try runtime.presented("bellImage").bounds.size, Size(width: 76, height: 76))
        XCTAssertEqual(runtime.log.first, "ring 11 12\t1")
    }

    func testAClassWithoutInitTakesItsBasesConstructorForms() throws {
        let runtime = try fixture.load("""
            local Card = class("Card", CALayer)
            function Card:flip() self.transform = CATransform3DMakeRotation(math.pi, 0, 1, 0) end
            local card = Card{ name = "card", frame = {0, 0, 80, 40} }
            view.layer:addSublayer(card)
            CATransaction.setDisableActions(true)
            card:flip()
            """)
        let card = try runtime.presented("card")
        XCTAssertEqual(card.bounds.size, Size(width: 80, height: 40))
        XCTAssertEqual(card.transform.m11, -1, accuracy: 1e-12)  // cos π
    }

    func testLayerClassMakesTheViewsLayerOfThatType() throws {
        let runtime = try fixture.load("""
            local Ring = class("Ring", UIView)
            Ring.layerClass = CAShapeLayer
            function Ring:init(frame)
              UIView.init(self, frame)
              self.layer.path = UIBezierPath{ ovalIn = self.bounds }.cgPath
              self.layer.lineWidth = 4
            end
            local ring = Ring(CGRect(0, 0, 50, 50))
            ring.name = "ring"
            view:addSubview(ring)
            """)
        let layer = try XCTUnwrap(runtime.layer(named: "ring") as? ShapeLayer)
        XCTAssertEqual(layer.lineWidth, 4)
        XCTAssertNotNil(layer.path)
    }

    func testAViewsActionObjectRunsForItsLayersChangesInsideAndOutsideBlocks() throws {
        let runtime = try fixture.load("""
            local Fade = class("Fade", NSObject)
            function Fade:init(duration)
              NSObject.init(self)
              self.duration = duration
            end
            function Fade:run(key, layer, arguments)
              print("run", key, layer:presentation().opacity, layer.opacity, arguments)
              layer:add(CABasicAnimation{ keyPath = key, fromValue = layer:presentation().opacity,
                                          toValue = layer.opacity, duration = self.duration }, "fade")
            end
            local Faded = class("Faded", UIView)
            function Faded:action(layer, key)
              if key == "opacity" then return Fade(2) end
              return UIView.action(self, layer, key)
            end
            local v = Faded{ name = "v", frame = {0, 0, 10, 10} }
            view:addSubview(v)
            delay(1, function() v.alpha = 0 end)
            delay(4, function() UIView.animate{ withDuration = 1, animations = function() v.alpha = 1 end } end)
            """)
        runtime.run(to: 2)
        // A 2 s linear fade from 1 to 0 that began at 1 s is half-way at 2 s.
        XCTAssertEqual(try runtime.presented("v").opacity, 0.5, accuracy: 1e-9)
        runtime.run(to: 5)
        // Inside the block the view's action wins over the block's 1 s animation: 0 → 1 over 2 s.
        XCTAssertEqual(try runtime.presented("v").opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(runtime.log, ["run\topacity\t1\t0\tnil", "run\topacity\t0\t1\tnil"])
    }

    func testALayerClassActionOverrideAndItsSuper() throws {
        let runtime = try fixture.load("""
            local Quiet = class("Quiet", CALayer)
            function Quiet:action(key)
              if key == "opacity" then return false end        -- NSNull: no animation
              return CALayer.action(self, key)                 -- the default 0.25 s one
            end
            local q = Quiet{ name = "q", frame = {0, 0, 10, 10} }
            view.layer:addSublayer(q)
            delay(1, function() q.opacity = 0; q.position = {105, 5} end)
            """)
        runtime.run(to: 1.125)
        let q = try runtime.presented("q")
        XCTAssertEqual(q.opacity, 0)
        // The position's implicit animation, half-way through 0.25 s with the default
        // easing's symmetric midpoint: 5 + 100 × 0.5.
        XCTAssertEqual(q.position.x, 55, accuracy: 1e-6)
    }

    func testDidMoveToSuperviewIsCalledOnAddAndRemove() throws {
        let runtime = try fixture.load("""
            local Badge = class("Badge", UIView)
            function Badge:didMoveToSuperview() print("moved", self.superview ~= nil) end
            local b = Badge()
            view:addSubview(b)
            b:removeFromSuperview()
            """)
        XCTAssertEqual(runtime.log, ["moved\ttrue", "moved\tfalse"])
    }

    /// `function UIView:shake() end` (Swift's `extension UIView`) gives every view the method,
    /// a button and a class instance too; `UIView.init(self, nil)` is `init(frame: .zero)`.
    func testExtensionsOfEngineTypesAndANilFrame() throws {
        let runtime = try fixture.load("""
            function UIView:describe() return "view " .. self.tag end
            function CALayer:half() return self.opacity / 2 end
            local Card = class("Card", UIView)
            function Card:init(frame) UIView.init(self, frame) end
            local c = Card(nil)
            c.tag = 7
            local b = UIButton()
            b.tag = 3
            print(c:describe(), b:describe(), c.frame.width, CAShapeLayer{ opacity = 0.5 }:half())
            """)
        XCTAssertEqual(runtime.log, ["view 7\tview 3\t0\t0.25"])
    }

    func testGestureRecognizersTakeATargetAndAMethodName() throws {
        let runtime = try fixture.load("""
            local Controller = class("Controller", NSObject)
            function Controller:handleTap(g) print("tap", g.state) end
            function Controller:handlePan(g) print("pan", g.state) end
            local c = Controller()
            local v = UIView{ frame = {0, 0, 100, 100} }
            view:addSubview(v)
            v:addGestureRecognizer(UITapGestureRecognizer(c, "handleTap"))
            v:addGestureRecognizer(UIPanGestureRecognizer{ target = c, action = "handlePan" })
            """)
        runtime.deliver([InputEvent(time: 0.1, kind: .down, location: Point(x: 10, y: 10)),
                         InputEvent(time: 0.15, kind: .up, location: Point(x: 10, y: 10)),
                         InputEvent(time: 0.5, kind: .down, location: Point(x: 10, y: 10)),
                         InputEvent(time: 0.6, kind: .move, location: Point(x: 60, y: 10)),
                         InputEvent(time: 0.7, kind: .up, location: Point(x: 60, y: 10))])
        runtime.run(to: 1)
        XCTAssertEqual(runtime.log, ["tap\tended", "pan\tbegan", "pan\tended"])
    }

    // MARK: Bad input

    func testAssigningAnUnknownNameAfterInitIsAnErrorWithASuggestion() {
        assertError(Self.bellView + """
            local bell = BellView(CGRect(0, 0, 10, 10))
            bell.imageVeiw = nil
            """, line: 14, "BellView has no property 'imageVeiw'; did you mean 'imageView'?")
    }

    func testAnInitThatForgetsTheSuperCall() {
        assertError("""
            local Broken = class("Broken", UIView)
            function Broken:init(frame) self.x = 1 end
            local b = Broken(CGRect(0, 0, 1, 1))
            """, line: 3, "Broken.init never called its superclass's init: call UIView.init(self, ...) in it, as Swift's super.init")
    }

    func testAForgottenSuperInitNamesTheBaseAsSwiftDoes() {
        assertError("""
            local Pan = class("Pan", UIPanGestureRecognizer)
            function Pan:init() self.x = 1 end
            local p = Pan()
            """, line: 3, "Pan.init never called its superclass's init: call UIPanGestureRecognizer.init(self, ...) in it, as Swift's super.init")
    }

    func testABaseThatIsNotAClass() {
        assertError("local A = class('A', {})", line: 1,
                    "class('A', Base): the base must be a class or an engine type such as UIView, CALayer or NSObject (got table)")
        assertError("\nlocal A = class('A', missingBase)", line: 2,
                    "class('A', Base): the base must be a class or an engine type such as UIView, CALayer or NSObject (got nil)")
    }

    func testAnErrorInAnOverrideReportsItsLine() {
        assertError("""
            local V = class("V", UIView)
            function V:layoutSubviews()
              error("no layout")
            end
            view:addSubview(V())
            """, line: 3, "no layout")
    }

    func testSuperInitCalledOutsideInit() {
        assertError("local v = UIView()\nUIView.init(v)", line: 2,
                    "init(self, ...) is a class's superclass initializer: call it from the class's init as Base.init(self, ...) (got View for self)")
    }

    func testAnActionObjectWithoutRun() throws {
        let runtime = try fixture.load("""
            local A = class("A", NSObject)
            local L = class("L", CALayer)
            function L:action(key) return A() end
            local l = L()
            view.layer:addSublayer(l)
            delay(1, function() l.opacity = 0 end)
            """)
        XCTAssertThrowsError(try runtime.advance(to: 2)) { error in
            let error = error as? SceneError
            XCTAssertEqual(error?.line, 6)
            XCTAssertEqual(error?.message,
                           "A was given as an action but has no run(key, object, arguments) method (CAAction.run(forKey:object:arguments:))")
        }
    }
}

/// `property(Class, name, spec)`: defaults, observers around script and engine properties,
/// computed properties, and no observers while init runs.
final class ClassPropertyTests: XCTestCase {
    private let fixture = SceneFixture()

    func testStoredPropertiesWithObserversAndComputedProperties() throws {
        let runtime = try fixture.load("""
            local RangeSlider = class("RangeSlider", UIControl)
            property(RangeSlider, "lowerValue", { default = 0.2,
              willSet = function(self, new) print("will", self.lowerValue, new) end,
              didSet = function(self, old) print("did", old, self.lowerValue) end })
            property(RangeSlider, "upperValue", { default = 0.8 })
            property(RangeSlider, "span", { get = function(self) return self.upperValue - self.lowerValue end })
            property(RangeSlider, "frame", { didSet = function(self, old) print("frame", old.width, self.frame.width) end })
            function RangeSlider:init(frame)
              UIControl.init(self, frame)
              self.lowerValue = 0.25               -- no observers inside init, as in Swift
            end
            local s = RangeSlider(CGRect(0, 0, 100, 10))
            print(s.lowerValue, s.upperValue, string.format("%.2f", s.span))
            s.lowerValue = 0.5
            s.frame = CGRect(0, 0, 300, 10)
            print(string.format("%.2f", s.span))
            """)
        XCTAssertEqual(runtime.log, ["0.25\t0.8\t0.55", "will\t0.25\t0.5", "did\t0.25\t0.5", "frame\t100\t300", "0.30"])
    }

    func testComputedSettersAndReadOnlyComputedProperties() {
        let error = fixture.error("""
            local Toggle = class("Toggle", UIView)
            property(Toggle, "isOn", {
              get = function(self) return self.alpha == 1 end,
              set = function(self, on) self.alpha = on and 1 or 0.5 end })
            property(Toggle, "label", { get = function(self) return "toggle" end })
            local t = Toggle()
            t.isOn = false
            print(t.alpha, t.isOn, t.label)
            t.label = "x"
            """)
        XCTAssertEqual(error?.line, 9)
        XCTAssertEqual(error?.message, "'label' is a read-only computed property of Toggle (it has get and no set)")
    }

    func testBadDeclarations() {
        XCTAssertEqual(fixture.error("property({}, 'x', {})")?.message,
                       "property(Class, name, spec) takes a class made by class(name, Base) first (got table)")
        XCTAssertEqual(fixture.error("local A = class('A', UIView)\nproperty(A, 'x', { didset = function() end })")?.message,
                       "property has no argument 'didset'; did you mean 'didSet'?")
        XCTAssertEqual(fixture.error("local A = class('A', UIView)\nproperty(A, 'x', { get = 3 })")?.message,
                       "property(Class, 'x', spec): 'get' must be a function (got number)")
    }
}

/// View controller classes: the view loaded on first read (loadView, then viewDidLoad), the
/// layout and appearance methods in UIKit's order when hosted as the root and when presenting.
final class ViewControllerClassTests: XCTestCase {
    private let fixture = SceneFixture()

    func testLifecycleInUIKitsOrder() throws {
        let runtime = try fixture.load("""
            local Detail = class("Detail", UIViewController)
            function Detail:init(title)
              UIViewController.init(self)
              self.title = title
            end
            function Detail:loadView()
              print(self.title, "loadView")
              self.view = UIView{ backgroundColor = "red" }
            end
            function Detail:viewDidLoad()
              UIViewController.viewDidLoad(self)
              print(self.title, "viewDidLoad", self.view.backgroundColor == UIColor.red)
            end
            for _, name in ipairs({"viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"}) do
              Detail[name] = function(self, animated) print(self.title, name, animated) end
            end
            function Detail:viewWillLayoutSubviews() print(self.title, "viewWillLayoutSubviews") end
            function Detail:viewDidLayoutSubviews() print(self.title, "viewDidLayoutSubviews") end
            local home = Detail("home")
            print("made", home.isViewLoaded)
            scene.rootViewController = home
            print("root", scene.root == home.view, home.view.frame.width)
            local other = Detail("other")
            delay(1, function() home:present(other, false) end)
            """)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, [
            // Made without its view; hosting reads the view (loadView, viewDidLoad), lays it
            // out between the appearance calls; the load's own layout pass follows.
            "made\tfalse", "home\tloadView", "home\tviewDidLoad\ttrue",
            "home\tviewWillAppear\tfalse", "home\tviewWillLayoutSubviews", "home\tviewDidLayoutSubviews",
            "home\tviewDidAppear\tfalse", "root\ttrue\t375",
            "home\tviewWillLayoutSubviews", "home\tviewDidLayoutSubviews",
            // Presenting without animation at 1 s.
            "other\tloadView", "other\tviewDidLoad\ttrue",
            "home\tviewWillDisappear\tfalse", "other\tviewWillAppear\tfalse",
            "home\tviewDidDisappear\tfalse", "other\tviewDidAppear\tfalse",
        ])
    }
}

/// Instances of script classes as delegates (as Swift code sets `delegate = self`), and class
/// functions Core Animation asks (`defaultValue(key)`).
final class ClassDelegateTests: XCTestCase {
    func testAViewClassIsItsAnimationsDelegate() throws {
        let runtime = try SceneFixture().load("""
            local Pulse = class("Pulse", UIView)
            function Pulse:start()
              local a = CABasicAnimation{ keyPath = "opacity", fromValue = 1, toValue = 0, duration = 1 }
              a.delegate = self
              self.layer:add(a, "pulse")
            end
            function Pulse:animationDidStop(anim, finished) print("stopped", anim.keyPath, finished, self.tag) end
            local p = Pulse{ tag = 4 }
            view:addSubview(p)
            p:start()
            """)
        runtime.run(to: 2)
        XCTAssertEqual(runtime.log, ["stopped\topacity\ttrue\t4"])
    }

    func testCustomPropertiesTakeTheClassDefaultValue() throws {
        let runtime = try SceneFixture().load("""
            local Ring = class("Ring", CALayer)
            Ring.properties = { progress = 0, thickness = 1 }
            function Ring.defaultValue(key)
              if key == "thickness" then return 6 end
              return CALayer.defaultValue(key)
            end
            local r = Ring{ name = "ring" }
            print(r.progress, r.thickness, r:value("thickness"))
            """)
        XCTAssertEqual(runtime.log, ["0\t6\t6"])
    }
}

/// UIPercentDrivenInteractiveTransition classes, as interaction controllers are written.
final class InteractionControllerClassTests: XCTestCase {
    func testAnInteractionControllerClassKeepsItsFieldsAndCallsItsSuper() throws {
        let runtime = try SceneFixture().load("""
            local SwipeInteraction = class("SwipeInteraction", UIPercentDrivenInteractiveTransition)
            function SwipeInteraction:init(viewController)
              UIPercentDrivenInteractiveTransition.init(self)
              self.interactionInProgress = false
              self.viewController = viewController
              self.completionSpeed = 2
            end
            function SwipeInteraction:update(percent)
              self.interactionInProgress = true
              UIPercentDrivenInteractiveTransition.update(self, percent)
            end
            local s = SwipeInteraction(UIViewController())
            s:update(0.25)
            print(tostring(s), s.interactionInProgress, s.completionSpeed, s.percentComplete)
            """)
        XCTAssertEqual(runtime.log, ["SwipeInteraction\ttrue\t2\t0.25"])
    }
}
