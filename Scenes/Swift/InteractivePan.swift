// Seed 003 (WWDC 2017 session 230), "Interactively animating": a pan scrubs a property
// animator, then lets it finish. The talk's handlePan, as written, in the smallest host it
// needs: a view controller whose view the pan is on (drag right on the circle).
//   ./preview Scenes/Swift/InteractivePan.swift
import UIKit

class ViewController: UIViewController {
    let circle = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
    var animator: UIViewPropertyAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        circle.backgroundColor = .systemBlue
        circle.layer.cornerRadius = 40
        view.addSubview(circle)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(recognizer:))))
    }

    @objc func handlePan(recognizer: UIPanGestureRecognizer) {
      switch recognizer.state {
        case .began:
          animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut, animations: {
            self.circle.frame = self.circle.frame.offsetBy(dx: 100, dy: 0)
          })
          animator.pauseAnimation()
        case .changed:
          let translation = recognizer.translation(in: circle)
          animator.fractionComplete = translation.x / 100
        case .ended:
          animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
          break
      }
    }
}
