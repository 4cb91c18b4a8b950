import Geometry
import Layers
@testable import Preview
import XCTest

/// What `kinema probe` prints for a layer's custom properties.
final class ProbeEncoderTests: XCTestCase {
    func testCustomPropertiesAreListedUnderTheirNamesWithTheirPresentationValues() {
        let layer = Layer()
        layer.name = "ring"
        layer.customProperties = ["progress": .number(0.25), "center": .point(Point(x: 3, y: 4))]
        let json = ProbeEncoder().encode(time: 0, size: Size(width: 10, height: 10), root: layer, names: [])
        XCTAssertTrue(json.contains("\"progress\": 0.25"), json)
        XCTAssertTrue(json.contains("\"center\": [3, 4]"), json)
        // After the type's properties, in name order.
        let masks = json.range(of: "\"masksToBounds\"")!.lowerBound
        let center = json.range(of: "\"center\"")!.lowerBound, progress = json.range(of: "\"progress\"")!.lowerBound
        XCTAssertLessThan(masks, center)
        XCTAssertLessThan(center, progress)
    }
}
