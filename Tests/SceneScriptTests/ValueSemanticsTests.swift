import Geometry
import Layers
import SceneScript
import XCTest

/// Values are copied as Swift structs are, and struct properties write through to their owner.
final class ValueSemanticsTests: XCTestCase {
    private func load(_ body: String) throws -> SceneRuntime {
        try SceneFixture().load(body)
    }

    func testFieldWritesChangeTheOwner() throws {
        let runtime = try load("""
            local v = View{ name = 'v', frame = {0, 0, 100, 50} }
            view:addSubview(v)
            v.center.x = v.center.x - 30
            local l = Layer{ name = 'l', bounds = {0, 0, 10, 10} }
            view.layer:addSublayer(l)
            l.bounds.size.width = 80
            l.position.y = 10
            l.transform.m34 = -1 / 500
            l.bounds.origin = {5, 6}
            """)
        let v = try XCTUnwrap(runtime.root.subviews.first)
        XCTAssertEqual(v.center, Point(x: 20, y: 25))
        let l = try XCTUnwrap(runtime.layer(named: "l"))
        XCTAssertEqual(l.bounds, Rect(x: 5, y: 6, width: 80, height: 10))
        XCTAssertEqual(l.position.y, 10)
        XCTAssertEqual(l.transform.m34, -1.0 / 500)
        XCTAssertEqual(l.transform.m11, 1)
    }

    func testSceneSizeWritesThrough() throws {
        let runtime = try load("scene.size = {200, 100} scene.size.width = 300")
        XCTAssertEqual(runtime.size, Size(width: 300, height: 100))
        XCTAssertEqual(runtime.root.frame, Rect(x: 0, y: 0, width: 300, height: 100))
    }

    func testConstantsAreFreshCopies() throws {
        let runtime = try load("""
            local t = CATransform3DIdentity
            t.m34 = -1 / 500
            print(CATransform3DIdentity.m34, t.m34 ~= 0)
            local a = CGAffineTransform.identity
            a.tx = 5
            print(CGAffineTransform.identity.tx)
            local z = Point.zero
            z.x = 3
            print(Point.zero.x)
            """)
        XCTAssertEqual(runtime.log, ["0\ttrue", "0", "0"])
    }

    func testAssignmentCopies() throws {
        let runtime = try load("""
            local a = Layer{ name = 'a' }
            local b = Layer{ name = 'b' }
            view.layer:addSublayer(a)
            view.layer:addSublayer(b)
            local t = CATransform3DMakeScale(2, 2, 1)
            a.transform = t
            b.transform = t
            t.m11 = 9          -- t is its own value: the layers keep theirs
            a.transform.m22 = 5 -- changes a only
            local p = Point(1, 2)
            a.position = p
            p.x = 100
            print(a.position.x)
            """)
        let a = try XCTUnwrap(runtime.layer(named: "a")), b = try XCTUnwrap(runtime.layer(named: "b"))
        XCTAssertEqual(a.transform.m11, 2)
        XCTAssertEqual(a.transform.m22, 5)
        XCTAssertEqual(b.transform, .scale(2, 2, 1))
        XCTAssertEqual(runtime.log, ["1"])
    }

    func testReadValuesAreSnapshots() throws {
        let runtime = try load("""
            local l = Layer{ position = {1, 2} }
            local before = l.position
            l.position = {50, 60}
            print(before.x, l.position.x, before == Point(1, 2), l.position == Point(50, 60))
            """)
        XCTAssertEqual(runtime.log, ["1\t50\ttrue\ttrue"])
    }

    /// `let f = view.bounds; f.size.width = 10` changes the copy in Swift, never the view;
    /// and a struct kept in a field is a copy too. Only a change in the expression that read
    /// the property (`view.bounds.size.width = 10`) writes through.
    func testValuesKeptInVariablesAreCopiesNotAliases() throws {
        let runtime = try load("""
            local v = View{ name = 'v', frame = {0, 0, 100, 50} }
            view:addSubview(v)
            local f = v.bounds
            f.size.width = 10
            local size = v.bounds.size
            size.height = 7
            local c = v.center
            c.x = 1
            local t = { frame = v.frame }
            t.frame.origin.x = 99
            print(f.size.width, size.height, c.x, t.frame.origin.x)
            v.bounds.size.width = 80
            """)
        let v = try XCTUnwrap(runtime.root.subviews.first)
        // The copies changed (10, 7, 1, 99); the view kept its frame, then took the one write
        // made where it was read: width 80 about the same centre (50, 25).
        XCTAssertEqual(runtime.log, ["10\t7\t1\t99"])
        XCTAssertEqual(v.bounds.size, Size(width: 80, height: 50))
        XCTAssertEqual(v.center, Point(x: 50, y: 25))
    }

    func testPathMethodsWriteThrough() throws {
        let runtime = try load("""
            local s = ShapeLayer{ name = 's', path = Path():moveTo(0, 0) }
            view.layer:addSublayer(s)
            s.path:lineTo(10, 0)
            s.path:addLine{to = {10, 10}}
            """)
        let s = try XCTUnwrap(runtime.layer(named: "s") as? ShapeLayer)
        XCTAssertEqual(s.path?.elements, [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10))])
    }

    func testReadOnlyAndUnknownFields() throws {
        let fixture = SceneFixture()
        XCTAssertEqual(fixture.error("local r = Rect(0, 0, 1, 1)\nr.width = 5")?.message,
                       "'width' is read-only; change the rect's origin or size")
        XCTAssertEqual(fixture.error("local p = Point(0, 0)\np.z = 5")?.message, "Point has no field 'z'")
        XCTAssertEqual(fixture.error("local r = Rect(0, 0, 1, 1)\nprint(r.widht)")?.message,
                       "Rect has no field 'widht'; did you mean 'width'?")
        XCTAssertEqual(fixture.error("local c = Color(1, 0, 0)\nc.red = 0")?.message,
                       "Color values cannot be changed field by field; make a new one")
        XCTAssertEqual(fixture.error("local p = Point(0, 0)\np.x = 0 / 0")?.message, "'x' must be a finite number (got nan)")
    }
}
