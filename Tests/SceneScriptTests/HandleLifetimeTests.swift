@testable import SceneScript
import XCTest

/// Swift objects Lua no longer refers to are let go; objects in the tree stay.
final class HandleLifetimeTests: XCTestCase {
    func testCollectedValuesReleaseTheirSwiftObjects() throws {
        let runtime = try SceneFixture().load("""
            for i = 1, 200000 do local p = Point(i, i) end
            local keep = Layer{ name = "kept" }
            view.layer:addSublayer(keep)
            print(Point(0, 0))
            """)
        XCTAssertLessThan(runtime.session.host.handleCount, 50_000, "collected boxes are released")
        XCTAssertEqual(runtime.layer(named: "kept")?.name, "kept")
        XCTAssertEqual(runtime.log, ["Point(0, 0)"])
    }
}
