@testable import Layers
import XCTest

/// The model refuses edits that would put a layer under itself or make a tree deeper than
/// `Layer.maxTreeDepth` (the bindings say why; the model stays a tree of bounded depth).
final class TreeLimitTests: XCTestCase {
    func testALayerIsNeverPutUnderItselfThroughAMask() {
        let root = Layer(), mask = Layer(), inside = Layer()
        root.mask = mask
        mask.addSublayer(inside)
        XCTAssertEqual(mask.problem(placing: root), .cycle)
        XCTAssertEqual(inside.problem(placing: root), .cycle)
        inside.addSublayer(root)
        XCTAssertNil(root.superlayer, "refused")
        inside.mask = root
        XCTAssertNil(inside.mask, "refused")
        XCTAssertTrue(inside.isUnder(root))
        XCTAssertFalse(root.isUnder(inside))
    }

    func testTheDepthLimitCountsLevelsAboveAndBelow() {
        func chain(_ n: Int) -> (top: Layer, bottom: Layer) {
            let top = Layer()
            var bottom = top
            for _ in 1..<n {
                let next = Layer()
                bottom.addSublayer(next)
                bottom = next
            }
            return (top, bottom)
        }
        let upper = chain(200)
        XCTAssertEqual(upper.top.levels(upTo: 1000), 200)
        XCTAssertEqual(upper.top.levels(upTo: 50), 50, "stops counting at the limit")
        let fits = chain(56), tooMany = chain(57)
        XCTAssertEqual(upper.bottom.problem(placing: tooMany.top), .tooDeep)
        upper.bottom.addSublayer(tooMany.top)
        XCTAssertNil(tooMany.top.superlayer)
        XCTAssertNil(upper.bottom.problem(placing: fits.top))
        upper.bottom.addSublayer(fits.top)
        XCTAssertTrue(fits.top.superlayer === upper.bottom)
        // Now 256 levels: not even a mask fits below the bottom.
        XCTAssertEqual(fits.bottom.problem(placing: Layer()), .tooDeep)
        fits.bottom.mask = Layer()
        XCTAssertNil(fits.bottom.mask)
        // Reordering a sublayer in place is always allowed.
        let sibling = Layer()
        fits.top.superlayer!.addSublayer(sibling)
        fits.top.superlayer!.insertSublayer(fits.top, at: 1)
        XCTAssertTrue(fits.top.superlayer!.sublayers.last === fits.top)
    }
}
