import Geometry

/// UILayoutGuide: a rectangle constraints can use like a view's, drawn by nothing. A view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide` are its bounds inset; a guide made with
/// `init()` and added with `view.addLayoutGuide(_:)` is solved like a view (a stack view's
/// spacers are such guides).
public final class LayoutGuide: LayoutItem {
    private weak var owner: View?
    /// The insets from the owning view's bounds, or nil for a guide that is solved.
    private let insets: ((View) -> EdgeInsets)?
    private let name: String

    init(of view: View, named name: String, insets: @escaping (View) -> EdgeInsets) {
        owner = view
        self.insets = insets
        self.name = name
    }

    /// A free guide, solved from its constraints once added to a view.
    public init(identifier: String = "guide") {
        insets = nil
        name = identifier
    }

    /// The view it belongs to (UILayoutGuide.owningView); a free guide not yet added to one
    /// belongs to a detached placeholder, so activating its constraints fails as in UIKit.
    public var owningView: View { owner ?? detached }
    /// Whether it was added to a view (or is one of a view's own guides).
    public var hasOwningView: Bool { owner != nil }
    private lazy var detached = View()

    /// Whether the engine solves its rectangle (rather than insetting its view's bounds).
    var isSolved: Bool { insets == nil }

    func attach(to view: View) { owner = view }

    public var guideInsets: EdgeInsets? { owner.flatMap { view in insets?(view) } }
    public var layoutName: String { (owner?.layoutName ?? "?") + "." + name }
}

extension View {
    /// UIView.addLayoutGuide(_:): `guide` belongs to this view from now on.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.attach(to: self)
        layoutGuides.append(guide)
    }
}
