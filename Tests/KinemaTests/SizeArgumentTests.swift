import Geometry
@testable import kinema
import XCTest

final class SizeArgumentTests: XCTestCase {
    func testWidthByHeight() throws {
        XCTAssertEqual(try SizeArgument.parse("375x667"), Size(375, 667))
        XCTAssertEqual(try SizeArgument.parse("12.5X8"), Size(12.5, 8))
        XCTAssertEqual(try SizeArgument.parse("30×20"), Size(30, 20))
        XCTAssertEqual(try SizeArgument.parse("16384x1"), Size(16384, 1))
    }

    func testNonsenseIsRejected() {
        for text in ["", "x", "0x10", "10x0", "-1x5", "abc", "10", "10x", "x10", "1x2x3", "nanx5", "5xinf", "16385x1", "10 x 10"] {
            XCTAssertThrowsError(try SizeArgument.parse(text), "'\(text)'")
        }
    }
}
