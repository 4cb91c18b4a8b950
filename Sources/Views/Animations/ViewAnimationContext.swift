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
/// - `animate(_:animations:completion:)`, `animateKeyframes`, `addKeyframe`: UIView's functions;
///   `isInteractionBlocked(_:)` says whether a view's animations make it ignore touches.
///
/// Recording compares snapshots of the animatable properties (`AnimationHost.implicitlyAnimatedKeys`)
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

    /// A layer type's animatable properties: all of them, and those `AnimatableLayerFields`
    /// does not compare directly.
    struct AnimatableProperties {
        let all: [(key: String, property: LayerProperty)]
        let added: [(key: String, property: LayerProperty)]
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

    /// The animatable values of every view layer in the watched tree now.
    private func snapshot() -> ViewPropertySnapshot {
        var layers: [Layer] = []
        var pending = rootView.map { [$0.layer] } ?? []
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
        let table = Swift.type(of: layer).properties
        let all = AnimationHost.implicitlyAnimatedKeys.subtracting(ViewAnimationContext.drawnContentKeys).sorted()
            .compactMap { key in table[key].map { (key: key, property: $0) } }
        let list = AnimatableProperties(all: all, added: all.filter { !AnimatableLayerFields.keys.contains($0.key) })
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

        init(baseline: ViewPropertySnapshot) { self.baseline = baseline }

        /// Adds what changed since `baseline`; a key changed again keeps its first old values.
        func closeSegment(now: Double) {
            for change in baseline.changes(now: now) {
                let key = Key(layer: ObjectIdentifier(change.layer), keyPath: change.keyPath)
                if let i = index[key] {
                    let first = gathered[i]
                    gathered[i] = ViewPropertyChange(layer: first.layer, keyPath: first.keyPath, before: first.before,
                                                     after: change.after, presentationBefore: first.presentationBefore)
                } else {
                    index[key] = gathered.count
                    gathered.append(change)
                }
            }
        }

        /// The changes, leaving out keys that came back to where they were.
        var changes: [ViewPropertyChange] { gathered.filter { $0.before != $0.after } }
    }
}
