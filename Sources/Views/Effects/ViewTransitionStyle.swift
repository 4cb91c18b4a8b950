import Layers

/// The transition options of UIView.AnimationOptions (`transitionFlipFromLeft`…), and the
/// Core Animation transition each one runs.
public enum ViewTransitionStyle: String, CaseIterable, Sendable {
    case transitionNone, transitionCrossDissolve
    case transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop, transitionFlipFromBottom
    case transitionCurlUp, transitionCurlDown

    /// The transition's type and subtype; nil for none. A curl up lifts the page from the
    /// bottom edge; a curl down lays the new page from the top, the same roll backwards.
    public var transition: (kind: Transition.Kind, direction: Transition.Direction)? {
        switch self {
        case .transitionNone: return nil
        case .transitionCrossDissolve: return (.fade, .fromLeft)
        case .transitionFlipFromLeft: return (.oglFlip, .fromLeft)
        case .transitionFlipFromRight: return (.oglFlip, .fromRight)
        case .transitionFlipFromTop: return (.oglFlip, .fromTop)
        case .transitionFlipFromBottom: return (.oglFlip, .fromBottom)
        case .transitionCurlUp: return (.pageCurl, .fromBottom)
        case .transitionCurlDown: return (.pageUnCurl, .fromBottom)
        }
    }
}
