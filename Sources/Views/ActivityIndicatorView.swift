import Animation
import Geometry
import Layers
import Raster

/// UIActivityIndicatorView: UIKit's spinner of eight rounded spokes (iOS 13 and later),
/// fading from the leading spoke round to the last. While animating it turns clockwise one
/// spoke at a time, eight steps a second, as UIKit's does: in steps, not smoothly.
///
/// It is drawn with layers: a replicator makes the eight spokes from one, each turned an
/// eighth further back and fainter by an even step (copy k at −k·45° with alpha
/// 1 − k·0.8/7, from 1 down to 0.2), and a discrete keyframe animation of the replicator's
/// `transform.rotation.z` on the scene clock turns it by 45° every eighth of `period`. So at
/// a time t after `startAnimating`, step s = ⌊8t / period⌋ mod 8 and the spoke at clock
/// position p (p·45° clockwise from twelve o'clock) has alpha 1 − ((s − p) mod 8)·0.8/7.
public final class ActivityIndicatorView: View {
    /// UIActivityIndicatorView.Style: `medium` and `large`, and the styles iOS 13 deprecated,
    /// mapped as UIKit maps them (`white` and `gray` are medium, `whiteLarge` large, each
    /// with its colour).
    public enum Style: String, CaseIterable, Sendable {
        case medium, large, white, whiteLarge, gray

        /// The side of the spinner, in points: 20 for medium styles, 37 for large ones.
        public var side: Double { self == .large || self == .whiteLarge ? 37 : 20 }

        /// The colour the style gives: UIKit's secondary label grey for `medium` and `large`,
        /// white for `white` and `whiteLarge`, UIColor.gray for `gray`.
        public var color: Color {
            switch self {
            case .medium, .large: return Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6)
            case .white, .whiteLarge: return .white
            case .gray: return Color(red: 0.5, green: 0.5, blue: 0.5)
            }
        }
    }

    /// How many spokes the spinner has.
    public static let spokeCount = 8
    /// How long one turn takes, in seconds: a spoke a step, eight steps. UIKit does not
    /// publish it; a second is what its spinner shows.
    public static let period = 1.0
    /// The alpha of the faintest spoke, the one just behind the leading one.
    public static let faintestAlpha = 0.2
    /// The key the turning runs under.
    static let spinKey = "UIActivityIndicatorViewSpin"

    /// The clock the spinner turns on; without one it stands still while animating.
    public var host: AnimationHost?
    public var style = Style.medium {
        didSet { styleDidChange() }
    }
    /// The spokes' colour; nil (or never set) is the style's. Reading it gives the colour shown.
    public var color: Color? {
        get { chosenColor ?? style.color }
        set {
            chosenColor = newValue
            spoke.backgroundColor = color
        }
    }
    /// Hides the spinner whenever it is not animating (the default, as UIKit's).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// True between `startAnimating` and `stopAnimating`.
    public private(set) var isAnimating = false

    /// The colour set, if any.
    private var chosenColor: Color?
    /// True until the view is given a size: a style change then sizes it to the new style.
    private var sizedByStyle = true
    /// True while the view sizes itself, so the size it gives itself does not count as given.
    private var isSizingItself = false
    /// Draws the spokes: eight copies of `spoke`, each turned and fainter.
    let replicator = ReplicatorLayer()
    /// Copy 0, pointing up from the centre.
    let spoke = Layer()

    public init() {
        super.init(layerType: Layer.self)
        isUserInteractionEnabled = false
        replicator.instanceCount = ActivityIndicatorView.spokeCount
        replicator.instanceTransform = Transform3D.rotation(-2 * .pi / Double(ActivityIndicatorView.spokeCount), 0, 0, 1)
        replicator.instanceAlphaOffset = -(1 - ActivityIndicatorView.faintestAlpha) / Double(ActivityIndicatorView.spokeCount - 1)
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        isHidden = true
        styleDidChange()
    }

    override public class var typeName: String { "ActivityIndicatorView" }
    override public class var properties: [String: ViewProperty] { table }

    /// The style's size: the spinner asks for exactly its spokes' square.
    override func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size { Size(width: style.side, height: style.side) }

    /// UIActivityIndicatorView.startAnimating(): shows the spinner and turns it from now.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
        guard let host else { return }
        let steps = ActivityIndicatorView.spokeCount
        let turn = KeyframeAnimation()
        turn.keyPath = "transform.rotation.z"
        turn.values = (0..<steps).map { .number(2 * .pi * Double($0) / Double(steps)) }
        // A discrete animation takes one more key time than values: step k holds from k/8 to (k+1)/8.
        turn.keyTimes = (0...steps).map { Double($0) / Double(steps) }
        turn.calculationMode = .discrete
        turn.timingFunction = .linear
        turn.timing.duration = ActivityIndicatorView.period
        turn.timing.repeatCount = .infinity
        host.add(turn, to: replicator, forKey: ActivityIndicatorView.spinKey)
    }

    /// UIActivityIndicatorView.stopAnimating(): stops turning, and hides the spinner when
    /// `hidesWhenStopped`.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        host?.removeAnimation(forKey: ActivityIndicatorView.spinKey, from: replicator)
        if hidesWhenStopped { isHidden = true }
    }

    override func boundsDidChange() {
        if !isSizingItself { sizedByStyle = false }
        layoutSpokes()
    }

    /// Sizes a view nobody sized to the style (keeping its centre) and draws the style's spokes.
    private func styleDidChange() {
        if sizedByStyle {
            isSizingItself = true
            bounds = Rect(x: 0, y: 0, width: style.side, height: style.side)
            isSizingItself = false
        }
        spoke.backgroundColor = color
        layoutSpokes()
    }

    /// The spinner is a square of the style's side centred in the bounds (UIKit neither
    /// stretches nor shrinks it). A spoke runs 0.29 of the side in from the edge and is
    /// 0.125 of the side wide, with round ends: 5.8 × 2.5 points medium, 10.7 × 4.6 large.
    /// Apple does not publish these; they are measured by eye on its spinner.
    private func layoutSpokes() {
        let side = style.side
        replicator.frame = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let width = side * 0.125, length = side * 0.29
        spoke.frame = Rect(x: side / 2 - width / 2, y: 0, width: width, height: length)
        spoke.cornerRadius = width / 2
    }

    /// Built once: the base properties and this type's own.
    private static let table: [String: ViewProperty] = baseProperties.merging([
        "style": .named(\ActivityIndicatorView.style),
        "color": .color(\ActivityIndicatorView.color),
        "hidesWhenStopped": .bool(\ActivityIndicatorView.hidesWhenStopped),
        "isAnimating": ViewProperty(readOnly: .bool) { .bool(($0 as! ActivityIndicatorView).isAnimating) },
    ]) { $1 }
}
