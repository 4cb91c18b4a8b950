import Geometry
import Layers

/// UIControl: a view that tracks a touch and tells its targets what happened (touch down,
/// drags inside and outside, touch up inside, value changed...). The router feeds it the
/// touch; a control class written in a scene overrides `beginTracking`, `continueTracking`,
/// `endTracking` and `cancelTracking` through `overrides`.
open class Control: View {
    /// How far outside its bounds the touch may go and still count as inside, as UIKit keeps
    /// a pressed control "inside" for a margin around it.
    public static let trackingSlop = 70.0

    /// A disabled control takes no touches.
    public var isEnabled = true {
        didSet { controlStateDidChange() }
    }
    public var isSelected = false {
        didSet { controlStateDidChange() }
    }
    /// True while a touch is on the control (set by tracking; scripts may set it too).
    public var isHighlighted = false {
        didSet { controlStateDidChange() }
    }
    /// True while the control tracks a touch (`beginTracking` said yes).
    public private(set) var isTracking = false
    /// True while the tracked touch is inside the control's bounds and margin.
    public private(set) var isTouchInside = false

    /// One `addTarget`: who added it (for `removeTarget`), its events and what to run.
    public struct Target {
        public let owner: AnyObject?
        public let name: String?
        public let events: Set<ControlEvent>
        public let action: (Control, ControlEvent) throws -> Void
    }
    public private(set) var targets: [Target] = []

    public override init(layerType: Layer.Type = Layer.self) {
        super.init(layerType: layerType)
    }

    override open class var typeName: String { "Control" }

    override open class var properties: [String: ViewProperty] { controlTable }
    static let controlTable: [String: ViewProperty] = baseProperties.merging([
        "isEnabled": .bool(\Control.isEnabled),
        "isSelected": .bool(\Control.isSelected),
        "isHighlighted": .bool(\Control.isHighlighted),
        "isTracking": ViewProperty(readOnly: .bool, get: { .bool(($0 as! Control).isTracking) }),
        "isTouchInside": ViewProperty(readOnly: .bool, get: { .bool(($0 as! Control).isTouchInside) }),
    ]) { $1 }

    /// Runs after `isEnabled`, `isSelected` or `isHighlighted` changes: where a control
    /// updates its look.
    open func controlStateDidChange() {}

    // MARK: Targets

    /// UIControl.addTarget(_:action:for:): `action` runs for each of `events`. `owner` and
    /// `name` identify it for `removeTarget` (a target object and a method name).
    public func addTarget(_ owner: AnyObject?, name: String?, for events: Set<ControlEvent>,
                          action: @escaping (Control, ControlEvent) throws -> Void) {
        targets.append(Target(owner: owner, name: name, events: events, action: action))
    }

    /// UIControl.removeTarget(_:action:for:): nil owner, name or events match every one.
    public func removeTarget(_ owner: AnyObject?, name: String?, for events: Set<ControlEvent>?) {
        targets.removeAll { target in
            (owner == nil || target.owner === owner) && (name == nil || target.name == name)
                && (events == nil || !target.events.isDisjoint(with: events!))
        }
    }

    /// UIControl.sendActions(for:): runs the targets of `event` in the order added; the
    /// first error stops the rest.
    public func sendActions(for event: ControlEvent) throws {
        for target in targets where target.events.contains(event) { try target.action(self, event) }
    }

    // MARK: Tracking, driven by the router

    /// Whether `touch` is inside the control and its margin.
    func contains(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Control.trackingSlop, dy: -Control.trackingSlop).contains(touch.location(in: self))
    }

    func touchBegan(_ touch: Touch) throws {
        isTouchInside = true
        isHighlighted = true
        isTracking = overrides?.beginTracking(touch, of: self) ?? beginTracking(touch)
        try sendActions(for: .touchDown)
    }

    func touchMoved(_ touch: Touch) throws {
        let wasInside = isTouchInside
        isTouchInside = contains(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = overrides?.continueTracking(touch, of: self) ?? continueTracking(touch) }
        if isTouchInside != wasInside { try sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit) }
        try sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside)
    }

    func touchEnded(_ touch: Touch) throws {
        isTouchInside = contains(touch)
        isHighlighted = false
        if isTracking, overrides?.endTracking(touch, of: self) != true { endTracking(touch) }
        isTracking = false
        try sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        if isTouchInside, isEnabled { try touchUpInsideDidEnd() }
    }

    func touchCancelled() throws {
        isHighlighted = false
        if isTracking, overrides?.cancelTracking(of: self) != true { cancelTracking() }
        isTracking = false
        try sendActions(for: .touchCancel)
    }

    /// After the touch-up-inside actions: a button's primary action.
    func touchUpInsideDidEnd() throws {}

    // MARK: UIControl's own tracking, which control classes override

    open func beginTracking(_ touch: Touch) -> Bool { true }
    open func continueTracking(_ touch: Touch) -> Bool { true }
    open func endTracking(_ touch: Touch) {}
    open func cancelTracking() {}
}
