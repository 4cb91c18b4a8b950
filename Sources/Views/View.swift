import Geometry
import Layers
import Raster

/// A UIKit-style view: a thin owner of a layer. Geometry and appearance read and write the
/// layer (`center` is the layer's `position`, `alpha` its `opacity`, `clipsToBounds` its
/// `masksToBounds`), and the view tree mirrors the layer tree.
open class View {
    /// The layer the view draws with; its delegate, in UIKit's terms.
    public let layer: Layer
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// UIView.tag: a number scripts use to find views.
    public var tag = 0
    /// Runs on `layoutIfNeeded()`: where a scene places subviews (the role of Auto Layout).
    public var layout: ((View) -> Void)?
    /// Whether the pointer can hit this view and the views inside it. Off by default for
    /// labels and image views, as in UIKit.
    public var isUserInteractionEnabled = true
    /// The gesture recognisers attached to this view, in the order added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The overrides of a view class written in a scene, for its instances (nil otherwise).
    public var overrides: ViewOverrides?
    /// The view controller whose view this is (it hears this view's layout).
    public internal(set) weak var viewController: ViewController?

    // MARK: Auto Layout's stored state (see View+AutoLayout.swift)

    /// Whether the frame stays as it is set (the default) or is solved from constraints.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { layoutEngine?.setNeedsLayout() }
    }
    /// The active constraints this view holds: those whose items' nearest common ancestor it is.
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Content hugging and compression resistance, horizontally and vertically.
    var huggingPriority = (horizontal: 250.0, vertical: 250.0)
    var compressionResistance = (horizontal: 750.0, vertical: 750.0)
    /// UIView.layoutMargins: the margins `layoutMarginsGuide` keeps (8 points each side).
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// UIView.layoutGuides: the free guides added to this view.
    public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The solver of this tree, kept by its root once a constraint is added under it.
    var ownLayoutEngine: LayoutEngine?
    /// Whether the last layout pass solved this view's frame or read it (a change to it then
    /// needs another pass); other views' frames are nobody's business.
    var isInvolvedInLayout = false
    /// UIView.safeAreaLayoutGuide: the bounds (Kinema's scenes have no bars or notch).
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(of: self, named: "safeAreaLayoutGuide") { _ in .zero }
    /// UIView.layoutMarginsGuide: the bounds inset by `layoutMargins`.
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(of: self, named: "layoutMarginsGuide") { $0.layoutMargins }

    /// A view drawing with a new layer of `layerType`.
    public init(layerType: Layer.Type = Layer.self) {
        layer = layerType.init()
        layer.delegate = self
        layer.isLaidOutByAView = true
    }

    /// The type name scripts and probes use ("View", "Label"…).
    open class var typeName: String { "View" }

    /// The key-value-coded properties of this view type; subclasses add theirs.
    open class var properties: [String: ViewProperty] { baseProperties }

    // MARK: Geometry and appearance, stored in the layer

    public var name: String? {
        get { layer.name }
        set { layer.name = newValue }
    }
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue; boundsDidChange(); if isInvolvedInLayout { layoutEngine?.setNeedsLayout() } }
    }
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue; boundsDidChange(); if isInvolvedInLayout { layoutEngine?.setNeedsLayout() } }
    }

    /// Runs after `frame` or `bounds` is set: where a view whose subviews fill it sizes them
    /// (a button's title, an effect view's content view), as UIKit lays them out.
    func boundsDidChange() {}
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// UIView.transform: a 2D transform about the centre.
    public var transform: AffineTransform {
        get { layer.transform.affine }
        set { layer.transform = Transform3D(affine: newValue) }
    }
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            // A stack view leaves hidden arranged subviews out of its layout.
            (superview as? StackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// UIView.isOpaque: true by default, as in UIKit. Stored and ignored: UIKit uses it only to
    /// skip blending a view it may assume covers what is behind it, which changes no pixels of a
    /// view that really is opaque. (Its layer's `isOpaque` is a property of its own, false by default.)
    public var isOpaque = true

    // MARK: Tree

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped), moving its layer along.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view),
              view.superview === self || layer.problem(placing: view.layer) == nil else { return }
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        // The layer goes just below the layer of the subview it lands under, so views and
        // layers added directly to `layer` keep their order.
        if i < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: i)
        view.superview = self
        if view.ownLayoutEngine != nil || !view.constraints.isEmpty { treeLayoutEngine(making: true)?.setNeedsLayout() }
        view.overrides?.didMoveToSuperview(view)
    }

    public func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviewWillBeRemoved(self)
        // As in UIKit, constraints that tie this subtree to views outside it go with it.
        var holder: View? = parent
        while let h = holder {
            for constraint in h.constraints where constraint.involves(subtreeOf: self) { h.removeConstraint(constraint) }
            holder = h.superview
        }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        overrides?.didMoveToSuperview(self)
    }

    /// Runs before `view` leaves this view's subviews (a stack view stops arranging it).
    func subviewWillBeRemoved(_ view: View) {}

    /// Brings `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    public func isDescendant(of ancestor: View) -> Bool {
        var node = superview
        while let n = node {
            if n === ancestor { return true }
            node = n.superview
        }
        return false
    }

    /// Attaches `recognizer` to this view, moving it from the view it was on.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Lays out this view (its class's `layoutSubviews`, else the engine's), then its subviews.
    public func layoutIfNeeded() {
        if let engine = layoutEngine, engine.isDirty { engine.layout(treeRoot) }
        viewController?.notify(.viewWillLayoutSubviews)
        defer { viewController?.notify(.viewDidLayoutSubviews) }
        if overrides?.layoutSubviews(of: self) != true { layoutSubviews() }
        _ = layer.overrides?.layoutSublayers(of: layer)
        for sublayer in layer.sublayers where !sublayer.isLaidOutByAView { sublayer.layoutIfNeeded() }
        for v in subviews { v.layoutIfNeeded() }
    }

    /// The engine type's intrinsic content size (−1 on an axis without one): none for a plain
    /// view; labels, image views and buttons have theirs (`intrinsicContentSize`).
    func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size { Size(width: -1, height: -1) }

    /// UIView.layoutSubviews, the engine's own: runs `layout`.
    public func layoutSubviews() { layout?(self) }

    /// This view and every view below it, parents first.
    public var subtree: [View] {
        var out: [View] = [self]
        for v in subviews { out += v.subtree }
        return out
    }

    /// The first view in the subtree with `tag`.
    public func viewWithTag(_ tag: Int) -> View? { subtree.first { $0.tag == tag } }
}

extension View: LayerDelegate {
    /// As its layer's delegate, a view turns off implicit animations: UIKit returns NSNull
    /// outside animation blocks, so changes to a view's layer take effect at once.
    /// A view class's own `action(for:forKey:)` answers first.
    public func action(for layer: Layer, forKey key: String) -> LayerAction? {
        if let overrides { return overrides.action(for: layer, forKey: key, of: self) }
        return LayerAction.none
    }
}
