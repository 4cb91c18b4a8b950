/// UIControl.Event: what a control tells its targets.
public enum ControlEvent: String, CaseIterable, Sendable {
    case touchDown, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered
    /// A text field became first responder, its text changed by typing, it stopped being
    /// first responder, or Return ended its editing (UIControl.Event.editingDid…).
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
}
