import Animation
import Geometry
@testable import Layers
import XCTest

/// Helpers the animation tests share: an animation with its values, and a number read off
/// the presentation.
extension XCTestCase {
    /// A basic animation of `keyPath` over `duration` seconds (linear: the host's default).
    func basic(_ keyPath: String, from: PropertyValue? = nil, to: PropertyValue? = nil,
               by: PropertyValue? = nil, duration: Double = 2) -> BasicAnimation {
        let a = BasicAnimation()
        a.keyPath = keyPath
        a.fromValue = from; a.toValue = to; a.byValue = by
        a.timing.duration = duration
        return a
    }

    /// The number at `keyPath` of `layer`'s presentation at scene time `t`.
    func number(_ layer: Layer, _ keyPath: String, at t: Double) -> Double {
        let presented = layer.presentation(at: t)
        guard case .number(let n)? = KeyPathAccessor(keyPath, of: presented)?.get(presented)?.propertyValue else {
            XCTFail("no number at \(keyPath)")
            return .nan
        }
        return n
    }
}
