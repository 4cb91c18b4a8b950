@testable import SwiftFrontEnd
import XCTest

/// Where the scene API's Swift signatures say `Int`, as the front end reads them.
final class IntegerSignaturesTests: XCTestCase {
    func testIntPropertiesAndParametersAreReadFromDeclarations() {
        let signatures = IntegerSignatures([
            "var tag: Int", "var alpha: CGFloat", "var count: Int", "var count: CGFloat { get }",
            "func insertSubview(_ view: UIView, at index: Int)", "func viewWithTag(_ tag: Int) -> UIView?",
            "init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
        ])
        // `count` is Int in one place and CGFloat in another: not taken for an Int.
        XCTAssertEqual(signatures.properties, ["tag"])
        XCTAssertEqual(signatures.labels["insertSubview"], ["at"])
        XCTAssertEqual(signatures.positions["insertSubview"], [1])
        XCTAssertEqual(signatures.positions["viewWithTag"], [0])
        XCTAssertNil(signatures.positions["init"])
    }

    func testTheSceneAPIsIntsIncludeUIKitsOwn() {
        // From the real signatures: UIView.tag and CAReplicatorLayer.instanceCount are Int,
        // alpha is not; insertSubview(_:at:) takes its index as an Int.
        let signatures = IntegerSignatures.kinema
        XCTAssertTrue(signatures.properties.isSuperset(of: ["tag", "instanceCount", "numberOfLines"]))
        XCTAssertFalse(signatures.properties.contains("alpha"))
        XCTAssertEqual(signatures.labels["insertSubview"], ["at"])
    }
}
