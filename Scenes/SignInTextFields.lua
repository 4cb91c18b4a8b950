-- Ports Bankey's LoginViewController from ../shared/seeds/002_fd6a5c7930633109.txt with real
-- text fields: a wrong password shakes the Sign In button, the right one ("Flynn" /
-- "Welcome") shows the button's activity indicator (`signInButton.configuration?
-- .showsActivityIndicator = true`); a field left with fewer than 5 characters jumps and
-- flashes its border as "14. LoginAnimations - Layer Springs" in
-- ../shared/seeds/000_34ef11c1e5a44057.txt does in textFieldDidEndEditing.
-- Scenes/Input/SignInTextFields.events types both, wrongly first; click and type yourself.

scene.size = {375, 667}
scene.backgroundColor = "systemBackground"
scene.title = "Sign in with text fields"

local font = "DejaVu Sans"

view:addSubview(UILabel{
    frame = {0, 120, 375, 44}, text = "Bankey", font = Font(font, 34, "bold"), textColor = "label", textAlignment = "center",
})
view:addSubview(UILabel{
    frame = {30, 176, 315, 50}, text = "Your premium source for all things banking!",
    font = Font(font, 18), textColor = "label", textAlignment = "center", numberOfLines = 0,
})

-- LoginView: the username and password fields on a grey card.
local loginView = UIView{ name = "loginView", frame = {20, 260, 335, 97}, backgroundColor = "secondarySystemBackground" }
loginView.layer.cornerRadius = 5
local usernameTextField = UITextField{ name = "usernameTextField", frame = {8, 4, 319, 40}, placeholder = "Username",
                                       font = Font(font, 17) }
local passwordTextField = UITextField{ name = "passwordTextField", frame = {8, 53, 319, 40}, placeholder = "Password",
                                       font = Font(font, 17), isSecureTextEntry = true, clearsOnBeginEditing = true }
loginView:addSubview(usernameTextField)
loginView:addSubview(UIView{ frame = {8, 48, 319, 1}, backgroundColor = "separator" })
loginView:addSubview(passwordTextField)
view:addSubview(loginView)

local signInButton = UIButton{ name = "signInButton", frame = {20, 373, 335, 44},
                               configuration = UIButton.Configuration.filled(), font = Font(font, 17, "bold") }
signInButton.configuration.imagePadding = 8 -- for indicator spacing
signInButton:setTitle("Sign In", "normal")
view:addSubview(signInButton)

local errorMessageLabel = UILabel{
    name = "errorMessageLabel", frame = {20, 433, 335, 24}, textAlignment = "center",
    font = Font(font, 16), textColor = "systemRed", isHidden = true,
}
view:addSubview(errorMessageLabel)

-- UITextFieldDelegate, as the seeds write it.
local delegate = {
    textFieldShouldReturn = function(self, textField)
        usernameTextField:endEditing(true)
        passwordTextField:endEditing(true)
        return true
    end,
    textFieldDidEndEditing = function(self, textField)
        local text = textField.text
        -- When user introduces less than 5 characters in username or password text fields
        if utf8.len(text) < 5 then
            local jump = CASpringAnimation{ keyPath = "position.y" }
            jump.initialVelocity = 100.0
            jump.mass = 10.0
            jump.stiffness = 1500.0
            jump.damping = 50.0
            jump.fromValue = textField.layer.position.y + 1.0
            jump.toValue = textField.layer.position.y
            jump.duration = jump.settlingDuration
            textField.layer:add(jump, nil)

            textField.layer.borderWidth = 3.0
            textField.layer.borderColor = UIColor.clear.cgColor

            local flash = CASpringAnimation{ keyPath = "borderColor" }
            flash.damping = 7.0
            flash.stiffness = 200.0
            flash.fromValue = UIColor{ red = 1.0, green = 0.27, blue = 0.0, alpha = 1.0 }.cgColor
            flash.toValue = UIColor.white.cgColor
            flash.duration = flash.settlingDuration
            textField.layer:add(flash, nil)
        end
    end,
}
usernameTextField.delegate = delegate
passwordTextField.delegate = delegate

local function shakeButton()
    local animation = CAKeyframeAnimation()
    animation.keyPath = "position.x"
    animation.values = {0, 10, -10, 10, 0}
    animation.keyTimes = {0, 0.16, 0.5, 0.83, 1}
    animation.duration = 0.4

    animation.isAdditive = true
    signInButton.layer:add(animation, "shake")
end

local function configureView(message)
    errorMessageLabel.isHidden = false
    errorMessageLabel.text = message
    shakeButton()
end

local function login()
    local username, password = usernameTextField.text, passwordTextField.text

    -- Check for blanks
    if username == "" or password == "" then
        configureView("Username / password cannot be blank")
        return
    end

    if username == "Flynn" and password == "Welcome" then
        errorMessageLabel.isHidden = true
        signInButton.configuration.showsActivityIndicator = true
    else
        configureView("Incorrect username / password")
    end
end

signInButton:addTarget(nil, login, "primaryActionTriggered")

scene.duration = 6
