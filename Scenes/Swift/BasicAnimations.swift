// Swift twin of Scenes/BasicAnimations.lua: seed 001's "CABasicAnimation" screen as its
// view controller would be written. A tap on a view plays its animation
// (Scenes/Input/BasicAnimations.events taps all four at once).
import UIKit

class BasicAnimationsViewController: UIViewController {
    let orange = UIView(frame: CGRect(x: 40, y: 110, width: 100, height: 100))
    let cyan = UIView(frame: CGRect(x: 235, y: 110, width: 100, height: 100))
    let green = UIView(frame: CGRect(x: 40, y: 290, width: 100, height: 100))
    let blue = UIView(frame: CGRect(x: 40, y: 480, width: 100, height: 100))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let title = UILabel(frame: CGRect(x: 0, y: 40, width: 375, height: 40))
        title.text = "CABasicAnimation"
        title.font = .boldSystemFont(ofSize: 22)
        title.textColor = .black
        title.textAlignment = .center
        view.addSubview(title)

        orange.backgroundColor = .systemOrange
        cyan.backgroundColor = .cyan
        green.backgroundColor = .systemGreen
        blue.backgroundColor = .systemBlue
        for v in [orange, cyan, green, blue] { view.addSubview(v) }

        orange.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(orangeTapped)))
        cyan.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cyanTapped)))
        blue.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(blueTapped)))
        green.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(greenTapped)))
    }

    // Orange: turns into a circle.
    @objc func orangeTapped() {
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = orange.layer.cornerRadius
        round.toValue = orange.bounds.width / 2
        round.duration = 1
        round.timingFunction = CAMediaTimingFunction(name: .easeOut)
        orange.layer.add(round, forKey: "round")
        orange.layer.cornerRadius = orange.bounds.width / 2
    }

    // Cyan: becomes invisible.
    @objc func cyanTapped() {
        let vanish = CABasicAnimation(keyPath: "opacity")
        vanish.fromValue = 1
        vanish.toValue = 0
        vanish.duration = 1
        vanish.timingFunction = CAMediaTimingFunction(name: .easeIn)
        cyan.layer.add(vanish, forKey: "vanish")
        cyan.layer.opacity = 0
    }

    // Blue: slides to cyan's centre x while turning 315° clockwise, and stays there.
    @objc func blueTapped() {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.toValue = cyan.center.x
        slide.fillMode = .forwards
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.toValue = 315 * CGFloat.pi / 180
        turn.fillMode = .forwards
        let slideAndTurn = CAAnimationGroup()
        slideAndTurn.animations = [slide, turn]
        slideAndTurn.duration = 2
        slideAndTurn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        slideAndTurn.fillMode = .forwards
        slideAndTurn.isRemovedOnCompletion = false
        blue.layer.add(slideAndTurn, forKey: "slideAndTurn")
    }

    // Green: to the middle, 1.5 times bigger and magenta, then back again; twice.
    @objc func greenTapped() {
        let toMiddle = CABasicAnimation(keyPath: "position")
        toMiddle.toValue = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 1.5
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = UIColor.magenta.cgColor
        let pulse = CAAnimationGroup()
        pulse.animations = [toMiddle, grow, tint]
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        green.layer.add(pulse, forKey: "pulse")
    }
}
