import Animation
import Geometry

extension ScrollView {
    /// The pan: a drag moves the content against the pointer, rubber-banded past the edges
    /// (clamped there when the view does not bounce); the release flicks, bounces or pages.
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            dragOrigin = contentOffset
            isDragging = true
            indicators.show(for: self)
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            follow(pan)
            release(velocity: pan.velocity(in: nil) * -1)
        case .cancelled, .failed:
            guard isDragging else { return }
            release(velocity: .zero)
        case .possible:
            break
        }
    }

    /// Moves the content with the pointer: the offset is where the drag started minus the
    /// translation, past an edge by the rubber band's share.
    private func follow(_ pan: PanGestureRecognizer) {
        let translation = pan.translation(in: nil)
        let limits = offsetLimits
        var offset = contentOffset
        if scrollsHorizontally {
            offset.x = stretched(dragOrigin.x - translation.x, within: limits.x, dimension: bounds.width)
        }
        if scrollsVertically {
            offset.y = stretched(dragOrigin.y - translation.y, within: limits.y, dimension: bounds.height)
        }
        contentOffset = offset
    }

    /// `value` within `limits`, rubber-banded past them when the view bounces. A drag that
    /// started out of bounds stretches from where the rubber band had it.
    private func stretched(_ value: Double, within limits: ClosedRange<Double>, dimension: Double) -> Double {
        guard bounces else { return min(max(value, limits.lowerBound), limits.upperBound) }
        return RubberBand.clamp(value, to: limits, dimension: dimension)
    }

    /// The end of a drag moving the content at `velocity` (points per second, the content's
    /// way): the delegate may move the target; then the content decelerates, bounces back or
    /// settles on a page.
    func release(velocity: Point) {
        isDragging = false
        let limits = offsetLimits, offset = contentOffset
        let v = Point(x: scrollsHorizontally ? velocity.x : 0, y: scrollsVertically ? velocity.y : 0)
        // The target the delegate is offered lies within the limits, as UIKit's does; a flick
        // into an edge still runs past it and bounces back unless the delegate moves the target.
        let projected = Point(x: restingOffset(from: offset.x, velocity: v.x, limits: limits.x, page: bounds.width),
                              y: restingOffset(from: offset.y, velocity: v.y, limits: limits.y, page: bounds.height))
        let proposed = Point(x: min(max(projected.x, limits.x.lowerBound), limits.x.upperBound),
                             y: min(max(projected.y, limits.y.lowerBound), limits.y.upperBound))
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, velocity: v * 0.001, targetContentOffset: &target)
        if !target.x.isFinite || !target.y.isFinite { target = proposed }
        // The delegate may have changed the insets (a pull to refresh keeps its view in sight):
        // the content comes to rest within the limits as they are now.
        let restLimits = offsetLimits
        let now = host?.now ?? 0
        func axis(_ offset: Double, _ velocity: Double, _ limits: ClosedRange<Double>,
                  projected: Double, proposed: Double, target: Double) -> ScrollAxisMotion? {
            if offset < limits.lowerBound || offset > limits.upperBound {
                let edge = min(max(offset, limits.lowerBound), limits.upperBound)
                return .bounce(from: offset, to: edge, velocity: velocity, at: now)
            }
            let rest = target == proposed && bounces ? projected : target
            guard abs(rest - offset) >= restThreshold else { return nil }
            if isPagingEnabled { return .bounce(from: offset, to: target, velocity: velocity, at: now) }
            return .flick(from: offset, velocity: velocity, target: rest, rate: safeDecelerationRate, limits: limits,
                          bounces: bounces, at: now)
        }
        motion = (axis(offset.x, v.x, restLimits.x, projected: projected.x, proposed: proposed.x, target: target.x),
                  axis(offset.y, v.y, restLimits.y, projected: projected.y, proposed: proposed.y, target: target.y))
        let willDecelerate = host != nil && (motion.x != nil || motion.y != nil)
        if willDecelerate {
            motionKind = .deceleration
            isDecelerating = true
        } else {
            motion = (nil, nil)
            indicators.hide(for: self, at: now)
        }
        // Set up before the delegate hears the end, so that an animated offset it asks for there
        // replaces the deceleration (and ends as an animation).
        let generation = motionGeneration
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if motionGeneration == generation { startFrames() }
    }

    /// Where a release from `offset` at `velocity` comes to rest along one axis: the
    /// deceleration's projection, or with paging the page it settles on.
    private func restingOffset(from offset: Double, velocity: Double, limits: ClosedRange<Double>, page: Double) -> Double {
        guard isPagingEnabled, page > 0 else {
            return ScrollDeceleration(start: offset, velocity: velocity, rate: safeDecelerationRate).restingOffset
        }
        // A flick turns to the next page its way; a slow release to the nearest. UIKit does not
        // publish its threshold; a third of a point a millisecond is how it feels.
        let position = (offset - limits.lowerBound) / page
        let index = abs(velocity) >= ScrollView.pageFlickVelocity
            ? (velocity > 0 ? position.rounded(.up) : position.rounded(.down)) : position.rounded()
        return min(max(limits.lowerBound + index * page, limits.lowerBound), limits.upperBound)
    }

    /// The release speed (points per second) above which paging turns to the next page.
    static let pageFlickVelocity = 300.0

    /// `decelerationRate`, or the normal rate when it is outside (0, 1).
    var safeDecelerationRate: Double {
        decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : ScrollDeceleration.normalRate
    }

    /// Whether the wheel moving by `delta` would move the content.
    public func canScroll(by delta: Point) -> Bool {
        let d = wheelDelta(delta)
        return (d.x != 0 && scrollsHorizontally) || (d.y != 0 && scrollsVertically)
    }

    /// What the wheel's `delta` moves: a plain wheel (which only turns up and down) scrolls a
    /// view that only scrolls sideways sideways, as desktop scroll views do.
    func wheelDelta(_ delta: Point) -> Point {
        guard delta.x == 0, !scrollsVertically, scrollsHorizontally else { return delta }
        return Point(x: delta.y, y: 0)
    }

    /// The wheel: moves the content by `delta` points (the content's way), within its limits,
    /// stopping any motion; the indicators show and then fade.
    public func scroll(by delta: Point) {
        guard isScrollEnabled, delta.x.isFinite, delta.y.isFinite else { return }
        let delta = wheelDelta(delta)
        stopMotion()
        let limits = offsetLimits
        var offset = contentOffset
        if scrollsHorizontally { offset.x = min(max(offset.x + delta.x, limits.x.lowerBound), limits.x.upperBound) }
        if scrollsVertically { offset.y = min(max(offset.y + delta.y, limits.y.lowerBound), limits.y.upperBound) }
        indicators.show(for: self)
        contentOffset = offset
        indicators.hide(for: self, at: host?.now ?? 0)
        startFrames()
    }
}
