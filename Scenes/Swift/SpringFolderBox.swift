// Swift twin of Scenes/SpringFolderBox.lua: seed 004's "1. Spring animations", a folder
// opening on the iOS home screen. A tap puts the 100-point box in the bottom-left corner and
// springs it out to three times its size in the middle of the screen (UIView.animate, 1 s,
// damping ratio 0.75, initial velocity 0.5).
// Scenes/Input/SpringFolderBox.events taps at 0.5 s and again at 2.5 s.
import UIKit

/// The folder: a rounded, translucent box whose four app icons keep their place whatever its size.
class FolderView: UIView {
    var icons: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 1, alpha: 0x55 / 255.0)
        clipsToBounds = true
        layer.cornerRadius = 18
        let colors: [UIColor] = [
            UIColor(red: 1, green: 149/255, blue: 0, alpha: 1), UIColor(red: 52/255, green: 199/255, blue: 89/255, alpha: 1),
            UIColor(red: 0, green: 122/255, blue: 1, alpha: 1), UIColor(red: 1, green: 45/255, blue: 85/255, alpha: 1),
        ]
        for color in colors {
            let icon = UIView()
            icon.backgroundColor = color
            icon.layer.cornerRadius = 8
            addSubview(icon)
            icons.append(icon)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.width
        for (i, icon) in icons.enumerated() {
            let column = CGFloat(i % 2), row = CGFloat(i / 2)
            icon.frame = CGRect(x: side * (0.14 + column * 0.42), y: side * (0.14 + row * 0.42), width: side * 0.30, height: side * 0.30)
        }
    }
}

class ViewController: UIViewController {
    let BOXSIZE: CGFloat = 100.0
    let movingBox = FolderView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        // The home screen behind: a wallpaper and a dock.
        let wallpaper = CAGradientLayer()
        wallpaper.frame = view.bounds
        wallpaper.colors = [UIColor(red: 58/255, green: 110/255, blue: 165/255, alpha: 1).cgColor,
                            UIColor(red: 30/255, green: 42/255, blue: 58/255, alpha: 1).cgColor]
        view.layer.addSublayer(wallpaper)
        let hint = UILabel(frame: CGRect(x: 0, y: 120, width: 375, height: 40))
        hint.text = "Tap to open the folder"
        hint.font = .boldSystemFont(ofSize: 20)
        hint.textColor = UIColor(white: 1, alpha: 0.8)
        hint.textAlignment = .center
        view.addSubview(hint)
        let dock = UIView(frame: CGRect(x: 12, y: 575, width: 351, height: 80))
        dock.backgroundColor = UIColor(white: 1, alpha: 0.2)
        dock.layer.cornerRadius = 24
        view.addSubview(dock)

        view.addSubview(movingBox)
        initBox()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
    }

    func initBox() {
        movingBox.frame = CGRect(x: 0.0, y: view.bounds.size.height - BOXSIZE, width: BOXSIZE, height: BOXSIZE)
        movingBox.layoutIfNeeded()
    }

    func endBox() {
        movingBox.frame = CGRect(x: view.bounds.midX - BOXSIZE * 3.0 / 2.0, y: view.bounds.midY - BOXSIZE * 3.0 / 2.0,
                                 width: BOXSIZE * 3.0, height: BOXSIZE * 3.0)
        movingBox.layoutIfNeeded()
    }

    @objc func tapped(_ gesture: UITapGestureRecognizer) {
        initBox()
        UIView.animate(withDuration: 1.0, delay: 0.0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.5,
                       options: [], animations: {
            self.endBox()
        }, completion: { finished in
            //
        })
    }
}
