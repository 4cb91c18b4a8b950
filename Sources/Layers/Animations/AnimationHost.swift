import Animation

/// Runs animations for one scene on its clock: adds them to layers with Core Animation's
/// rules (a copy is added; `beginTime` 0 means now; a duration of 0 takes the transaction's),
/// tells delegates when they start and stop, removes finished ones, turns property changes
/// into implicit animations, and keeps the transactions. It never reads a wall clock: the
/// scene clock sets `now` and runs what `schedule` asks for at its due time.
public final class AnimationHost {
    /// Scene time, in seconds.
    public var now = 0.0
    public let transactions = TransactionStack()
    /// Every animation added, in order, for timing views and `probe --animations`.
    public let log = AnimationLog()
    /// Where the scene's code is when it adds an animation (`file:line`), for the log; nil
    /// when unknown.
    public var origin: () -> String? = { nil }
    /// The UIKit call whose animations are being added (a `UIView.animate` block, a property
    /// animator, a transition), for the log; nil outside one.
    private var block: AnimationBlock?
    private var blockCount = 0
    /// Runs `action` at scene time `at` (not before `now`), in the order scheduled among
    /// equal times. The scene clock provides it.
    public var schedule: (_ at: Double, _ action: @escaping () -> Void) -> Void

    public init(schedule: @escaping (_ at: Double, _ action: @escaping () -> Void) -> Void) {
        self.schedule = schedule
    }

    // MARK: Adding and removing

    /// A new block for the log: a UIKit call named `title` ("UIView.animate") made at the
    /// scene's current line, whose animations `adding(in:_:)` files under it.
    public func newBlock(_ title: String) -> AnimationBlock {
        blockCount += 1
        return AnimationBlock(id: blockCount, title: title, origin: origin())
    }

    /// Runs `body`, whose animations the log files under `block`; a block inside another is its own.
    public func adding<T, Failure: Error>(in block: AnimationBlock, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        let outer = self.block
        self.block = block
        defer { self.block = outer }
        return try body()
    }

    /// CALayer.add(_:forKey:): adds a copy of `animation` and returns the copy. Its start and
    /// end are scheduled: the delegate hears `animationDidStart` when it begins and
    /// `animationDidStop(finished: true)` when it ends, when it is also removed unless
    /// `isRemovedOnCompletion` is false.
    @discardableResult
    public func add(_ animation: LayerAnimation, to layer: Layer, forKey key: String?) -> LayerAnimation {
        let added = animation.copy()
        // A transition starts from the layer as it looks now, under Core Animation's key.
        var key = key
        if let transition = added as? Transition {
            transition.before = layer.presentationTree(at: now)
            key = key ?? "transition"
        }
        let localNow = layer.localTime(fromScene: now)
        if added.timing.beginTime == 0 { added.timing.beginTime = localNow }
        if !(added.timing.duration > 0) { added.timing.duration = transactions.animationDuration }
        if added.timingFunction == nil, animation is PropertyAnimation, !(animation is KeyframeAnimation) {
            added.timingFunction = transactions.animationTimingFunction
        }
        if let group = added as? AnimationGroup {
            for child in group.animations where !(child.timing.duration > 0) { child.timing.duration = group.timing.duration }
        }
        if let replaced = layer.attach(added, forKey: key) { stopped(replaced, finished: false) }
        log.note(added, key: key, on: layer, begin: layer.sceneTime(fromLocal: added.timing.beginTime), origin: origin(), block: block)
        scheduleEvents(of: added, on: layer)
        transactions.noteAnimation(added)
        return added
    }

    /// Schedules `animation`'s start (unless the delegate heard it) and end on the clock, in
    /// scene time as `layer`'s timing maps them now, replacing those scheduled before.
    private func scheduleEvents(of animation: LayerAnimation, on layer: Layer) {
        animation.scheduleGeneration += 1
        let generation = animation.scheduleGeneration
        func isCurrent(_ layer: Layer?) -> Layer? {
            guard let layer, animation.scheduleGeneration == generation, layer.isRunning(animation) else { return nil }
            return layer
        }
        // On a paused layer nothing comes until it resumes (and says so); on a layer whose
        // time runs backwards (a negative speed) no end comes either.
        guard !layer.isTimeFrozen else { return }
        if !animation.hasStarted {
            let start = max(layer.sceneTime(fromLocal: animation.timing.beginTime), now)
            schedule(start) { [weak layer] in
                guard isCurrent(layer) != nil else { return }
                animation.hasStarted = true
                animation.delegate?.animationDidStart(animation)
            }
        }
        let activeEnd = animation.timing.beginTime + animation.timing.activeDuration
        guard activeEnd.isFinite, !animation.hasStopped, !layer.isTimeReversed else { return }
        let end = max(layer.sceneTime(fromLocal: activeEnd), now)
        guard end.isFinite else { return }
        schedule(end) { [weak self, weak layer] in
            guard let self, let layer = isCurrent(layer) else { return }
            // An ancestor's timing changed without a word: if the end moved later, wait for it.
            if layer.isTimeFrozen || layer.isTimeReversed || (layer.localTime(fromScene: self.now) < activeEnd - 1e-9
                                      && layer.sceneTime(fromLocal: activeEnd) > self.now + 1e-9) {
                self.scheduleEvents(of: animation, on: layer)
                return
            }
            if animation.isRemovedOnCompletion { layer.detach(animation) }
            self.stopped(animation, finished: true)
        }
    }

    /// Tells `animation`'s delegate it stopped, and whoever waits for it, once: an animation
    /// kept after its end (`isRemovedOnCompletion` false) already said it finished, and its
    /// removal later says nothing more, as in Core Animation.
    func stopped(_ animation: LayerAnimation, finished: Bool) {
        guard !animation.hasStopped else { return }
        animation.hasStopped = true
        log.noteStop(animation, at: now, finished: finished)
        animation.delegate?.animationDidStop(animation, finished: finished)
        releaseWaiters(of: animation)
    }

    /// Lets the transactions waiting for `animation` stop waiting.
    func releaseWaiters(of animation: LayerAnimation) {
        let observers = animation.stopObservers
        animation.stopObservers = []
        for observer in observers { observer() }
    }

    /// CATransaction.commit(): closes the innermost transaction. Its completion block runs on
    /// the clock once every animation added in it (or in transactions nested in it) has
    /// stopped, at its end or removed early (a paused layer's animations keep it waiting), or
    /// on the clock's next turn when none was added.
    public func commitTransaction() {
        guard let (completion, animations) = transactions.commit() else { return }
        var waiting = animations.count
        guard waiting > 0 else { return schedule(now, completion) }
        for animation in animations {
            animation.stopObservers.append { [unowned self] in
                waiting -= 1
                if waiting == 0 { self.schedule(self.now, completion) }
            }
        }
    }

    /// Tells the host that `layer`'s timing (`speed`, `timeOffset`, `beginTime`…) changed, as
    /// pausing a layer (speed 0) or resuming it does: the starts and ends of the animations on
    /// it and on every layer whose time it carries move to where the new timing puts them.
    public func layerTimingDidChange(_ layer: Layer) {
        for attached in layer.attachedAnimations { scheduleEvents(of: attached.animation, on: layer) }
        for sublayer in layer.sublayers { layerTimingDidChange(sublayer) }
        if let mask = layer.mask { layerTimingDidChange(mask) }
    }

    /// CALayer.removeAnimation(forKey:): the delegate hears it stopped unfinished.
    public func removeAnimation(forKey key: String, from layer: Layer) {
        guard let removed = layer.detachAnimation(forKey: key) else { return }
        stopped(removed, finished: false)
    }

    /// CALayer.removeAllAnimations().
    public func removeAllAnimations(from layer: Layer) {
        let removed = layer.attachedAnimations
        layer.attachedAnimations.removeAll()
        for attached in removed { stopped(attached.animation, finished: false) }
    }

    // MARK: Implicit animations

    /// Sets `key` on `layer` the way a script's assignment does after loading: the change
    /// takes effect in the model at once, and the action Core Animation would find for it
    /// (delegate → `actions` → the default implicit animation) animates from the value on
    /// screen now.
    public func setValue(_ value: PropertyValue, forKey key: String, of layer: Layer) throws(PropertyError) {
        // `frame` is not animatable itself: it moves `position` and resizes `bounds`.
        try change(layer, keys: key == "frame" ? ["position", "bounds"] : [key]) { () throws(PropertyError) in
            try layer.setValue(value, forKey: key)
        }
    }

    /// Makes a change to `layer` with `apply` (a view's property, which sets its layer's
    /// `animatedKeys`) and runs the actions Core Animation finds for the keys that changed.
    public func change(_ layer: Layer, keys animatedKeys: [String],
                       by apply: () throws(PropertyError) -> Void) throws(PropertyError) {
        let onScreen = transactions.disableActions ? nil : layer.presentation(at: now)
        try apply()
        guard let onScreen else { return }
        // While the action is looked up the screen still shows the old value, as in Core
        // Animation, where the change reaches the screen when the transaction commits.
        changing = (layer, onScreen)
        defer { changing = nil }
        for animatedKey in animatedKeys {
            guard let old = onScreen.value(forKey: animatedKey), old != layer.value(forKey: animatedKey),
                  let found = action(for: layer, forKey: animatedKey) else { continue }
            guard case .animation(let action) = found else {
                if case .custom(let custom) = found { custom.run(forKey: animatedKey, object: layer) }
                continue
            }
            if let basic = action as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
                let implicit = basic.copy() as! BasicAnimation
                implicit.fromValue = old
                if implicit.keyPath == nil { implicit.keyPath = animatedKey }
                add(implicit, to: layer, forKey: animatedKey)
            } else {
                add(action, to: layer, forKey: animatedKey)
            }
        }
    }

    /// The layer whose property is changing and how it looked just before, while its action
    /// is looked up.
    private var changing: (layer: Layer, before: Layer)?

    /// Runs `body` (an action running for a change to `layer`) while `presentation(of:)`
    /// still shows `layer` as `before`, as it does during an action lookup.
    public func whileShowing(_ before: Layer, for layer: Layer, _ body: () -> Void) {
        let outer = changing
        changing = (layer, before)
        defer { changing = outer }
        body()
    }

    /// CALayer.presentation() now: the layer as it appears on screen, which during a
    /// change's action lookup is still how it looked before the change.
    public func presentation(of layer: Layer) -> Layer {
        if let changing, changing.layer === layer { return changing.before }
        return layer.presentation(at: now)
    }

    /// CALayer.action(forKey:): a layer class's own override, else the search: the
    /// delegate's answer, then the layer's `actions`, then the default (see `defaultAction`).
    /// `.none` anywhere stops the search with no action; nil means there is none.
    public func action(for layer: Layer, forKey key: String) -> LayerAction? {
        if let overrides = layer.overrides { return overrides.action(forKey: key, of: layer) }
        return searchAction(for: layer, forKey: key)
    }

    /// CALayer's own action(forKey:), which a layer class's override calls as `super`.
    public func searchAction(for layer: Layer, forKey key: String) -> LayerAction? {
        if let answer = layer.delegate?.action(for: layer, forKey: key) { return answer.isNone ? nil : answer }
        if let answer = layer.actions[key] { return answer.isNone ? nil : answer }
        return defaultAction(for: layer, forKey: key).map(LayerAction.animation)
    }

    /// The default action: a 0.25 s (or the transaction's) basic animation for the keys Core
    /// Animation animates implicitly, on a layer that is on screen.
    public func defaultAction(for layer: Layer, forKey key: String) -> LayerAnimation? {
        guard layer.superlayer != nil || layer.maskedLayer != nil,
              type(of: layer).propertyTable.implicitlyAnimatedKeys.contains(key) else { return nil }
        let animation = BasicAnimation()
        animation.keyPath = key
        return animation
    }

    /// The keys a change of which animates by default on some layer type: the union of the
    /// layer types' `propertyTable.implicitlyAnimatedKeys` (each type's own decides its default action).
    public static let implicitlyAnimatedKeys: Set<String> = Layer.builtInTypes.reduce(into: []) {
        $0.formUnion($1.propertyTable.implicitlyAnimatedKeys)
    }
}

extension LayerAction {
    /// True for NSNull: no action, and the search stops.
    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
