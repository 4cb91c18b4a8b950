-- Ports "Shaking the login button" from ../shared/seeds/002_fd6a5c7930633109.txt: Bankey's
-- LoginViewController checks what was typed into its username and password UITextFields
-- (the password secure). Blank: "Username / password cannot be blank"; "Flynn" and
-- "Welcome": signed in, the Sign In button shows its activity indicator
-- (`signInButton.configuration?.showsActivityIndicator = true`); anything else: "Incorrect
-- username / password". Each error shows the message and shakes the button: an additive
-- CAKeyframeAnimation of position.x through 0, 10, -10, 10, 0 at key times 0, 0.16, 0.5,
-- 0.83, 1 in 0.4 s, under the key "shake".
-- Scenes/Input/ShakingSignInButton.events types "Flynn" and a wrong password and taps Sign
-- In (the button shakes), then types "Welcome" and signs in (the spinner shows). Click the
-- fields and type yourself.

scene.size = {375, 667}
scene.backgroundColor = "systemBackground"
scene.title = "Shaking the sign-in button"

local view = scene.root
local font = "DejaVu Sans"

view:addSubview(UILabel{
    name = "titleLabel", frame = {0, 120, 375, 44}, text = "Bankey",
    font = Font(font, 34, "bold"), textColor = "label", textAlignment = "center",
})
view:addSubview(UILabel{
    name = "subtitleLabel", frame = {30, 176, 315, 50}, text = "Your premium source for all things banking!",
    font = Font(font, 18), textColor = "label", textAlignment = "center", numberOfLines = 0,
})

-- LoginView: the username and password text fields on a grey card, a divider between them.
local loginView = UIView{ name = "loginView", frame = {20, 260, 335, 97}, backgroundColor = "secondarySystemBackground" }
loginView.layer.cornerRadius = 5
local usernameTextField = UITextField{ name = "usernameTextField", frame = {8, 4, 319, 40}, placeholder = "Username",
                                       font = Font(font, 17) }
local passwordTextField = UITextField{ name = "passwordTextField", frame = {8, 53, 319, 40}, placeholder = "Password",
                                       font = Font(font, 17), isSecureTextEntry = true }
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
        signInButton.configuration.showsActivityIndicator = true
        -- delegate?.didLogin(): Bankey moves on to its next screen, which is not part of this port.
    else
        configureView("Incorrect username / password")
    end
end

-- signInTapped: a new attempt hides the last message first.
signInButton:addTarget(nil, function(sender)
    errorMessageLabel.isHidden = true
    login()
end, "primaryActionTriggered")

scene.duration = 6
