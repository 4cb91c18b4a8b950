// The host of seed 000's login (ViewController.swift): what Main.storyboard gives the
// controller (the sky, four clouds, the heading, the two fields and the Log In button, at the
// places Scenes/LoginAnimations/LoginScreen.lua gives them), the status banner, and the
// project's delay(seconds:completion:).
import UIKit

func delay(seconds: Double, completion: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: completion)
}

extension ViewController {
    // Section 1 names the outlets without their types' suffixes.
    var heading: UILabel { headingLabel }
    var username: UITextField { usernameTextField }
    var password: UITextField { passwordTextField }

    func loadStoryboard() {
        let background = UIImageView(image: UIImage(named: "bahama-sunny"))
        background.frame = view.bounds
        view.addSubview(background)

        let clouds = [CGRect(x: 10, y: 18, width: 120, height: 68), CGRect(x: 244, y: 34, width: 110, height: 62),
                      CGRect(x: 24, y: 392, width: 100, height: 56), CGRect(x: 226, y: 452, width: 140, height: 79)]
        var cloudViews: [UIImageView] = []
        for frame in clouds {
            let cloud = UIImageView(image: UIImage(named: "cloud"))
            cloud.frame = frame
            cloudViews.append(cloud)
        }
        // Connected before they join the view, so each is named for its outlet.
        cloud1ImageView = cloudViews[0]
        cloud2ImageView = cloudViews[1]
        cloud3ImageView = cloudViews[2]
        cloud4ImageView = cloudViews[3]
        for cloud in cloudViews { view.addSubview(cloud) }

        headingLabel = UILabel(frame: CGRect(x: 0, y: 82, width: 375, height: 44))
        headingLabel.text = "Bahama Air"
        headingLabel.font = .boldSystemFont(ofSize: 34)
        headingLabel.textColor = .white
        headingLabel.textAlignment = .center
        view.addSubview(headingLabel)

        usernameTextField = makeField(y: 180, placeholder: "Username")
        passwordTextField = makeField(y: 232, placeholder: "Password")
        passwordTextField.isSecureTextEntry = true
        view.addSubview(usernameTextField)
        view.addSubview(passwordTextField)

        loginButton = UIButton(frame: CGRect(x: 65, y: 300, width: 245, height: 50))
        loginButton.backgroundColor = UIColor(red: 0.63, green: 0.84, blue: 0.35, alpha: 1.0)
        loginButton.setTitle("Log In", for: .normal)
        loginButton.titleLabel?.font = .boldSystemFont(ofSize: 20)
        loginButton.setTitleColor(.white, for: .normal)
        loginButton.layer.cornerRadius = 8
        loginButton.addTarget(self, action: #selector(login(_:)), for: .touchUpInside)
        view.addSubview(loginButton)
    }

    func makeField(y: CGFloat, placeholder: String) -> UITextField {
        let field = UITextField(frame: CGRect(x: 65, y: y, width: 245, height: 40))
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        field.font = UIFont(name: "DejaVu Sans", size: 16)
        return field
    }

    func setUpStatusBanner() {
        statusImageView.center = loginButton.center
        view.addSubview(statusImageView)
        statusLabel.frame = CGRect(x: 0, y: 0, width: statusImageView.frame.size.width, height: statusImageView.frame.size.height)
        statusLabel.font = UIFont(name: "DejaVu Sans", size: 18.0)
        statusLabel.textColor = UIColor(red: 0.89, green: 0.38, blue: 0.0, alpha: 1.0)
        statusLabel.textAlignment = .center
        statusImageView.addSubview(statusLabel)
        statusImageViewPosition = statusImageView.center
    }
}
