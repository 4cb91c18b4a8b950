import Animation
import Geometry
import Layers
import Raster

/// UIImageView: shows an image as its layer's contents, or plays `animationImages` as a
/// frame animation (a discrete keyframe animation of `contents` on the scene clock).
public final class ImageView: View {
    /// UIView.ContentMode, mapped onto the layer's contentsGravity.
    public enum ContentMode: String, CaseIterable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        var gravity: ContentsGravity {
            switch self {
            case .scaleToFill: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    public init() {
        super.init(layerType: Layer.self)
        isUserInteractionEnabled = false  // as UIImageView
    }

    override public class var typeName: String { "ImageView" }

    /// UIImageView's intrinsic size: its image's, in points (none without one).
    override func ownIntrinsicContentSize(measuring measure: TextMeasuring?) -> Size {
        guard let size = image?.pointSize else { return Size(width: -1, height: -1) }
        return Size(width: size.width, height: size.height)
    }

    /// Setting an image on a view with no size yet sizes it to the image, as
    /// UIImageView(image:) does.
    public var image: Image? {
        get { layer.contents }
        set {
            layer.contents = newValue
            invalidateIntrinsicContentSize()
            if let image = newValue, bounds.size == .zero {
                let size = image.pointSize
                bounds.size = Size(width: size.width, height: size.height)
            }
        }
    }
    public var contentMode = ContentMode.scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }

    // MARK: Frame animation

    /// The frames `startAnimating` plays, in order.
    public var animationImages: [Image]?
    /// Seconds for one pass through the frames; 0 (the default) takes 1/30 s a frame, as UIKit does.
    public var animationDuration = 0.0
    /// How many passes to play; 0 plays for ever.
    public var animationRepeatCount = 0

    /// The key the frame animation runs under.
    static let frameAnimationKey = "UIImageViewAnimation"

    /// Whether the frames are playing (until they finish or `stopAnimating`).
    public var isAnimating: Bool { layer.animation(forKey: ImageView.frameAnimationKey) != nil }

    /// UIImageView.startAnimating(): plays `animationImages` from the start, now on `host`'s
    /// clock, replacing a run already playing; does nothing without images. When the passes
    /// are over the view shows `image` again.
    public func startAnimating(on host: AnimationHost) {
        guard let images = animationImages, !images.isEmpty else { return }
        let frames = KeyframeAnimation()
        frames.keyPath = "contents"
        frames.values = images.map { .image($0) }
        frames.calculationMode = .discrete
        frames.timingFunction = .linear
        frames.timing.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        frames.timing.repeatCount = animationRepeatCount > 0 ? Double(animationRepeatCount) : .infinity
        host.add(frames, to: layer, forKey: ImageView.frameAnimationKey)
    }

    /// UIImageView.stopAnimating(): back to `image`.
    public func stopAnimating(on host: AnimationHost) {
        host.removeAnimation(forKey: ImageView.frameAnimationKey, from: layer)
    }

    override public class var properties: [String: ViewProperty] { table }
    /// Built once: the base properties and this type's own.
    private static let table: [String: ViewProperty] = baseProperties.merging([
        "image": .image(\ImageView.image),
        "contentMode": .named(\ImageView.contentMode),
        "animationDuration": .number(\ImageView.animationDuration),
        "animationRepeatCount": ViewProperty(kind: .number, get: { .number(Double(($0 as! ImageView).animationRepeatCount)) },
                                             set: { view, value in
                                                 guard case .number(let n) = value, n.isFinite, n >= 0, n == n.rounded(),
                                                       n < 1e9 else { return false }
                                                 (view as! ImageView).animationRepeatCount = Int(n)
                                                 return true
                                             }),
    ]) { $1 }
}
