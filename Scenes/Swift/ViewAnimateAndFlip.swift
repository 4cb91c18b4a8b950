// Swift twin of Scenes/ViewAnimateAndFlip.lua: seed 001's "UIView Animation" screen. Tapping
// the orange view moves it right until its right edge meets the screen's while it turns 180°;
// each press of Flip turns the whole screen, and the button with it, another 180°.
// Scenes/Input/ViewAnimateAndFlip.events taps the view at 0.3 s and the button at 2.5 s.
import UIKit

class UIViewAnimationController: UIViewController {
    var animationView: UIView!
    var flipButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        animationView = UIView(frame: CGRect(x: 20, y: 200, width: 120, height: 120))
        animationView.backgroundColor = .systemOrange
        animationView.layer.cornerRadius = 12
        let tapMe = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        tapMe.text = "Tap me"
        tapMe.font = .boldSystemFont(ofSize: 18)
        tapMe.textColor = .white
        tapMe.textAlignment = .center
        animationView.addSubview(tapMe)
        view.addSubview(animationView)

        flipButton = UIButton(frame: CGRect(x: 117.5, y: 520, width: 140, height: 50))
        flipButton.setTitle("Flip", for: .normal)
        flipButton.titleLabel?.font = .boldSystemFont(ofSize: 20)
        flipButton.setTitleColor(.white, for: .normal)
        flipButton.backgroundColor = .systemBlue
        flipButton.layer.cornerRadius = 12
        flipButton.addTarget(self, action: #selector(flip), for: .touchUpInside)
        view.addSubview(flipButton)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        animationView.addGestureRecognizer(tap)
    }

    @objc func handleTap() {
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveEaseInOut, animations: {
            self.animationView.center.x = self.view.bounds.width - self.animationView.bounds.width / 2
            self.animationView.transform = self.animationView.transform.rotated(by: .pi)
        }, completion: nil)
    }

    @objc func flip() {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: {
            self.view.transform = self.view.transform.rotated(by: .pi)
            self.flipButton.transform = self.flipButton.transform.rotated(by: .pi)
        })
    }
}
