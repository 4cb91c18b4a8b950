import Layers
@testable import Views
import XCTest

final class ViewIsOpaqueTests: XCTestCase {
    /// UIView.isOpaque is accepted, true by default as in UIKit; the layer's stays its own (false).
    func testIsOpaqueIsAcceptedWithUIKitsDefault() throws {
        let view = View()
        XCTAssertEqual(view.value(forKey: "isOpaque"), .bool(true))
        try view.setValue(.bool(false), forKey: "isOpaque")
        XCTAssertFalse(view.isOpaque)
        XCTAssertEqual(view.layer.value(forKey: "isOpaque"), .bool(false))
    }
}
