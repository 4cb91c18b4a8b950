import Geometry
import Layers
import Raster
@testable import Views
import XCTest

/// UIButton.Configuration: the styles' colours, the title kept as one with the button's, and
/// the activity indicator leading the title, the two centred together.
final class ButtonConfigurationTests: XCTestCase {
    private let clock = ViewAnimationTestClock()

    private func button() -> Button {
        let button = Button()
        button.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        button.host = clock.host
        button.textMeasurer = FixedWidthText()
        return button
    }

    func testTheStylesColours() {
        let blue = ButtonConfiguration.tint
        XCTAssertEqual(ButtonConfiguration(style: .filled).backgroundColor, blue)
        XCTAssertEqual(ButtonConfiguration(style: .filled).foregroundColor, .white)
        XCTAssertNil(ButtonConfiguration(style: .plain).backgroundColor)
        XCTAssertEqual(ButtonConfiguration(style: .plain).foregroundColor, blue)
        XCTAssertEqual(ButtonConfiguration(style: .tinted).backgroundColor?.alpha ?? 0, 0.15, accuracy: 1e-12)
        var custom = ButtonConfiguration(style: .filled)
        custom.baseBackgroundColor = .black
        custom.baseForegroundColor = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(custom.backgroundColor, .black)
        XCTAssertEqual(custom.foregroundColor, Color(red: 1, green: 0, blue: 0))
    }

    func testAFilledConfigurationDrawsItsBackgroundAndTitle() {
        let button = button()
        button.title = "Old"
        var configuration = ButtonConfiguration(style: .filled)
        configuration.title = "Sign In"
        button.configuration = configuration
        XCTAssertEqual(button.title, "Sign In")
        XCTAssertEqual(button.titleLabel.textColor, .white)
        let background = button.layer.sublayers.first
        XCTAssertEqual(background?.backgroundColor, ButtonConfiguration.tint)
        XCTAssertEqual(background?.cornerRadius, ButtonConfiguration.cornerRadius)
        XCTAssertEqual(background?.frame, Rect(x: 0, y: 0, width: 200, height: 44))
        button.title = "Log In"
        XCTAssertEqual(button.configuration?.title, "Log In", "the button's title and its configuration's are one")
        button.configuration = nil
        XCTAssertNil(background?.backgroundColor, "no configuration, no background")
        XCTAssertEqual(button.titleLabel.textColor, button.titleColor)
    }

    func testTheActivityIndicatorLeadsTheTitle() {
        let button = button()
        var configuration = ButtonConfiguration(style: .filled)
        configuration.title = "Sign In"
        button.configuration = configuration
        XCTAssertNil(button.activityIndicator, "made only when it shows")
        button.configuration?.showsActivityIndicator = true
        let indicator = try! XCTUnwrap(button.activityIndicator)
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertFalse(indicator.isHidden)
        XCTAssertEqual(indicator.color, .white, "in the foreground colour")
        // "Sign In" is 7 × 6 = 42 points; with the 20-point spinner and no padding, 62 points
        // centred in 200: the spinner at 69, the title right after it at 89 (its label moved
        // right by half the spinner, so its centred text starts there).
        XCTAssertEqual(indicator.frame, Rect(x: 69, y: 12, width: 20, height: 20))
        XCTAssertEqual(button.titleLabel.frame, Rect(x: 10, y: 0, width: 200, height: 44))
        XCTAssertEqual(button.titleLabel.frame.midX - 21, 89)
        button.configuration?.imagePadding = 8
        XCTAssertEqual(indicator.frame.minX, 65)
        XCTAssertEqual(button.titleLabel.frame.minX, 14)
        // It turns on the button's clock.
        XCTAssertNotNil(indicator.replicator.animation(forKey: ActivityIndicatorView.spinKey))
        button.configuration?.showsActivityIndicator = false
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertTrue(indicator.isHidden)
        XCTAssertEqual(button.titleLabel.frame, Rect(x: 0, y: 0, width: 200, height: 44))
    }
}
