// Swift twin of Scenes/DecomposedSpin.lua: seed 003's "Additive Animations" and "Decomposed
// Additive Animations" (WWDC 2017 session 230). The Spin button gives each square a 5 s
// ease-in-out UIViewPropertyAnimator: the left one's block sets one turn of 20π, which ends
// where it began, so it does not move; the right one's turns it by π twenty times, each an
// additive animation of its own, so it spins ten times.
// Scenes/Input/DecomposedSpin.events taps Spin.
import UIKit

class ViewController: UIViewController {
    var wholeTurnSquare: UIView!
    var square: UIView!

    func makeSquare(x: CGFloat, color: UIColor) -> UIView {
        let square = UIView(frame: CGRect(x: x, y: 240, width: 120, height: 120))
        square.backgroundColor = color
        square.layer.cornerRadius = 10
        let stripe = UIView(frame: CGRect(x: 16, y: 14, width: 88, height: 10))
        stripe.backgroundColor = .white
        square.addSubview(stripe)
        return square
    }

    func addCaption(_ text: String, x: CGFloat) {
        let caption = UILabel(frame: CGRect(x: x, y: 380, width: 160, height: 50))
        caption.text = text
        caption.font = UIFont(name: "DejaVu Sans", size: 14)
        caption.textColor = UIColor(red: 0x3c/255.0, green: 0x3c/255.0, blue: 0x43/255.0, alpha: 1)
        caption.textAlignment = .center
        view.addSubview(caption)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 0, y: 60, width: 375, height: 30))
        title.text = "Additive animations"
        title.font = .boldSystemFont(ofSize: 22)
        title.textAlignment = .center
        view.addSubview(title)
        wholeTurnSquare = makeSquare(x: 40, color: .systemGray)
        square = makeSquare(x: 215, color: .systemIndigo)
        view.addSubview(wholeTurnSquare)
        view.addSubview(square)
        addCaption("transform = R(20π)", x: 20)
        addCaption("20 × transform ∙ R(π)", x: 195)

        let spinButton = UIButton(type: .system)
        spinButton.frame = CGRect(x: 112, y: 500, width: 150, height: 50)
        spinButton.setTitle("Spin", for: .normal)
        spinButton.setTitleColor(.white, for: .normal)
        spinButton.titleLabel?.font = .boldSystemFont(ofSize: 20)
        spinButton.backgroundColor = .systemIndigo
        spinButton.layer.cornerRadius = 12
        spinButton.addTarget(self, action: #selector(spin), for: .touchUpInside)
        view.addSubview(spinButton)
    }

    @objc func spin() {
        // Additive Animations
        let animator = UIViewPropertyAnimator(duration: 5, curve: .easeInOut) {
            self.wholeTurnSquare.transform = CGAffineTransform(rotationAngle: CGFloat.pi * 20)
        }
        animator.startAnimation()

        // Decomposed Additive Animations
        let decomposed = UIViewPropertyAnimator(duration: 5, curve: .easeInOut) {
            for _ in 0..<20 {
                let rotation = CGAffineTransform(rotationAngle: CGFloat.pi)
                self.square.transform = self.square.transform.concatenating(rotation)
            }
        }
        decomposed.startAnimation()
    }
}
