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

    /// UIView.intrinsicContentSize: the size the view's content asks for, or −1 each way
    /// (UIView.noIntrinsicMetric) when it asks for none, as a plain view does.
    open var intrinsicContentSize: Size { Size(width: -1, height: -1) }

    // MARK: Geometry and appearance, stored in the layer

    public var name: String? {
        get { layer.name }
        set { layer.name = newValue }
    }
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue; boundsDidChange() }
    }
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue; boundsDidChange() }
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
        set { layer.isHidden = newValue }
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
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        overrides?.didMoveToSuperview(self)
    }

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
        viewController?.notify(.viewWillLayoutSubviews)
        defer { viewController?.notify(.viewDidLayoutSubviews) }
        if overrides?.layoutSubviews(of: self) != true { layoutSubviews() }
        _ = layer.overrides?.layoutSublayers(of: layer)
        for sublayer in layer.sublayers where !sublayer.isLaidOutByAView { sublayer.layoutIfNeeded() }
        for v in subviews { v.layoutIfNeeded() }
    }

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
