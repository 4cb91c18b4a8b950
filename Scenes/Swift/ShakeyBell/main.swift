// The smallest host seed 002's ShakeyBellView needs: the account summary header it sits in,
// with the seed's setupShakeyBell (its trailing and bottom pinned to the header's), shown as
// the live view. A tap on the bell rings it:
//   ./preview Scenes/Swift/ShakeyBell --events Scenes/Input/ShakeyBell.events
import UIKit
import PlaygroundSupport

class AccountSummaryHeaderView: UIView {
    let shakeyBellView = ShakeyBellView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        setupShakeyBell()
    }

    private func setupShakeyBell() {
        shakeyBellView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(shakeyBellView)

        NSLayoutConstraint.activate([
            shakeyBellView.trailingAnchor.constraint(equalTo: trailingAnchor),
            shakeyBellView.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }
}

let header = AccountSummaryHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 144))
header.backgroundColor = .systemTeal
PlaygroundPage.current.liveView = header
