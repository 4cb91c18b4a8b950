//: # Springs
//: A playground as animation tutorials write one: a live view, a ball that drops onto a spring
//: and a card that a property animator slides across. Open the next page on its own with
//: `./preview Scenes/Swift/Basics.playground/Pages/Strokes.xcplaygroundpage`.
import UIKit
import PlaygroundSupport

let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
container.backgroundColor = .white
PlaygroundPage.current.liveView = container

//: A ball that falls 300 points and settles on a spring (damping 0.4: it overshoots).
let ball = UIView(frame: CGRect(x: 40, y: 60, width: 80, height: 80))
ball.backgroundColor = .systemPink
ball.layer.cornerRadius = 40
container.addSubview(ball)

UIView.animate(withDuration: 1.5, delay: 0.2, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
    ball.center.y += 300
})

//: A card that slides right on a linear property animator, then fades.
let card = UIView(frame: CGRect(x: 150, y: 100, width: 180, height: 110))
card.backgroundColor = .systemIndigo
card.layer.cornerRadius = 16
container.addSubview(card)

let slide = UIViewPropertyAnimator(duration: 2, curve: .linear) {
    card.transform = CGAffineTransform(translationX: 0, y: 400)
}
slide.addCompletion { _ in
    UIView.animate(withDuration: 0.5) { card.alpha = 0.3 }
}
slide.startAnimation()
