/// A transition under way on a presentation layer, for the compositor.
public struct TransitionState {
    /// How the layer looked before (a presentation subtree with no superlayer).
    public let before: Layer
    public let kind: Transition.Kind
    public let direction: Transition.Direction
    /// 0 shows only the old look, 1 only the new.
    public let progress: Double

    /// How far the old and the new content are moved, as fractions of the layer's size
    /// (x, y), and how opaque each is. A flip shows the old look until half-way and the new
    /// one after; a curl shows both, one over the other.
    public var placement: (old: (dx: Double, dy: Double, opacity: Double), new: (dx: Double, dy: Double, opacity: Double)) {
        let p = progress
        // The unit vector the new content travels along: from the named side inwards.
        let (ux, uy): (Double, Double) = switch direction {
        case .fromRight: (-1, 0)
        case .fromLeft: (1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        }
        switch kind {
        case .fade: return ((0, 0, 1 - p), (0, 0, p))
        case .moveIn: return ((0, 0, 1), (-ux * (1 - p), -uy * (1 - p), 1))
        case .push: return ((ux * p, uy * p, 1), (-ux * (1 - p), -uy * (1 - p), 1))
        case .reveal: return ((ux * p, uy * p, 1), (0, 0, 1))
        case .oglFlip:
            let oldShows: Double = p < 0.5 ? 1 : 0
            return ((0, 0, oldShows), (0, 0, 1 - oldShows))
        case .pageCurl, .pageUnCurl: return ((0, 0, 1), (0, 0, 1))
        }
    }
}

extension TransitionState {
    /// A flip's rotation at this point, in radians about the axis the direction gives
    /// (vertical for left and right, horizontal for top and bottom), for the look showing:
    /// the old one turns from 0 to ±π/2, then the new one from ∓π/2 to 0. The sign brings the
    /// named side towards the viewer (+z in Core Animation's space).
    public var flipRotation: (angle: Double, x: Double, y: Double) {
        let p = min(max(progress, 0), 1)
        let turn = p < 0.5 ? Double.pi * p : Double.pi * (p - 1)
        // Rotating by +θ about y takes −x towards +z (z' = −x·sin θ): the left side comes
        // forward. About x, +θ takes −y (the top) away (z' = y·sin θ), so the top needs −θ.
        switch direction {
        case .fromLeft: return (turn, 0, 1)
        case .fromRight: return (-turn, 0, 1)
        case .fromTop: return (-turn, 1, 0)
        case .fromBottom: return (turn, 1, 0)
        }
    }
}
