// The playground's own view class, declared in Sources/ as Xcode's playgrounds do.
import UIKit

public class OrbitView: UIView {
    public let planet = CALayer()
    public var period: CFTimeInterval = 2

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderColor = UIColor(white: 1, alpha: 0.25).cgColor
        layer.borderWidth = 1
        layer.cornerRadius = frame.width / 2
        planet.bounds = CGRect(x: 0, y: 0, width: 18, height: 18)
        planet.cornerRadius = 9
        planet.backgroundColor = UIColor.systemYellow.cgColor
        planet.position = CGPoint(x: frame.width, y: frame.height / 2)
        layer.addSublayer(planet)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Turns the orbit once a period, for ever.
    public func start() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = period
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
    }
}
