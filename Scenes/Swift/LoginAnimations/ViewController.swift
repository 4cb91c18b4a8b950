// Seed 000 (../shared/seeds/000_34ef11c1e5a44057.txt), sections 1–8, the Bahama Air login,
// as written: each section's code in the method the section puts it in. Two lines join the
// sections as their text says (the book's project has them): login's first animation shows
// the first message when it ends, and showMessage's "// reset form" calls resetForm().
// Storyboard.swift beside it is the host: the outlets Main.storyboard would connect, the
// status banner viewDidLoad's "..." sets up, and the project's delay(seconds:completion:).
//   ./preview Scenes/Swift/LoginAnimations --events Scenes/Input/LoginFormAnimations.events
import UIKit

class ViewController: UIViewController {
    @IBOutlet var headingLabel: UILabel!
    @IBOutlet var usernameTextField: UITextField!
    @IBOutlet var passwordTextField: UITextField!
    @IBOutlet var loginButton: UIButton!
    @IBOutlet var cloud1ImageView: UIImageView!
    @IBOutlet var cloud2ImageView: UIImageView!
    @IBOutlet var cloud3ImageView: UIImageView!
    @IBOutlet var cloud4ImageView: UIImageView!

    let statusImageView = UIImageView(image: UIImage(named: "banner"))
    let statusLabel = UILabel()
    let statusMessages = ["Connecting...", "Authorizing...", "Sending credentials...", "Failed"]
    var statusImageViewPosition = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        loadStoryboard()
        setUpStatusBanner()
        statusImageView.isHidden = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // 1. Translate Animation
        heading.center.x  -= view.bounds.width
        username.center.x -= view.bounds.width
        password.center.x -= view.bounds.width

        // 2. Fade in the clouds
        cloud1ImageView.alpha = 0.0
        cloud2ImageView.alpha = 0.0
        cloud3ImageView.alpha = 0.0
        cloud4ImageView.alpha = 0.0

        // 3. Login Button Spring Animation
        loginButton.center.y += 30.0
        loginButton.alpha = 0.0
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.5) {
            self.headingLabel.center.x += self.view.bounds.width
        }

        UIView.animate(withDuration: 0.5, delay: 0.3, options: [], animations: {
            self.usernameTextField.center.x += self.view.bounds.width
        }, completion: nil)

        UIView.animate(withDuration: 0.5, delay: 0.6, options: [], animations: {
            self.passwordTextField.center.x += self.view.bounds.width
        }, completion: nil)

        UIView.animate(withDuration: 0.5, delay: 0.5, options: [], animations: {
            self.cloud1ImageView.alpha = 1.0
        }, completion: nil)

        UIView.animate(withDuration: 0.5, delay: 0.7, options: [], animations: {
            self.cloud2ImageView.alpha = 1.0
        }, completion: nil)

        UIView.animate(withDuration: 0.5, delay: 0.9, options: [], animations: {
            self.cloud3ImageView.alpha = 1.0
        }, completion: nil)

        UIView.animate(withDuration: 0.5, delay: 1.1, options: [], animations: {
            self.cloud4ImageView.alpha = 1.0
        }, completion: nil)

        UIView.animate(withDuration: 0.5, 
                       delay: 0.5, 
                       usingSpringWithDamping: 0.5, 
                       initialSpringVelocity: 0.0, 
                       options: [], 
                       animations: {
        	self.loginButton.center.y -= 30.0
        	self.loginButton.alpha = 1.0
        }, completion: nil)

        // 8. Animate clouds
        animateCloud(cloud: cloud1ImageView)
        animateCloud(cloud: cloud2ImageView)
        animateCloud(cloud: cloud3ImageView)
        animateCloud(cloud: cloud4ImageView)
    }

    // 4. Touch Up Inside Animation
    @IBAction func login(_ sender: UIButton) {
        UIView.animate(withDuration: 1.5,
                       delay: 0.0, 
                       usingSpringWithDamping: 0.2, 
                       initialSpringVelocity: 0.0, 
                       options: [], 
                       animations: {
            self.loginButton.bounds.size.width += 80.0
        }, completion: { _ in
            self.showMessage(index: 0)
        })
        
        UIView.animate(withDuration: 0.33, 
                       delay: 0.0, 
                       usingSpringWithDamping: 0.7, 
                       initialSpringVelocity: 0.0, 
                       options: [], 
                       animations: {
            self.loginButton.center.y += 60.0
            self.loginButton.backgroundColor = UIColor(red: 0.85, green: 0.83, blue: 0.45, alpha: 1.0)
        }, completion: nil)
    }

    // 5.–6. Status Message Transition, Status Mixing Transitions
    func showMessage(index: Int) {
        statusLabel.text = statusMessages[index]

        UIView.transition(with: statusImageView, 
                          duration: 0.33, 
                          options: [.curveEaseOut, .transitionCurlDown], 
                          animations: {
            self.statusImageView.isHidden = false
        }) { _ in
            delay(seconds: 1.5) {
                if index < self.statusMessages.count - 1 {
                    self.removeMessage(index: index)
                } else {
                    self.resetForm()
                }
            }
        }
    }

    func removeMessage(index: Int) {
        UIView.animate(withDuration: 0.33, delay: 0.0, options: [], animations: {
            self.statusImageView.center.x += self.view.frame.size.width
        }) { _ in
            self.statusImageView.isHidden = true
            self.statusImageView.center = self.statusImageViewPosition

            self.showMessage(index: index + 1)
        }
    }

    // 7. Reversed Login Animations
    func resetForm() {
        UIView.transition(with: statusImageView, duration: 0.2, options: [.transitionFlipFromTop], animations: {
            self.statusImageView.isHidden = true
            self.statusImageView.center = self.statusImageViewPosition
        }, completion: nil)

        UIView.animate(withDuration: 0.33, delay: 0, options: [], animations: {
            self.loginButton.backgroundColor = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1.0)
            self.loginButton.bounds.size.width -= 80.0
            self.loginButton.center.y -= 60.0
        }, completion: nil)
    }

    // 8. Animate clouds
    func animateCloud(cloud: UIImageView) {
        let cloudSpeed = 30.0 / view.frame.size.width
        let duration = (view.frame.size.width - cloud.frame.origin.x) * cloudSpeed

        UIView.animate(withDuration: TimeInterval(duration), delay: 0.0, options: .curveLinear, animations: {
            cloud.frame.origin.x = self.view.frame.size.width
        }) { _ in
            cloud.frame.origin.x = -cloud.frame.size.width
            self.animateCloud(cloud: cloud)
        }
    }
}
