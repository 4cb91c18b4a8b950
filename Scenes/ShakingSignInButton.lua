-- Ports "Shaking the login button" from ../shared/seeds/002_fd6a5c7930633109.txt: Bankey's
-- sign-in fails, the error message shows, and the Sign In button shakes: an additive
-- CAKeyframeAnimation of position.x through 0, 10, -10, 10, 0 at key times 0, 0.16, 0.5,
-- 0.83, 1 in 0.4 s, under the key "shake". As in the seed, tapping Sign In submits the
-- (wrong) password (Scenes/Input/ShakingSignInButton.events taps it at 0 s).

scene.size = {375, 667}
scene.backgroundColor = "systemBackground"
scene.title = "Shaking the sign-in button"

local view = scene.root
local font = "DejaVu Sans"

view:addSubview(Label{
    name = "titleLabel", frame = {0, 120, 375, 44}, text = "Bankey",
    font = Font(font, 34, "bold"), textColor = "label", textAlignment = "center",
})
view:addSubview(Label{
    name = "subtitleLabel", frame = {30, 176, 315, 50}, text = "Your premium source for all things banking!",
    font = Font(font, 18), textColor = "label", textAlignment = "center", numberOfLines = 0,
})

-- LoginView: the username and password fields on a grey card.
local loginView = View{ name = "loginView", frame = {20, 260, 335, 97}, backgroundColor = "secondarySystemBackground" }
loginView.layer.cornerRadius = 5
local function field(y, text)
    loginView:addSubview(Label{ frame = {8, y, 319, 40}, text = text, font = Font(font, 17), textColor = "label" })
end
field(4, "Flynn")
loginView:addSubview(View{ frame = {8, 48, 319, 1}, backgroundColor = "separator" })
field(53, "••••••••")
view:addSubview(loginView)
local username, password = "Flynn", "password"

local signInButton = UIButton{ name = "signInButton", frame = {20, 373, 335, 44}, backgroundColor = "systemBlue",
                               title = "Sign In", titleColor = "white", font = Font(font, 17, "bold") }
signInButton.layer.cornerRadius = 8
view:addSubview(signInButton)

local errorMessageLabel = Label{
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
    -- Check for blanks
    if username == "" or password == "" then
        configureView("Username / password cannot be blank")
        return
    end

    if username == "Flynn" and password == "Welcome" then
        print("logged in")
    else
        configureView("Incorrect username / password")
    end
end

signInButton.onTap = login

-- The shake lasts 0.4 s; the timeline shows a second.
scene.duration = 1
