// Seed 003 (WWDC 2017 session 230), "Interrupting an Animation": a second pan catches the
// animator while it runs on and scrubs it from where it was (progressWhenInterrupted).
// handlePan is the talk's, with its slide's typos put right (`.change`, `fractioinComplete`,
// `animationCrve`, `continueAnimatioin` do not compile); animateTransitionIfNeeded, which the
// slide elides (`{ ... }`), is the smallest one: the pan's animator, made unless one runs.
// Scenes/Input/InterruptiblePan.events drags the circle half way, lets go, and catches it.
import UIKit

class ViewController: UIViewController {
    let circle = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
    var animator: UIViewPropertyAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        circle.backgroundColor = .systemOrange
        circle.layer.cornerRadius = 40
        view.addSubview(circle)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(recognizer:))))
    }

    func animateTransitionIfNeeded(duration: TimeInterval) {
        guard animator == nil || !animator.isRunning && animator.fractionComplete == 0 else { return }
        animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
            self.circle.frame = self.circle.frame.offsetBy(dx: 100, dy: 0)
        }
    }

    var progressWhenInterrupted: CGFloat = 0

    @objc func handlePan(recognizer: UIPanGestureRecognizer) {
      switch recognizer.state {
        case .began:
        	animateTransitionIfNeeded(duration: 1)
        	animator.pauseAnimation()
        	progressWhenInterrupted = animator.fractionComplete
        case .changed:
        	let translation = recognizer.translation(in: circle)
        	animator.fractionComplete = (translation.x / 100) + progressWhenInterrupted
        case .ended:
        	let timing = UICubicTimingParameters(animationCurve: .easeOut)
        	animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
        default:
        	break
      }
    }
}
