import Geometry
@testable import Layers
import Raster
import XCTest

/// CATransition: where the old and new looks are at each point of the transition.
final class TransitionTests: XCTestCase {
    private func state(_ kind: Transition.Kind, _ direction: Transition.Direction, _ p: Double) -> TransitionState {
        TransitionState(before: Layer(), kind: kind, direction: direction, progress: p)
    }

    func testPlacementsByHand() {
        // push from the right, a quarter through: the old look has gone a quarter width left,
        // the new one is three quarters of a width to the right of its place.
        let push = state(.push, .fromRight, 0.25).placement
        XCTAssertEqual(push.old.dx, -0.25); XCTAssertEqual(push.new.dx, 0.75)
        XCTAssertEqual(push.old.opacity, 1); XCTAssertEqual(push.new.opacity, 1)
        // moveIn from the top: the old look stays, the new one comes down over it.
        let moveIn = state(.moveIn, .fromTop, 0.5).placement
        XCTAssertEqual(moveIn.old.dy, 0); XCTAssertEqual(moveIn.new.dy, -0.5)
        // reveal from the left: the old look slides right off the new one, which stays.
        let reveal = state(.reveal, .fromLeft, 0.5).placement
        XCTAssertEqual(reveal.old.dx, 0.5); XCTAssertEqual(reveal.new.dx, 0)
        // fade: opacities cross.
        let fade = state(.fade, .fromLeft, 0.3).placement
        XCTAssertEqual(fade.old.opacity, 0.7, accuracy: 1e-12); XCTAssertEqual(fade.new.opacity, 0.3, accuracy: 1e-12)
    }

    func testAPushDrawsTheOldLookLeavingAndTheNewArriving() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        let card = Layer()
        card.frame = Rect(x: 0, y: 0, width: 100, height: 40)
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        root.addSublayer(card)
        let host = AnimationHost { _, _ in }
        let push = Transition()
        push.type = .push
        push.subtype = .fromRight
        push.timing.duration = 1
        host.add(push, to: card, forKey: nil)
        XCTAssertEqual(card.animationKeys(), ["transition"])
        card.backgroundColor = Color(red: 0, green: 0, blue: 1)
        var buffer = PixelBuffer(width: 100, height: 40)
        Compositor().render(root.presentationTree(at: 0.5), background: .white, scale: 1, into: &buffer)
        // Half-way: red fills the left half, blue the right half.
        XCTAssertEqual(buffer[20, 20], Pixel(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(buffer[80, 20], Pixel(r: 0, g: 0, b: 255, a: 255))
        // At the end only the new look shows.
        Compositor().render(root.presentationTree(at: 0.999), background: .white, scale: 1, into: &buffer)
        XCTAssertEqual(buffer[2, 20].b, 255)
    }
}
