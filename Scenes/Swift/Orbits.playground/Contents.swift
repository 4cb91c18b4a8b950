// A playground as Xcode makes them: Contents.swift runs after Sources/ declares OrbitView.
// Three orbits turn at their own periods; the sun pulses.
//   ./preview Scenes/Swift/Orbits.playground
import UIKit
import PlaygroundSupport

let space = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
space.backgroundColor = UIColor(red: 0.03, green: 0.04, blue: 0.09, alpha: 1)

let sun = UIView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
sun.center = CGPoint(x: 187.5, y: 333.5)
sun.backgroundColor = .systemOrange
sun.layer.cornerRadius = 28
space.addSubview(sun)

let periods: [CFTimeInterval] = [1.5, 2.5, 4]
for (index, period) in periods.enumerated() {
    let size = CGFloat(110 + 80 * index)
    let orbit = OrbitView(frame: CGRect(x: 0, y: 0, width: size, height: size))
    orbit.center = sun.center
    orbit.period = period
    space.addSubview(orbit)
    orbit.start()
}

UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut], animations: {
    sun.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
})

PlaygroundPage.current.liveView = space
