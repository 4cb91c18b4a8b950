import Geometry
import SceneScript
import Views
import XCTest

/// Auto Layout in scripts: anchors, NSLayoutConstraint, constants animated by layoutIfNeeded.
final class AutoLayoutScriptTests: XCTestCase {
    private let fixture = SceneFixture()

    /// Seed 000 §13's menu: a bar whose height constraint grows from 60 to 200 while its title's
    /// centerX constant moves to −100 and its centerY is remade at 0.67 of the bar's, all
    /// animated by `layoutIfNeeded()` inside a spring block.
    private static let menuScene = """
        local menu = UIView{ name = "menu", backgroundColor = "#ffcc00" }
        menu.translatesAutoresizingMaskIntoConstraints = false
        view:addSubview(menu)
        local title = UIView{ name = "title" }
        title.translatesAutoresizingMaskIntoConstraints = false
        menu:addSubview(title)
        local height = menu.heightAnchor:constraint{ equalToConstant = 60 }
        NSLayoutConstraint.activate{
          menu.leadingAnchor:constraint{ equalTo = view.leadingAnchor },
          menu.trailingAnchor:constraint{ equalTo = view.trailingAnchor },
          menu.topAnchor:constraint{ equalTo = view.topAnchor, constant = 20 },
          height,
          title.centerXAnchor:constraint{ equalTo = menu.centerXAnchor },
          title.widthAnchor:constraint{ equalToConstant = 100 },
          title.heightAnchor:constraint{ equalToConstant = 20 },
        }
        local cy = NSLayoutConstraint(title, "centerY", "equal", menu, "centerY", 1, 5)
        cy.identifier = "TitleCenterY"
        cy.isActive = true
        delay(1, function()
          height.constant = 200
          for _, c in ipairs(menu.constraints) do
            if c.firstItem == title and c.firstAttribute == "centerX" then c.constant = -100 end
            if c.identifier == "TitleCenterY" then
              c.isActive = false
              local n = NSLayoutConstraint(title, "centerY", "equal", menu, "centerY", 0.67, 5)
              n.identifier = "TitleCenterY"
              n.isActive = true
            end
          end
          UIView.animate{ withDuration = 1, delay = 0, usingSpringWithDamping = 0.4, initialSpringVelocity = 10,
                          options = {"curveEaseIn"}, animations = function() view:layoutIfNeeded() end }
        end)
        """

    func testConstraintsLayOutAndAConstantChangeAnimatesThroughLayoutIfNeeded() throws {
        let runtime = try fixture.load(Self.menuScene)
        runtime.run(to: 0.5)
        // 375 wide (the default scene): the bar 375 × 60 at y 20; the title 100 × 20 centred at
        // x 187.5, centre y 30 + 5 = 35 in the bar.
        XCTAssertEqual(try runtime.presented("menu").frame, Rect(x: 0, y: 20, width: 375, height: 60))
        XCTAssertEqual(try runtime.presented("title").frame, Rect(x: 137.5, y: 25, width: 100, height: 20))
        runtime.run(to: 1.2)
        // The models are at their ends at once; the screen is on its way (a spring).
        let moving = try runtime.presented("menu").bounds.height
        XCTAssertGreaterThan(moving, 60)
        XCTAssertNotEqual(moving, 200, accuracy: 1)
        runtime.run(to: 6)
        // After: 375 × 200; the title's centre at x 187.5 − 100, y 0.67 × 100 + 5 = 72.
        XCTAssertEqual(try runtime.presented("menu").frame, Rect(x: 0, y: 20, width: 375, height: 200))
        let title = try runtime.presented("title").frame
        XCTAssertEqual(title.midX, 87.5, accuracy: 1e-9)
        XCTAssertEqual(title.midY, 72, accuracy: 1e-9)
    }

    func testConstraintPropertiesAndPriorities() throws {
        let runtime = try fixture.load("""
            local a = UIView{ name = "a" }
            a.translatesAutoresizingMaskIntoConstraints = false
            view:addSubview(a)
            local w = a.widthAnchor:constraint{ equalToConstant = 50 }
            w.priority = UILayoutPriority.defaultHigh
            print(w.firstAttribute, w.relation, w.constant, w.priority, w.isActive, w.multiplier, w.secondItem)
            w.isActive = true
            print(w.isActive, #view.constraints == 0, #a.constraints)
            local size = UILabel{ text = "Hello", font = UIFont.systemFont(17) }:intrinsicContentSize()
            print(size.width > 30 and size.width < 60, size.height > 15 and size.height < 25)
            print(w)
            a:removeConstraint(w)
            local off = w.isActive
            a:addConstraints{ w }
            print(off, w.isActive)
            """)
        XCTAssertEqual(runtime.log, ["width\tequal\t50\t750\tfalse\t1\tnil", "true\ttrue\t1", "true\ttrue",
                                     "<NSLayoutConstraint 'a'.width == 50 @750 (active)>", "false\ttrue"])
    }

    func testBadConstraintsAreClearErrors() {
        let cases: [(String, String)] = [
            ("local a = UIView{}\nview:addSubview(a)\nlocal c = a.leadingAnchor:constraint{ equalTo = view.topAnchor }",
             "scene.lua:3: constraint: leading and top cannot be related"),
            ("local a = UIView{}\nlocal c = a.leadingAnchor:constraint{ equalTo = view.leadingAnchor }\nc.isActive = true",
             "scene.lua:3: unable to activate"),
            ("local a = UIView{}\nview:addSubview(a)\nlocal c = NSLayoutConstraint(a, \"centre\", \"equal\", view, \"centerX\", 1, 0)",
             "did you mean 'centerX'"),
            ("local a = UIView{}\nlocal c = a.widthAnchor:constraint{ equalToConstant = 5 }\nc.priority = 2000",
             "scene.lua:3: 'priority' must be a number from 1 to 1000"),
        ]
        for (source, expected) in cases {
            let error = fixture.error(source)
            XCTAssertTrue(error?.description.contains(expected) == true, "\(error?.description ?? "no error") should contain \(expected)")
        }
    }

    func testAStackViewArrangesItsViews() throws {
        let runtime = try fixture.load("""
            local a, b, c = UIView{ name = "a" }, UIView{ name = "b" }, UIView{ name = "c" }
            local stack = UIStackView{ name = "stack", arrangedSubviews = { a, b }, spacing = 10, distribution = "fillEqually" }
            stack.translatesAutoresizingMaskIntoConstraints = false
            view:addSubview(stack)
            NSLayoutConstraint.activate{
              stack.leadingAnchor:constraint{ equalTo = view.leadingAnchor, constant = 5 },
              stack.widthAnchor:constraint{ equalToConstant = 310 },
              stack.topAnchor:constraint{ equalTo = view.topAnchor, constant = 50 },
              stack.heightAnchor:constraint{ equalToConstant = 40 },
            }
            stack:insertArrangedSubview(c, 0)
            print(#stack.arrangedSubviews, stack.arrangedSubviews[1] == c, stack.axis, stack.distribution)
            """)
        runtime.run(to: 0.1)
        XCTAssertEqual(runtime.log, ["3\ttrue\thorizontal\tfillEqually"])
        // (310 − 20) / 3 = 96.67 each: c at 0, a at 106.67, b at 213.33, in the stack.
        XCTAssertEqual(try runtime.presented("c").frame.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(try runtime.presented("a").frame.minX, 290.0 / 3 + 10, accuracy: 1e-9)
        XCTAssertEqual(try runtime.presented("b").frame.width, 290.0 / 3, accuracy: 1e-9)
        let bad = fixture.error("local s = UIStackView{ axis = \"diagonal\" }")
        XCTAssertTrue(bad?.description.contains("scene.lua:1:") == true, bad?.description ?? "")
    }

    func testConvertMapsPointsAndRectsBetweenViews() throws {
        let runtime = try fixture.load("""
            local a = UIView{ frame = {100, 50, 200, 200} }
            local b = UIView{ frame = {10, 20, 50, 50} }
            view:addSubview(a)
            a:addSubview(b)
            b.transform = CGAffineTransform{ scaleX = 2, y = 2 }  -- about its centre: (35, 45) stays
            print(b:convert{ CGPoint(0, 0), to = a })
            print(a:convert{ CGPoint(135, 95), to = scene.root })
            print(b:convert{ CGRect(0, 0, 50, 50), to = scene.root })
            print(b:convert{ CGPoint(135, 95), from = scene.root })
            """)
        // b is 50 × 50 at (10, 20) in a, doubled about its centre (35, 45): its (0, 0) lands at
        // 35 − 50 = −15, 45 − 50 = −5 in a; a is at (100, 50) in the scene.
        XCTAssertEqual(runtime.log, ["Point(-15, -5)", "Point(235, 145)", "Rect(85, 45, 100, 100)", "Point(25, 25)"])
        let bad = fixture.error("local a = UIView{}\nprint(a:convert{ CGPoint(0, 0), to = a, from = a })")
        XCTAssertTrue(bad?.description.contains("scene.lua:2: convert takes either 'to' or 'from'") == true, bad?.description ?? "")
    }

    func testUnsatisfiableConstraintsPrintUIKitsMessage() throws {
        let runtime = try fixture.load("""
            local a = UIView{ name = "a" }
            a.translatesAutoresizingMaskIntoConstraints = false
            view:addSubview(a)
            NSLayoutConstraint.activate{ a.widthAnchor:constraint{ equalToConstant = 50 }, a.widthAnchor:constraint{ equalToConstant = 80 } }
            """)
        runtime.run(to: 0.1)
        XCTAssertTrue(runtime.log.contains { $0.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.") }, "\(runtime.log)")
    }
}
