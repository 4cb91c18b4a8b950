import Geometry

/// UILayoutGuide as a view's `safeAreaLayoutGuide` and `layoutMarginsGuide`: a rectangle inset
/// from the view's bounds, whose anchors constraints can use like a view's.
public final class LayoutGuide: LayoutItem {
    public unowned let owningView: View
    private let insets: (View) -> EdgeInsets
    private let name: String

    init(of view: View, named name: String, insets: @escaping (View) -> EdgeInsets) {
        owningView = view
        self.insets = insets
        self.name = name
    }

    public var guideInsets: EdgeInsets? { insets(owningView) }
    public var layoutName: String { owningView.layoutName + "." + name }
}
