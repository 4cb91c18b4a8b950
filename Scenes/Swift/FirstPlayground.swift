// A first Swift scene: a playground written as tutorials write them, run by Kinema as it
// is. A card springs down and tilts; five dots bounce one after another for ever.
//   ./preview Scenes/Swift/FirstPlayground.swift
// Edit it while the previewer runs: every save shows at once, at the same instant.
import UIKit
import PlaygroundSupport

let stage = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
stage.backgroundColor = UIColor(red: 0.06, green: 0.07, blue: 0.12, alpha: 1)

let card = UIView(frame: CGRect(x: 87.5, y: 120, width: 200, height: 120))
card.backgroundColor = .systemBlue
card.layer.cornerRadius = 16
stage.addSubview(card)

for i in 0..<5 {
    let dot = CALayer()
    dot.frame = CGRect(x: 60 + CGFloat(i) * 56, y: 420, width: 32, height: 32)
    dot.cornerRadius = 16
    dot.backgroundColor = UIColor.systemPink.cgColor
    stage.layer.addSublayer(dot)

    let bounce = CABasicAnimation(keyPath: "position.y")
    bounce.byValue = -60
    bounce.duration = 0.5
    bounce.autoreverses = true
    bounce.repeatCount = .infinity
    bounce.beginTime = CACurrentMediaTime() + Double(i) * 0.1
    bounce.timingFunction = CAMediaTimingFunction(name: .easeOut)
    dot.add(bounce, forKey: "bounce")
}

UIView.animate(withDuration: 1.2, delay: 0.3, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
    card.transform = CGAffineTransform(rotationAngle: .pi / 12)
    card.center.y += 80
})

PlaygroundPage.current.liveView = stage
