import Geometry
import Layers
import Views
import XCTest

final class ViewTreeTests: XCTestCase {
    func testSubviewLayersFollowTheViewOrder() {
        let parent = View(), a = View(), b = View(), c = View()
        parent.addSubview(a)
        parent.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        XCTAssertTrue(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        XCTAssertTrue(parent.layer.sublayers.map(ObjectIdentifier.init) == [a, b, c].map { ObjectIdentifier($0.layer) })
        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        XCTAssertEqual(parent.layer.sublayers.count, 2)
    }

    func testCenterIsThePositionOfTheLayer() {
        let view = View()
        view.frame = Rect(x: 10, y: 20, width: 100, height: 40)
        XCTAssertEqual(view.center, Point(x: 60, y: 40))
        XCTAssertEqual(view.layer.position, Point(x: 60, y: 40))
    }
}
