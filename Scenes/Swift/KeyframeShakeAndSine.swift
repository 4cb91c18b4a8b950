// Swift twin of Scenes/KeyframeShakeAndSine.lua: seed 001's "CAKeyframeAnimation" screen.
// The passcode field shakes like a wrong entry (0.4 s of additive x offsets), and an orange
// view follows a drawn sine wave for ever, 6 s a run, turned along the tangent. Each starts
// from its button (Scenes/Input/KeyframeShakeAndSine.events taps both at 0 s).
import UIKit

class KeyframeViewController: UIViewController {
    let passcodeTextField = UIView(frame: CGRect(x: 40, y: 110, width: 295, height: 44))
    let orangeView = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 30))

    // The sine wave: two periods across the screen, each quarter a cubic Bézier with the
    // sine's own slopes at its ends (a Hermite curve), so the path is smooth and its tangent true.
    let x0: CGFloat = 30, y0: CGFloat = 400, amplitude: CGFloat = 60, wavelength: CGFloat = 157.5
    let quarters = 8

    func sine(_ x: CGFloat) -> CGFloat { y0 - amplitude * sin(2 * .pi * (x - x0) / wavelength) }
    func slope(_ x: CGFloat) -> CGFloat { -amplitude * 2 * .pi / wavelength * cos(2 * .pi * (x - x0) / wavelength) }

    func sinPath() -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x0, y: sine(x0)))
        let h = wavelength / 4
        for i in 1...quarters {
            let a = x0 + CGFloat(i - 1) * h, b = x0 + CGFloat(i) * h
            path.addCurve(to: CGPoint(x: b, y: sine(b)),
                          controlPoint1: CGPoint(x: a + h / 3, y: sine(a) + slope(a) * h / 3),
                          controlPoint2: CGPoint(x: b - h / 3, y: sine(b) - slope(b) * h / 3))
        }
        return path
    }

    func addButton(y: CGFloat, title: String, action: Selector) {
        let button = UIButton(frame: CGRect(x: 40, y: y, width: 295, height: 44))
        button.backgroundColor = .systemBlue
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 17)
        button.layer.cornerRadius = 10
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        passcodeTextField.backgroundColor = .white
        passcodeTextField.layer.borderWidth = 1
        passcodeTextField.layer.borderColor = UIColor(red: 200/255, green: 199/255, blue: 204/255, alpha: 1).cgColor
        passcodeTextField.layer.cornerRadius = 6
        let dots = UILabel(frame: CGRect(x: 12, y: 0, width: 271, height: 44))
        dots.text = "••••••"
        dots.font = UIFont(name: "DejaVu Sans", size: 20)
        passcodeTextField.addSubview(dots)
        view.addSubview(passcodeTextField)

        let sinPathLayer = CAShapeLayer()
        sinPathLayer.name = "sinPath"
        sinPathLayer.path = sinPath().cgPath
        sinPathLayer.fillColor = UIColor.clear.cgColor
        sinPathLayer.strokeColor = UIColor(red: 176/255, green: 176/255, blue: 184/255, alpha: 1).cgColor
        sinPathLayer.lineWidth = 2
        view.layer.addSublayer(sinPathLayer)

        orangeView.backgroundColor = .systemOrange
        orangeView.layer.cornerRadius = 4
        orangeView.center = CGPoint(x: x0, y: y0)
        view.addSubview(orangeView)

        addButton(y: 170, title: "Start shake animation", action: #selector(startShakeAnimation))
        addButton(y: 560, title: "Start sin animation", action: #selector(startSinAnimation))
    }

    @objc func startShakeAnimation() {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, -5, 5, -5, 0]
        shake.keyTimes = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        passcodeTextField.layer.add(shake, forKey: "shake")
    }

    @objc func startSinAnimation() {
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = sinPath().cgPath
        follow.duration = 6
        follow.repeatCount = .infinity
        follow.rotationMode = .rotateAuto
        orangeView.layer.add(follow, forKey: "sin")
    }
}
