// A sample of the Swift the scene API's stubs must type-check, as iOS code writes it: layers and
// their animations, Swift 3/4 constants, a layer class with a custom animatable property,
// delegates, view and controller classes with overrides, UIView.animate and property animators
// with trailing closures, controls, gestures with #selector, Auto Layout, drawing, timers and a
// custom transition. `kinema check --typecheck` checks it in SwiftStubsTests; it is not run.
import Foundation
import UIKit
import PlaygroundSupport

// Layers and Core Animation.
let shape = CAShapeLayer()
shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 80), cornerRadius: 12).cgPath
shape.fillColor = UIColor.clear.cgColor
shape.strokeColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
shape.lineWidth = 4
shape.lineCap = .round
shape.lineJoin = kCALineJoinRound
shape.lineDashPattern = [4, 2]
shape.fillRule = .evenOdd
shape.strokeEnd = 0
let draw = CABasicAnimation(keyPath: "strokeEnd")
draw.fromValue = 0
draw.toValue = 1
draw.duration = 1.5
draw.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
draw.fillMode = kCAFillModeForwards
draw.isRemovedOnCompletion = false
shape.add(draw, forKey: "draw")

let gradient = CAGradientLayer()
gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPink.cgColor]
gradient.locations = [0, 1]
gradient.startPoint = CGPoint(x: 0, y: 0)
gradient.endPoint = CGPoint(x: 1, y: 1)
gradient.type = .radial
gradient.mask = shape
gradient.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
gradient.contentsGravity = .resizeAspectFill

let move = CAKeyframeAnimation(keyPath: "position")
move.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 100))]
move.keyTimes = [0, 1]
move.calculationMode = .paced
move.rotationMode = .rotateAuto
let spring = CASpringAnimation(keyPath: "transform.scale")
spring.damping = 8
spring.toValue = 1.2
spring.duration = spring.settlingDuration
let group = CAAnimationGroup()
group.animations = [move, spring]
group.repeatCount = .greatestFiniteMagnitude
let fade = CATransition()
fade.type = .push
fade.subtype = .fromLeft
gradient.add(group, forKey: nil)
gradient.add(fade, forKey: "fade")

var t = CATransform3DIdentity
t.m34 = -1 / 500
t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
gradient.transform = CATransform3DConcat(t, CATransform3DMakeScale(1.1, 1.1, 1))
gradient.sublayerTransform = CATransform3DMakeRotation(CGFloat.pi, 0, 0, 1)
gradient.opacity = 0.8
gradient.shadowOpacity = 0.4
gradient.shadowOffset = CGSize(width: 0, height: 3)
gradient.cornerCurve = .continuous

CATransaction.begin()
CATransaction.setAnimationDuration(0.5)
CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1))
CATransaction.setCompletionBlock { print("done") }
gradient.position.x += 20
CATransaction.commit()

let replicator = CAReplicatorLayer()
replicator.instanceCount = 5
replicator.instanceDelay = 0.1
replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
replicator.instanceAlphaOffset = -0.2

let emitter = CAEmitterLayer()
emitter.emitterShape = .line
emitter.emitterMode = .outline
emitter.renderMode = .additive
let cell = CAEmitterCell()
cell.birthRate = 20
cell.lifetime = 3
cell.velocity = 50
cell.scale = 0.1
cell.emissionRange = .pi
cell.contents = UIImage(named: "spark")?.cgImage
emitter.emitterCells = [cell]

let text = CATextLayer()
text.string = "Hi"
text.fontSize = 17
text.font = UIFont.boldSystemFont(ofSize: 17)
text.alignmentMode = .center
text.foregroundColor = UIColor.label.cgColor
text.contentsScale = UIScreen.main.scale

// A layer class with a custom animatable property.
class RingLayer: CALayer {
    @NSManaged var progress: CGFloat
    override init() { super.init() }
    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { progress = ring.progress }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.setLineWidth(6)
        ctx.setLineCap(.round)
        ctx.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 3,
                   startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }
    override func action(forKey event: String) -> CAAction? {
        event == "progress" ? NSNull() : super.action(forKey: event)
    }
}

class Delegate: NSObject, CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { print("stopped") }
    }
}
let delegate = Delegate()
draw.delegate = delegate

// Views and UIKit animation.
class CardView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    private let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Card"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.textColor = .white
        label.numberOfLines = 0
        addSubview(label)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 8)
        shapeLayer.path = UIBezierPath(ovalIn: bounds).cgPath
    }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.orange.cgColor)
        context.fillEllipse(in: rect.insetBy(dx: 4, dy: 4))
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.black]
        ("9" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        NSString(string: "x").draw(in: rect, withAttributes: [.paragraphStyle: style])
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        print(touch.location(in: self), touch.phase == .began)
    }
    @objc func tapped() {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.transform = self.transform == .identity ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
        })
    }
}

let root = UIView(frame: UIScreen.main.bounds)
root.backgroundColor = UIColor(white: 0.95, alpha: 1)
let card = CardView(frame: CGRect(x: 40, y: 80, width: 200, height: 120))
card.layer.cornerRadius = 16
card.layer.addSublayer(gradient)
root.addSubview(card)
UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: [.allowUserInteraction]) {
    card.center.y += 100
} completion: { finished in
    print(finished)
}
UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeCubic]) {
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
}
UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: nil)
UIView.animate(springDuration: 0.6, bounce: 0.3) { card.frame.origin.x = 20 }
let options: UIViewAnimationOptions = [.repeat, .autoreverse]
UIView.animate(withDuration: 1, delay: 0, options: options, animations: { card.alpha = 0.9 }, completion: nil)

let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { card.transform = .identity }
animator.addAnimations({ card.alpha = 1 }, delayFactor: 0.5)
animator.addCompletion { position in
    if position == .end { print("end") }
}
animator.startAnimation(afterDelay: 0.2)
let parameters = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1, dy: 0))
let animator2 = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
animator2.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 1)
_ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0, options: [], animations: { card.alpha = 0 })

// Controls, gestures and layout.
let button = UIButton()
button.setTitle("Tap", for: .normal)
button.setTitleColor(.systemBlue, for: .normal)
button.addTarget(card, action: #selector(CardView.tapped), for: .touchUpInside)
class Dragger: NSObject {
    @objc func drag(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: pan.view)
        pan.view?.center.x += translation.x
        pan.setTranslation(.zero, in: pan.view)
        if pan.state == .ended { print(pan.velocity(in: pan.view)) }
    }
}
let dragger = Dragger()
card.addGestureRecognizer(UIPanGestureRecognizer(target: dragger, action: #selector(Dragger.drag(_:))))
// Notifications with a selector, as UIKit code before blocks wrote them.
extension Notification.Name { static let cardMoved = Notification.Name("cardMoved") }
class Watcher: NSObject {
    @objc func cardMoved(_ note: Notification) { print("moved") }
    @objc func pressed(_ press: UILongPressGestureRecognizer) { if press.state == .began { print("held") } }
}
let watcher = Watcher()
NotificationCenter.default.addObserver(watcher, selector: #selector(Watcher.cardMoved(_:)), name: .cardMoved, object: nil)
NotificationCenter.default.post(name: .cardMoved, object: card)
let press = UILongPressGestureRecognizer(target: watcher, action: #selector(Watcher.pressed(_:)))
press.minimumPressDuration = 0.3
press.allowableMovement = 20
card.addGestureRecognizer(press)
let stack = UIStackView(arrangedSubviews: [button])
stack.axis = .vertical
stack.distribution = .fillEqually
stack.alignment = .center
stack.spacing = 8
stack.translatesAutoresizingMaskIntoConstraints = false
root.addSubview(stack)
NSLayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
    stack.widthAnchor.constraint(equalToConstant: 200),
])
let imageView = UIImageView(image: #imageLiteral(resourceName: "bell"))
imageView.contentMode = .scaleAspectFit
let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
blur.frame = root.bounds

// Drawing into an image.
let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
let dot = renderer.image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 40, y: 40))
    path.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    context.cgContext.addPath(path)
    context.cgContext.strokePath()
}
let legacy = CGPathCreateMutable()
CGPathMoveToPoint(legacy, nil, 0, 0)
CGPathAddLineToPoint(legacy, nil, 10, 10)
let bezier = UIBezierPath()
bezier.move(to: .zero)
bezier.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: .zero, controlPoint2: CGPoint(x: 5, y: 5))
bezier.close()
let ring = RingLayer()
ring.frame = CGRect(x: 0, y: 0, width: 60, height: 60)

// Time.
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("later") }
_ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in timer.invalidate() }
let link = CADisplayLink(target: card, selector: #selector(CardView.tapped))
link.add(to: .main, forMode: .common)
print(CACurrentMediaTime(), Date())

// A view controller with a custom transition.
class Detail: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        transitioningDelegate = self
        modalPresentationStyle = .custom
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(to)
        to.frame = transitionContext.finalFrame(for: self)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { to.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
PlaygroundPage.current.liveView = root
