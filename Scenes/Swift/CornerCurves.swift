// Swift twin of Scenes/CornerCurves.lua, written as a playground: rounded corners as Core
// Animation draws them. Top: a 120-point square with cornerRadius 28, circular and continuous.
// Below: a 240 × 64 bar whose cornerRadius animates from 0 to 48 and back, for ever, and a
// square whose radius (80) is more than half its side.
import UIKit
import PlaygroundSupport

let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
view.backgroundColor = UIColor(red: 242/255, green: 242/255, blue: 247/255, alpha: 1)
let root = view.layer

func caption(_ y: CGFloat, _ text: String, x: CGFloat = 0, width: CGFloat = 375) {
    let label = UILabel(frame: CGRect(x: x, y: y, width: width, height: 22))
    label.text = text
    label.font = UIFont(name: "DejaVu Sans", size: 14)
    label.textColor = UIColor(red: 0x55/255.0, green: 0x55/255.0, blue: 0x60/255.0, alpha: 1)
    label.textAlignment = .center
    view.addSubview(label)
}

func square(x: CGFloat, curve: CALayerCornerCurve) {
    let layer = CALayer()
    layer.name = curve.rawValue
    layer.frame = CGRect(x: x, y: 90, width: 120, height: 120)
    layer.backgroundColor = UIColor(red: 94/255, green: 92/255, blue: 230/255, alpha: 1).cgColor
    layer.cornerRadius = 28
    layer.borderWidth = 4
    layer.borderColor = UIColor(white: 1, alpha: 176/255).cgColor
    layer.cornerCurve = curve
    root.addSublayer(layer)
}

caption(50, "circular", x: 44, width: 120)
caption(50, "continuous", x: 211, width: 120)
square(x: 44, curve: .circular)
square(x: 211, curve: .continuous)

caption(280, "cornerRadius 0 → 48 on a 64-point-high bar")
let bar = CALayer()
bar.frame = CGRect(x: 67.5, y: 340, width: 240, height: 64)
bar.backgroundColor = UIColor(red: 1, green: 159/255, blue: 10/255, alpha: 1).cgColor
root.addSublayer(bar)
let grow = CABasicAnimation(keyPath: "cornerRadius")
grow.fromValue = 0
grow.toValue = 48
grow.duration = 2
grow.autoreverses = true
grow.repeatCount = .infinity
bar.add(grow, forKey: "grow")

caption(450, "cornerRadius 80 on a 120-point square")
let lens = CALayer()
lens.frame = CGRect(x: 127.5, y: 490, width: 120, height: 120)
lens.backgroundColor = UIColor(red: 48/255, green: 209/255, blue: 88/255, alpha: 1).cgColor
lens.cornerRadius = 80
root.addSublayer(lens)

PlaygroundPage.current.liveView = view
