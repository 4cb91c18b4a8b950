//: [Previous](@previous)
//: # Strokes
//: A shape layer draws its circle as strokeEnd runs from 0 to 1, and a dot travels along the
//: same path on a keyframe animation, paced.
import UIKit
import PlaygroundSupport

let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
view.backgroundColor = .black
PlaygroundPage.current.liveView = view

let path = UIBezierPath(arcCenter: CGPoint(x: 187.5, y: 333.5), radius: 120, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)

let ring = CAShapeLayer()
ring.path = path.cgPath
ring.strokeColor = UIColor.systemTeal.cgColor
ring.fillColor = UIColor.clear.cgColor
ring.lineWidth = 12
ring.lineCap = .round
view.layer.addSublayer(ring)

let draw = CABasicAnimation(keyPath: "strokeEnd")
draw.fromValue = 0
draw.toValue = 1
draw.duration = 2
ring.add(draw, forKey: "draw")

let dot = CALayer()
dot.bounds = CGRect(x: 0, y: 0, width: 24, height: 24)
dot.cornerRadius = 12
dot.backgroundColor = UIColor.white.cgColor
dot.position = CGPoint(x: 187.5, y: 213.5)
view.layer.addSublayer(dot)

let travel = CAKeyframeAnimation(keyPath: "position")
travel.path = path.cgPath
travel.duration = 2
travel.calculationMode = .paced
dot.add(travel, forKey: "travel")
