@testable import Media
import XCTest

final class LRUCacheTests: XCTestCase {
    func testForgetsTheLeastRecentlyUsed() {
        var cache = LRUCache<String, Int>(capacity: 2)
        XCTAssertEqual(cache.insert(1, for: "a"), [])
        XCTAssertEqual(cache.insert(2, for: "b"), [])
        XCTAssertEqual(cache.value(for: "a"), 1, "touching a makes b the oldest")
        XCTAssertEqual(cache.insert(3, for: "c"), [2])
        XCTAssertNil(cache.value(for: "b"))
        XCTAssertEqual(cache.value(for: "a"), 1)
        XCTAssertEqual(cache.value(for: "c"), 3)
        XCTAssertEqual(cache.count, 2)
    }

    func testReplacingHandsBackTheOldValue() {
        var cache = LRUCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        XCTAssertEqual(cache.insert(5, for: "a"), [1])
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.value(for: "a"), 5)
    }
}
