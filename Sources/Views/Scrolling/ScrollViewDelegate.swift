import Geometry

/// UIScrollViewDelegate: what a scroll view tells as it scrolls. Every method is optional
/// (the defaults do nothing); the scene's delegate object implements those it needs.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed: by a drag, deceleration, a bounce, the wheel, an
    /// animated or a plain change.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag began (the pan recognised).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The drag is ending with `velocity` in points per millisecond (UIKit's unit here) and
    /// the offset it will come to rest at, which the delegate may change.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point)
    /// The drag ended; `willDecelerate` says whether the content moves on (a flick, a bounce or
    /// a page to settle on).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
