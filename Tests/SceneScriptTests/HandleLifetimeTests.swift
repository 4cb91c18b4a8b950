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

/// Short-lived instances of script classes are let go of, not kept for the session's life.
final class InstanceLifetimeTests: XCTestCase {
    func testInstancesOfCollectedObjectsAreDropped() throws {
        let runtime = try SceneFixture().load("""
            local Action = class("Action", NSObject)
            function Action:init(n) NSObject.init(self); self.n = n end
            for i = 1, 5000 do local a = Action(i) end
            local kept = Action(0)
            for i = 1, 600 do local a = Action(i) end
            print(kept.n)
            """)
        XCTAssertEqual(runtime.log, ["0"])
        // 5,601 instances made, one kept; those Lua collected were dropped as the table grew
        // (when, depends on the collector's pace), so well under all of them remain. How many
        // depends on the size of the Lua heap before the loops (the collector runs as the heap
        // grows by a share of it): 3,228 with the scroll view bindings, which crossed the
        // earlier bound of 3,000; without pruning all 5,601 would remain.
        XCTAssertLessThan(runtime.session.instances.count, 4_000)
    }
}
