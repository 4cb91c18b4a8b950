import Geometry
import Layers
import SceneScript
import XCTest

/// Points, sizes, rects and transforms in every form scenes write them.
final class GeometryValueTests: XCTestCase {
    /// Loads `body` and returns the layer it names "x".
    private func layer(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> Layer {
        let fixture = SceneFixture()
        let runtime = try fixture.load("local x = Layer{ name = 'x' } view.layer:addSublayer(x)\n" + body)
        return try XCTUnwrap(runtime.layer(named: "x"), file: file, line: line)
    }

    func testPointAndSizeForms() throws {
        for form in ["{10, 20}", "{x = 10, y = 20}", "{width = 10, height = 20}", "Point(10, 20)", "CGPoint{x = 10, y = 20}",
                     "Size(10, 20)", "CGPointMake(10, 20)"] {
            let l = try layer("x.position = \(form)")
            XCTAssertEqual(l.position, Point(x: 10, y: 20), form)
        }
        for form in ["{3, 4}", "{width = 3, height = 4}", "Size(3, 4)", "CGSize{width = 3, height = 4}"] {
            XCTAssertEqual(try layer("x.shadowOffset = \(form)").shadowOffset, Size(width: 3, height: 4), form)
        }
    }

    func testRectForms() throws {
        for form in ["{1, 2, 30, 40}", "Rect(1, 2, 30, 40)", "CGRect{x = 1, y = 2, width = 30, height = 40}",
                     "CGRectMake(1, 2, 30, 40)", "Rect{origin = {1, 2}, size = {30, 40}}", "Rect(Point(1, 2), Size(30, 40))",
                     "{x = 1, y = 2, width = 30, height = 40}"] {
            XCTAssertEqual(try layer("x.bounds = \(form)").bounds, Rect(x: 1, y: 2, width: 30, height: 40), form)
        }
    }

    func testRectFieldsAndMethods() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("""
            local r = Rect(10, 20, 100, 50)
            print(r.origin.x, r.size.height, r.width, r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY)
            print(r:insetBy(10, 5), r:offsetBy{dx = -10, dy = 1})
            print(r:contains(Point(50, 30)), r:contains{point = {5, 5}}, r:intersects(Rect(105, 60, 10, 10)))
            print(Rect(0, 0, 10, 10):union(Rect(20, 20, 5, 5)), Rect(0, 0, 10, 10):intersection{rect = {5, 5, 10, 10}})
            """)
        XCTAssertEqual(runtime.log, [
            "10\t50\t100\t10\t60\t110\t20\t45\t70",
            "Rect(20, 25, 80, 40)\tRect(0, 21, 100, 50)",
            "true\tfalse\ttrue",
            "Rect(0, 0, 25, 25)\tRect(5, 5, 5, 5)",
        ])
    }

    func testTransform3DFunctionsMatchCoreAnimation() throws {
        // Translation: m41..m43; scale: the diagonal; rotation by π/2 about z: m11 = cos, m12 = sin.
        XCTAssertEqual(try layer("x.transform = CATransform3DMakeTranslation(1, 2, 3)").transform, .translation(1, 2, 3))
        XCTAssertEqual(try layer("x.transform = CATransform3DMakeScale(2, 3, 4)").transform, .scale(2, 3, 4))
        let rotation = try layer("x.transform = CATransform3DMakeRotation(math.pi / 2, 0, 0, 1)").transform
        XCTAssertEqual(rotation.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(rotation.m12, 1, accuracy: 1e-12)
        XCTAssertEqual(rotation.m21, -1, accuracy: 1e-12)
        // CATransform3DTranslate(t, …) translates first: scale 2 then translate (5, 0) … gives m41 = 10.
        let scaledThenMoved = try layer("x.transform = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)").transform
        XCTAssertEqual(scaledThenMoved.m41, 10)
        XCTAssertEqual(scaledThenMoved.m11, 2)
        // Concat(a, b) applies a first: translate 5 then scale 2 also gives m41 = 10.
        let concat = try layer("x.transform = CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), CATransform3DMakeScale(2, 2, 1))").transform
        XCTAssertEqual(concat.m41, 10)
        let rotated = try layer("x.transform = CATransform3DRotate(CATransform3DIdentity, math.pi, 0, 1, 0)").transform
        XCTAssertEqual(rotated.m11, -1, accuracy: 1e-12)
        XCTAssertEqual(rotated.m33, -1, accuracy: 1e-12)
        let inverted = try layer("x.transform = CATransform3DInvert(CATransform3DMakeScale(4, 2, 1))").transform
        XCTAssertEqual(inverted, .scale(0.25, 0.5, 1))
        let fromAffine = try layer("x.transform = CATransform3DMakeAffineTransform(CGAffineTransform{translationX = 3, y = 4})").transform
        XCTAssertEqual(fromAffine, .translation(3, 4, 0))
    }

    func testTransformFieldsReadAndWrite() throws {
        let l = try layer("""
            local t = CATransform3DIdentity
            t.m34 = -1 / 500
            t.m41 = 7
            x.sublayerTransform = t
            """)
        XCTAssertEqual(l.sublayerTransform.m34, -1.0 / 500)
        XCTAssertEqual(l.sublayerTransform.m41, 7)
        XCTAssertEqual(l.sublayerTransform.m11, 1)
    }

    func testTransformFieldsPrint() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("""
            local t = CATransform3DIdentity
            t.m34 = -1 / 500
            print(t.m34 == -1 / 500, t.m11, CATransform3DIsIdentity(t), CATransform3DIsIdentity(CATransform3DIdentity))
            """)
        XCTAssertEqual(runtime.log, ["true\t1\tfalse\ttrue"])
    }

    func testAffineTransforms() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("""
            local v = View{ name = 'v' }
            view:addSubview(v)
            v.transform = CGAffineTransform{scaleX = 2, y = 3}:concatenating(CGAffineTransform{translationX = 10, y = 0})
            print(v.transform, CGAffineTransform.identity.isIdentity)
            print(CGAffineTransform{rotationAngle = math.pi / 2})
            print(CGAffineTransform.identity:translatedBy{x = 5, y = 6}:scaledBy(2, 2))
            print(CGAffineTransform(1, 2, 3, 4, 5, 6).tx, CGAffineTransformMakeScale(2, 2):inverted())
            """)
        XCTAssertEqual(runtime.log, [
            "CGAffineTransform(2, 0, 0, 3, 10, 0)\ttrue",
            // cos(π/2) is not exactly 0 in floating point.
            "CGAffineTransform(\(cos(Double.pi / 2)), 1, \(-1.0), \(cos(Double.pi / 2)), 0, 0)".replacingOccurrences(of: "-1.0", with: "-1"),
            "CGAffineTransform(2, 0, 0, 2, 5, 6)",
            "5\tCGAffineTransform(0.5, 0, 0, 0.5, 0, 0)",
        ])
        let view = try XCTUnwrap(runtime.root.subviews.first)
        XCTAssertEqual(view.transform, AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    func testValuesJoinStringsAsTheyPrint() throws {
        let runtime = try SceneFixture().load("print('frame: ' .. Rect(0, 0, 10, 2.5) .. ' at ' .. 3 .. Point(1, 2))")
        XCTAssertEqual(runtime.log, ["frame: Rect(0, 0, 10, 2.5) at 3Point(1, 2)"])
        XCTAssertEqual(SceneFixture().error("local x = Point(1, 2) .. {}")?.message, "attempt to concatenate a table value")
    }

    func testConstantsAndPi() throws {
        let fixture = SceneFixture()
        let runtime = try fixture.load("print(CGFloat.pi == math.pi, Point.zero, CGRect.zero, CGSize.zero, CGAffineTransformIdentity.a)")
        XCTAssertEqual(runtime.log, ["true\tPoint(0, 0)\tRect(0, 0, 0, 0)\tSize(0, 0)\t1"])
    }

    func testTheZeroConstantsTheREADMEListsUnderEveryName() throws {
        // README's values table: the Swift names, the short ones, fresh copies that assign.
        let runtime = try SceneFixture().load("""
            print(CGPoint.zero, Point.zero, CGSize.zero, Size.zero, CGRect.zero, Rect.zero)
            print(CGAffineTransform.identity.a, CGFloat.infinity == math.huge, Double.pi == math.pi)
            local l = Layer{ frame = {5, 6, 7, 8} }
            l.position = CGPoint.zero
            l.bounds = CGRect.zero
            l.shadowOffset = CGSize.zero
            local p = CGPoint.zero
            p.x = 3
            print(l.position, l.bounds, l.shadowOffset, CGPoint.zero, p)
            """)
        XCTAssertEqual(runtime.log, [
            "Point(0, 0)\tPoint(0, 0)\tSize(0, 0)\tSize(0, 0)\tRect(0, 0, 0, 0)\tRect(0, 0, 0, 0)",
            "1\ttrue\ttrue",
            "Point(0, 0)\tRect(0, 0, 0, 0)\tSize(0, 0)\tPoint(0, 0)\tPoint(3, 0)",
        ])
    }
}
