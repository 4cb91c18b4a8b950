import Animation
import Geometry
import Raster

/// A node of the layer tree (CALayer). Holds model values only: what is drawn each frame is
/// computed from these by the compositor, never written back. Subclasses add the
/// properties of Core Animation's layer types.
///
/// The properties' values live in `Layer.Values` (and each subclass's own `Values`), read and
/// written as the layer's members (`layer.opacity`); each type's `propertyTable` lists them
/// once for key-value coding, animations, probes and UIKit's blocks. A copy copies the
/// values structure whole.
@dynamicMemberLookup
open class Layer {
    /// The stored values of the base layer's properties: their storage and their defaults.
    /// A new property is a field here and a row of `Layer.rows`.
    public struct Values: Equatable, Sendable {
        /// The layer's name; probes and `--layer` find layers by it.
        public var name: String?

        // MARK: Geometry (CALayer's rules: `position` is where the anchor point sits in the superlayer)
        /// Read and written through `Layer.bounds`, which marks the layer as needing display.
        public var bounds = Rect.zero
        public var position = Point.zero
        /// In unit coordinates of the bounds; (0.5, 0.5) is the centre.
        public var anchorPoint = Point(x: 0.5, y: 0.5)
        public var zPosition = 0.0
        /// Applied about the anchor point.
        public var transform = Transform3D.identity
        /// Applied to the sublayers, about this layer's anchor point; where perspective usually goes.
        public var sublayerTransform = Transform3D.identity

        // MARK: Appearance
        public var opacity = 1.0
        public var isHidden = false
        public var backgroundColor: Color?
        public var cornerRadius = 0.0
        public var maskedCorners = CornerMask.all
        /// CALayer.cornerCurve: how the rounded corners curve (circular by default).
        public var cornerCurve = CornerCurve.circular
        public var borderWidth = 0.0
        public var borderColor: Color? = .black
        public var masksToBounds = false
        /// CALayer.isGeometryFlipped: the layer's content and sublayers are laid out with y
        /// running up from the bottom of its bounds.
        public var isGeometryFlipped = false
        /// The image the layer shows, placed by `contentsGravity`. A layer that draws its own
        /// content (see `setNeedsDisplay()`) shows its drawing instead once it has drawn, as
        /// Core Animation's `display()` replaces `contents`.
        public var contents: Image?
        public var contentsGravity = ContentsGravity.resize
        /// CALayer.contentsRect: the part of the contents image shown, in unit coordinates of
        /// the image ((0, 0, 1, 1), the default, is all of it); `contentsGravity` places that
        /// part as if it were the whole image. Parts past the image's edges repeat its edge
        /// pixels; an empty or non-finite rectangle shows nothing.
        public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
        /// Pixels per point of the content the layer draws (CALayer.contentsScale): `draw(in:)`
        /// gets a context of bounds × contentsScale pixels. 1 by default, as Core Animation's; a
        /// view's layer gets the screen's scale (set by the view side), and a layer class that
        /// wants sharp drawing on a 2× screen sets it as on iOS. Not animatable.
        public var contentsScale = 1.0
        /// CALayer.needsDisplayOnBoundsChange: a change of `bounds` calls `setNeedsDisplay()`.
        public var needsDisplayOnBoundsChange = false
        public var shadowColor: Color? = .black
        public var shadowOpacity = 0.0
        public var shadowRadius = 3.0
        public var shadowOffset = Size(width: 0, height: -3)
        public var shadowPath: Path?

        // MARK: Renderer tuning (accepted as on iOS; see each for what it changes here)
        /// CALayer.drawsAsynchronously. Stored and ignored: Kinema draws every layer at frame
        /// time on the compositor's thread, so there is nothing to defer; pixels are the same.
        public var drawsAsynchronously = false
        /// CALayer.contentsFormat. Stored and ignored: drawn content is always 8 bits a channel
        /// (RGBA8Uint, the default); the other formats change precision, not the picture.
        public var contentsFormat = ContentsFormat.RGBA8Uint
        /// CALayer.isOpaque. Stored and ignored: on iOS it only lets drawing
        /// skip clearing, and Kinema's drawn content starts clear either way.
        public var isOpaque = false
        /// CALayer.shouldRasterize: the layer and its sublayers are drawn into one bitmap and
        /// that bitmap is composited (its opacity applied to it as a group), as iOS does. A
        /// `rasterizationScale` below the device's pixels per point draws that bitmap coarser
        /// and scales it up, blurry as on iOS (the default scale 1 on a 2× screen included); at
        /// or above it, the picture is the same as without rasterizing.
        public var shouldRasterize = false
        /// CALayer.rasterizationScale: pixels per point of the bitmap `shouldRasterize` draws.
        public var rasterizationScale = 1.0
        /// CALayer.allowsGroupOpacity: true (iOS's default) composites a translucent layer's
        /// sublayers into one group first, then applies its opacity once; false applies the
        /// opacity to its own drawing and to each sublayer as it is drawn, so overlapping ones
        /// show through each other. (A replicator's copies always composite as a group.)
        public var allowsGroupOpacity = true
        /// CALayer.allowsEdgeAntialiasing (false by default on iOS): when false, the outline of
        /// a rotated, skewed, scaled or 3D-transformed layer (its bounds) is drawn aliased, a
        /// device pixel drawn whole when its centre is inside; its paths, rounded corners and
        /// text stay antialiased. A layer on whole device pixels looks the same either way.
        public var allowsEdgeAntialiasing = false
        /// CALayer.edgeAntialiasingMask: which edges `allowsEdgeAntialiasing` smooths (all by
        /// default); the others stay aliased. Left and right are min and max x, bottom and top
        /// min and max y, as in Core Animation.
        public var edgeAntialiasingMask = EdgeMask.all

        public init() {}
    }

    /// The values of the base layer's properties, read and written as the layer's own members.
    @usableFromInline var values = Values()

    /// The base layer's properties, as members of the layer (`layer.opacity`).
    @inlinable public subscript<T>(dynamicMember key: WritableKeyPath<Values, T>) -> T {
        get { values[keyPath: key] }
        set { values[keyPath: key] = newValue }
    }

    /// Applied about the anchor point. (Spelled out: `transform(toParent:)` would hide the member.)
    public var transform: Transform3D {
        get { values.transform }
        set { values.transform = newValue }
    }

    /// A change marks the layer as needing display when `needsDisplayOnBoundsChange` is set.
    public var bounds: Rect {
        get { values.bounds }
        set {
            let old = values.bounds
            values.bounds = newValue
            if values.needsDisplayOnBoundsChange, newValue != old { setNeedsDisplay() }
        }
    }

    // MARK: Tree
    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?
    /// A layer whose alpha masks this one, in this layer's coordinates. It has no superlayer.
    /// A mask that would make a cycle or too deep a tree (`problem(placing:)`) is refused.
    public var mask: Layer? {
        get { storedMask }
        set {
            if let newValue, newValue !== storedMask, problem(placing: newValue) != nil { return }
            storedMask?.maskedLayer = nil
            storedMask = newValue
            newValue?.removeFromSuperlayer()
            newValue?.maskedLayer = self
        }
    }
    private var storedMask: Layer?
    /// The layer this one masks, if it is a mask.
    public private(set) weak var maskedLayer: Layer?

    /// Where the scene made this layer (`file:line`), for the inspector; nil for layers the
    /// engine made itself. A view's layer carries its view's.
    public var creationOrigin: String?

    // MARK: Time and animation
    /// The layer's own CAMediaTiming: `beginTime`, `speed` and `timeOffset` shift time for
    /// everything under it. A layer's duration is infinite.
    public var timing: MediaTiming = {
        var t = MediaTiming()
        t.duration = .infinity
        return t
    }()
    /// The animations running on the layer, in the order they were added (CALayer.animationKeys order).
    public internal(set) var attachedAnimations: [AttachedAnimation] = []
    /// Asked first for the action of a property change (CALayerDelegate.action(for:forKey:)).
    public weak var delegate: LayerDelegate?
    /// Actions by key, asked after the delegate (CALayer.actions).
    public var actions: [String: LayerAction] = [:]
    /// The overrides of a layer class written in a scene, for its instances (nil otherwise).
    /// Presentation copies have none: the engine asks the model layer's, passing the copy.
    public var overrides: LayerOverrides? {
        didSet { displayKeyMemo = nil }
    }

    // MARK: Custom properties and drawing
    /// Properties this layer carries beyond its type's, by name, with their values (Swift's
    /// `@NSManaged var progress` on a CALayer subclass; a scene class's `properties = {
    /// progress = 0 }`): assigning a name declares it. Key-value coding reads and writes them
    /// (a write must keep the declared value's kind), every animation animates them by key
    /// path, and presentation copies carry their animated values. A name the layer's type
    /// already has is the type's property, never the custom one.
    public var customProperties: [String: PropertyValue] = [:]
    /// How many times the layer was marked as needing display (`setNeedsDisplay()`): its
    /// drawing is current when it was made for the latest mark.
    public internal(set) var displayGeneration = 0
    /// The layer's last drawing and what it was drawn for (nil before the first display).
    /// Presentation copies start with their model layer's.
    public internal(set) var drawnContent: DrawnContent?
    /// The keys for which the overrides' `needsDisplay(forKey:)` is true, asked once and kept
    /// with the number of custom properties they were asked for.
    var displayKeyMemo: (customCount: Int, keys: [String])?
    /// For a presentation copy: the model layer it shows.
    public internal(set) weak var modelLayer: Layer?
    /// For a presentation copy: a CATransition under way on it.
    public internal(set) var transitionState: TransitionState?

    public required init() {}

    /// The type name scripts and probes use ("Layer", "ShapeLayer"…).
    open class var typeName: String { "Layer" }

    /// The properties of this layer type, in order; subclasses add theirs after the base layer's.
    open class var propertyTable: LayerPropertyTable { Layer.baseTable }

    /// The key-value-coded properties of this layer type, by name (from `propertyTable`).
    public final class var properties: [String: LayerProperty] { propertyTable.properties }

    // MARK: Derived geometry

    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorInBounds: Point {
        Point(x: bounds.origin.x + self.anchorPoint.x * bounds.size.width,
              y: bounds.origin.y + self.anchorPoint.y * bounds.size.height)
    }

    /// The layer's rectangle in its superlayer's coordinates. Reading it applies `transform`
    /// (the bounding box of the transformed bounds); writing it sets `position` and
    /// `bounds.size` as Core Animation does for an untransformed layer.
    public var frame: Rect {
        get {
            let a = anchorInBounds
            let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                           Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)]
            return Rect.bounding(corners.map { p in
                let q = transform.project(p - a)
                return Point(x: q.x + self.position.x, y: q.y + self.position.y)
            })
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            self.position = Point(x: r.minX + self.anchorPoint.x * r.width, y: r.minY + self.anchorPoint.y * r.height)
        }
    }

    /// The transform from this layer's bounds coordinates to its superlayer's bounds
    /// coordinates, including the superlayer's `sublayerTransform`. Its z column is kept, so
    /// callers decide whether to flatten.
    public var transformToSuperlayer: Transform3D { transform(toParent: superlayer) }

    /// The transform from this layer's bounds coordinates to those of `parent`, as if it
    /// were its superlayer: how a presentation copy, which has no superlayer of its own, maps
    /// into its parent's presentation.
    public func transform(toParent parent: Layer?) -> Transform3D {
        let a = anchorInBounds
        var m = Transform3D.translation(-a.x, -a.y, 0)
            .concatenating(transform)
            .concatenating(.translation(self.position.x, self.position.y, self.zPosition))
        if let parent, !parent.sublayerTransform.isIdentity {
            let pa = parent.anchorInBounds
            m = m.concatenating(.translation(-pa.x, -pa.y, 0))
                .concatenating(parent.sublayerTransform)
                .concatenating(.translation(pa.x, pa.y, 0))
        }
        return m
    }

    /// The outline of the background: the bounds with `cornerRadius` on the `maskedCorners`,
    /// curving as `cornerCurve` says (`Path.layerOutline`).
    public var backgroundPath: Path { Path.layerOutline(bounds, radii: cornerRadii, curve: self.cornerCurve) }

    /// `cornerRadius` (a non-finite or negative one as 0) on the `maskedCorners`, 0 on the others.
    public var cornerRadii: Path.CornerRadii {
        let r = self.cornerRadius.isFinite ? max(0, self.cornerRadius) : 0
        func radius(_ corner: CornerMask) -> Double { self.maskedCorners.contains(corner) ? r : 0 }
        return Path.CornerRadii(topLeft: radius(.layerMinXMinYCorner), topRight: radius(.layerMaxXMinYCorner),
                                bottomRight: radius(.layerMaxXMaxYCorner), bottomLeft: radius(.layerMinXMaxYCorner))
    }

    // MARK: Tree editing

    /// Appends `layer` (removing it from its old superlayer first).
    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: sublayers.count) }

    /// Inserts `layer` at `index` (clamped to the valid range). A layer that would make a
    /// cycle or too deep a tree (`problem(placing:)`) is not inserted.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer.superlayer === self || problem(placing: layer) == nil else { return }
        layer.removeFromSuperlayer()
        if layer.maskedLayer != nil { layer.maskedLayer?.mask = nil }
        let i = min(max(index, 0), sublayers.count)
        sublayers.insert(layer, at: i)
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling`, or at the bottom if `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: sublayers.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `layer` just above `sibling`, or at the top if `sibling` is not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: (sublayers.firstIndex { $0 === sibling }).map { $0 + 1 } ?? sublayers.count)
    }

    /// Appends layers that belong to no tree yet (presentation copies), skipping the checks
    /// `addSublayer` makes.
    func appendFreshSublayers(_ layers: [Layer]) {
        for layer in layers { layer.superlayer = self }
        sublayers += layers
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// True when `ancestor` is this layer's superlayer, or its superlayer's, and so on.
    public func isDescendant(of ancestor: Layer) -> Bool {
        var node = superlayer
        while let n = node {
            if n === ancestor { return true }
            node = n.superlayer
        }
        return false
    }

    /// CALayer.layoutIfNeeded(): the layer's class lays out its sublayers
    /// (`layoutSublayers`), then each sublayer that is not a view's does the same (a view's
    /// layer is laid out by its view).
    public func layoutIfNeeded() {
        _ = overrides?.layoutSublayers(of: self)
        for sublayer in sublayers where !sublayer.isLaidOutByAView { sublayer.layoutIfNeeded() }
    }

    /// True for a view's layer, whose view runs its layout (set by the view).
    public var isLaidOutByAView = false

    /// This layer and every layer below it, parents before children, in sublayer order.
    public var subtree: [Layer] {
        var out: [Layer] = [self]
        for s in sublayers { out += s.subtree }
        return out
    }

    /// Makes a new layer of the same type with the same property values and no tree.
    open func makeCopy() -> Layer {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies every property (not the tree or the mask) from `other`, with the layer's
    /// custom properties, drawing and timing. Subclasses copy their own values after the base
    /// layer's (and any state that is not a property).
    open func copyProperties(from other: Layer) {
        values = other.values
        customProperties = other.customProperties; drawnContent = other.drawnContent
        timing = other.timing
    }

    /// True when the properties of this layer's own type (beyond the base layer's) draw as
    /// `other`'s do (`drawsLike`). Each layer type with properties of its own compares them.
    func drawsOwnPropertiesLike(_ other: Layer) -> Bool { true }
}
