// Seed 003 (WWDC 2017 session 230, "Advanced Animations with UIKit"), Basics: the
// UIView-based animation and the UIViewPropertyAnimator, as the talk writes them, with the
// smallest host they need: a live view holding the circle.
//   ./preview Scenes/Swift/AnimatorBasics.swift
import UIKit
import PlaygroundSupport

let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
container.backgroundColor = .white
let circle = UIView(frame: CGRect(x: 40, y: 80, width: 80, height: 80))
circle.backgroundColor = .systemBlue
circle.layer.cornerRadius = 40
container.addSubview(circle)
let square = UIView(frame: CGRect(x: 40, y: 240, width: 80, height: 80))
square.backgroundColor = .systemOrange
container.addSubview(square)
PlaygroundPage.current.liveView = container

// "UIView-based Animations"
UIView.animate(withDuration: 5, animations: {
  circle.frame = circle.frame.offsetBy(dx: 100, dy: 0)
}, completion: nil)

// "UIViewPropertyAnimator" (the slide writes startAnimator(); UIKit's method is startAnimation())
let animator = UIViewPropertyAnimator(duration: 2.5, curve: .linear) {
  square.frame = square.frame.offsetBy(dx: 100, dy: 0)
}
animator.startAnimation()
