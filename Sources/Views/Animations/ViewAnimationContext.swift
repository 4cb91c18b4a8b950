import Geometry
import Layers

/// UIKit's view animation state for one scene: `UIView.animate`, `animateKeyframes`,
/// `performWithoutAnimation`, and the recording of changes that property animators build on.
///
/// API in short (for `UIViewPropertyAnimator` and other animation APIs):
/// - `record { ... }` runs a closure and returns `[ViewPropertyChange]`: each view layer key
///   path it changed (`frame` → `position` + `bounds`, `center` → `position`, `alpha` →
///   `opacity`, `view.layer.cornerRadius` too, and what `layoutIfNeeded()` moves), with the model
///   value before and after and the value on screen before. The model changes at once; nothing
///   animates. A nested `record` (or `animate`) keeps its changes out of the outer one's.
/// - `assigning(to:_:)` wraps a script's assignment, so that each assignment of a transform
///   in a block animates by itself (`ViewPropertyChange.steps`).
/// - `animate(_:animations:completion:)`, `animateKeyframes`, `addKeyframe`: UIView's functions;
///   `isInteractionBlocked(_:)` says whether a view's animations make it ignore touches.
///
/// Recording compares snapshots of the implicitly animated properties (each layer type's
/// `propertyTable`)
/// of every view layer under `rootView`, so changes need not be reported by whoever makes them.
public final class ViewAnimationContext {
    /// The scene's animation host: the clock, transactions, and where animations are added.
    public let host: AnimationHost
    /// The view whose tree `record` watches: the scene's root view.
    public weak var rootView: View?
    /// UIView.areAnimationsEnabled: when false, animation blocks change the model at once.
    public var areAnimationsEnabled = true

    /// The recordings under way, innermost last.
    private var recordings: [Recording] = []
    /// The animation blocks whose closures are running, innermost last: nested blocks inherit
    /// from them, and `addKeyframe` adds to the innermost keyframe block.
    var openBlocks: [OpenBlock] = []
    /// Each layer type's animatable properties, by type.
    private var propertyLists: [ObjectIdentifier: AnimatableProperties] = [:]
    /// The views the scene made (`noteMade`), weakly.
    private var looseViews: [WeakView] = []
    private var looseViewsKept = 64

    private struct WeakView {
        weak var view: View?
    }

    /// A layer type's properties that UIKit's blocks animate, in a fixed order.
    struct AnimatableProperties {
        let all: [LayerPropertyEntry]
    }

    public init(host: AnimationHost, rootView: View? = nil) {
        self.host = host
        self.rootView = rootView
    }

    // MARK: Recording

    /// Runs `changes` and returns the animatable properties it changed on view layers (in tree
    /// order, and around nested recordings in the order of the stretches between them). The
    /// changes stay in the model; no animation is added. Changes made by a nested `record`
    /// are that recording's, not this one's.
    public func record<Failure: Error>(_ changes: () throws(Failure) -> Void) throws(Failure) -> [ViewPropertyChange] {
        recordings.last?.closeSegment(now: host.now)
        let recording = Recording(baseline: snapshot())
        recordings.append(recording)
        defer {
            recordings.removeLast()
            // What the nested closure changed belongs to it: the outer recording starts afresh.
            recordings.last?.baseline = snapshot()
        }
        try changes()
        recording.closeSegment(now: host.now)
        return recording.changes
    }

    /// Whether a `record` is running.
    public var isRecording: Bool { !recordings.isEmpty }

    /// Runs `assign`, one assignment a script makes to a property of `layer` or of its view,
    /// so that the recording under way sees a view's transform on each side of it: each
    /// assignment of a transform becomes a step of its change (`ViewPropertyChange.steps`).
    /// Outside recordings it just runs `assign`.
    public func assigning<T, Failure: Error>(to layer: Layer, _ assign: () throws(Failure) -> T) throws(Failure) -> T {
        guard let recording = recordings.last, layer.delegate is View else { return try assign() }
        let before = layer.transform
        let result = try assign()
        if layer.transform != before { recording.noteTransformStep(of: layer, from: before, to: layer.transform) }
        return result
    }

    /// The animatable values of every view layer in the watched tree now.
    private func snapshot() -> ViewPropertySnapshot { snapshot(of: rootView, alsoUnder: looseRoots()) }

    /// Notes a view the scene made: until it joins the root view's tree, blocks still animate
    /// it, as UIKit animates a view before it is in a window (a playground builds its live
    /// view's tree, animates it, and shows it last).
    public func noteMade(_ view: View) {
        looseViews.append(WeakView(view: view))
        // Dropped ones go now and then, so the list stays about as long as the views alive.
        if looseViews.count >= 2 * looseViewsKept { looseViews.removeAll { $0.view == nil }; looseViewsKept = max(looseViews.count, 64) }
    }

    /// The topmost ancestors of the noted views that are not in the root view's tree, once each.
    private func looseRoots() -> [View] {
        var roots: [View] = [], seen: Set<ObjectIdentifier> = []
        for entry in looseViews {
            guard var top = entry.view else { continue }
            while let parent = top.superview { top = parent }
            guard top !== rootView, seen.insert(ObjectIdentifier(top)).inserted else { continue }
            roots.append(top)
        }
        return roots
    }

    /// The animatable values of every view layer under `root` (and its own), and under each of
    /// `others`, now.
    func snapshot(of root: View?, alsoUnder others: [View] = []) -> ViewPropertySnapshot {
        var layers: [Layer] = []
        var pending = (root.map { [$0.layer] } ?? []) + others.map(\.layer)
        while let layer = pending.popLast() {
            if layer.delegate is View { layers.append(layer) }
            pending.append(contentsOf: layer.sublayers.reversed())
        }
        return ViewPropertySnapshot(layers) { properties(of: $0) }
    }

    /// Keys a text layer animates that a view draws as content in UIKit (UILabel's text colour
    /// and font): blocks change them at once, as UIKit does; `UIView.transition` animates them.
    static let drawnContentKeys: Set<String> = ["fontSize", "foregroundColor"]

    /// The properties of `layer`'s type that UIKit animates, in a fixed order.
    private func properties(of layer: Layer) -> AnimatableProperties {
        let type = ObjectIdentifier(Swift.type(of: layer))
        if let list = propertyLists[type] { return list }
        let all = Swift.type(of: layer).propertyTable.entries
            .filter { $0.animates == .implicitly && !ViewAnimationContext.drawnContentKeys.contains($0.name) }
            .sorted { $0.name < $1.name }
        let list = AnimatableProperties(all: all)
        propertyLists[type] = list
        return list
    }

    /// One running `record`: the changes so far, gathered segment by segment between nested
    /// recordings.
    private final class Recording {
        var baseline: ViewPropertySnapshot
        private var gathered: [ViewPropertyChange] = []
        private var index: [Key: Int] = [:]

        struct Key: Hashable {
            let layer: ObjectIdentifier
            let keyPath: String
        }

        /// The transforms assigned in the segment under way, layer by layer in the order first
        /// assigned (see `assigning`).
        private var transformSteps: [(layer: Layer, steps: [ViewPropertyChange.Step])] = []

        init(baseline: ViewPropertySnapshot) { self.baseline = baseline }

        func noteTransformStep(of layer: Layer, from before: Transform3D, to after: Transform3D) {
            let step = ViewPropertyChange.Step(before: .transform(before), after: .transform(after))
            if let i = transformSteps.firstIndex(where: { $0.layer === layer }) {
                transformSteps[i].steps.append(step)
            } else {
                transformSteps.append((layer, [step]))
            }
        }

        /// Adds what changed since `baseline`; a key changed again keeps its first old values
        /// (and a transform all its steps).
        func closeSegment(now: Double) {
            defer { transformSteps = [] }
            for change in baseline.changes(now: now) + transformsAssignedBack(now: now) {
                let key = Key(layer: ObjectIdentifier(change.layer), keyPath: change.keyPath)
                let change = withAssignedSteps(change)
                if let i = index[key] {
                    let first = gathered[i]
                    gathered[i] = ViewPropertyChange(layer: first.layer, keyPath: first.keyPath, before: first.before,
                                                     after: change.after, presentationBefore: first.presentationBefore,
                                                     steps: change.keyPath == "transform" ? first.steps + change.steps : nil)
                } else {
                    index[key] = gathered.count
                    gathered.append(change)
                }
            }
        }

        /// `change` with the transforms assigned in the segment as its steps, when there were
        /// several and they lead from its old value to its new one.
        private func withAssignedSteps(_ change: ViewPropertyChange) -> ViewPropertyChange {
            guard change.keyPath == "transform", let steps = transformSteps.first(where: { $0.layer === change.layer })?.steps,
                  steps.count > 1, steps.first?.before == change.before, steps.last?.after == change.after,
                  zip(steps, steps.dropFirst()).allSatisfy({ $0.after == $1.before }) else { return change }
            return ViewPropertyChange(layer: change.layer, keyPath: change.keyPath, before: change.before, after: change.after,
                                      presentationBefore: change.presentationBefore, steps: steps)
        }

        /// Transforms assigned several times that came back to where they were, which the
        /// snapshot does not see as changed: their turns still animate.
        private func transformsAssignedBack(now: Double) -> [ViewPropertyChange] {
            transformSteps.compactMap { layer, steps in
                guard steps.count > 1, let start = steps.first?.before, steps.last?.after == start,
                      start == .transform(layer.transform) else { return nil }
                return ViewPropertyChange(layer: layer, keyPath: "transform", before: start, after: start,
                                          presentationBefore: .transform(layer.presentation(at: now).transform))
            }
        }

        /// The changes, leaving out keys that came back to where they were without turning.
        var changes: [ViewPropertyChange] { gathered.filter { $0.before != $0.after || $0.steps.count > 1 } }
    }
}
