-- Ports sections 1–8 of ../shared/seeds/000_34ef11c1e5a44057.txt, the Bahama Air login:
-- 1. the heading and the fields fly in from the left (0.5 s; the fields 0.3 s and 0.6 s later);
-- 2. the clouds fade in one after another (0.5 s from 0.5, 0.7, 0.9 and 1.1 s);
-- 3. the Log In button rises 30 points and fades in on a spring (0.5 s from 0.5 s, damping 0.5);
-- 4. tapping it makes it 80 points wider on a loose spring (1.5 s, damping 0.2) while it jumps
--    60 points down and turns sand-coloured (0.33 s, damping 0.7); the spinner, a
--    UIActivityIndicatorView in the button as the seed's app places it (20 × 20 at (−20, 6)),
--    slides in to (40, 25) and shows with that jump;
-- 5.–6. then the status banner curls down with "Connecting...", slides away right after 1.5 s,
--    and comes back with the next message, until "Failed";
-- 7. then the form resets: the banner flips away and the button goes back (0.33 s);
-- 8. all the while the clouds drift right across the screen, 30 s a width, and start again.
-- The username and password are UITextFields (the password secure): click one and type.
-- Scenes/Input/LoginFormAnimations.events types into both once they have flown in, then taps
-- Log In at 4 s.

local screen = require("LoginAnimations.LoginScreen")
scene.title = "Login form animations"

local view = scene.root
local font = "DejaVu Sans"
local headingLabel, usernameTextField, passwordTextField = screen.heading, screen.username, screen.password
local loginButton = screen.loginButton
local cloud1ImageView, cloud2ImageView, cloud3ImageView, cloud4ImageView = table.unpack(screen.clouds)

-- viewDidLoad: the spinner in the button, and the status banner where the button is.
loginButton.layer.cornerRadius = 8.0
loginButton.layer.masksToBounds = true

-- The spinner: a UIActivityIndicatorView of the gray style, as the seed's app makes it
-- (UIActivityIndicatorView(style: .gray)), turning from the start, hidden left of the button.
local spinner = UIActivityIndicatorView{ name = "spinner", style = "gray" }
spinner.frame = CGRect(-20.0, 6.0, 20.0, 20.0)
spinner:startAnimating()
spinner.alpha = 0.0
loginButton:addSubview(spinner)

local statusMessages = { "Connecting...", "Authorizing...", "Sending credentials...", "Failed" }
local statusImageView = UIImageView{ name = "statusImageView", image = Image("banner.svg") }
statusImageView.isHidden = true
statusImageView.center = loginButton.center
view:addSubview(statusImageView)

local statusLabel = UILabel{ name = "statusLabel" }
statusLabel.frame = CGRect(0, 0, statusImageView.frame.size.width, statusImageView.frame.size.height)
statusLabel.font = Font(font, 18.0)
statusLabel.textColor = Color(0.89, 0.38, 0.0, 1.0)
statusLabel.textAlignment = "center"
statusImageView:addSubview(statusLabel)

local statusImageViewPosition = statusImageView.center

-- viewWillAppear: the form off to the left, the clouds and the button hidden.
headingLabel.center.x = headingLabel.center.x - view.bounds.width
usernameTextField.center.x = usernameTextField.center.x - view.bounds.width
passwordTextField.center.x = passwordTextField.center.x - view.bounds.width

cloud1ImageView.alpha = 0.0
cloud2ImageView.alpha = 0.0
cloud3ImageView.alpha = 0.0
cloud4ImageView.alpha = 0.0

loginButton.center.y = loginButton.center.y + 30.0
loginButton.alpha = 0.0

-- 8. Animate clouds
local function animateCloud(cloud)
    local cloudSpeed = 30.0 / view.frame.size.width
    local duration = (view.frame.size.width - cloud.frame.origin.x) * cloudSpeed
    UIView.animate{ withDuration = duration, delay = 0.0, options = {"curveLinear"}, animations = function()
        cloud.frame.origin.x = view.frame.size.width
    end, completion = function(_)
        cloud.frame.origin.x = -cloud.frame.size.width
        animateCloud(cloud)
    end }
end

-- 5.–7. The status messages and the reset.
local showMessage

local function resetForm()
    UIView.transition{ with = statusImageView, duration = 0.2, options = {"transitionFlipFromTop"}, animations = function()
        statusImageView.isHidden = true
        statusImageView.center = statusImageViewPosition
    end, completion = nil }
    UIView.animate{ withDuration = 0.33, delay = 0, options = {}, animations = function()
        spinner.center = CGPoint(-20.0, 16.0)
        spinner.alpha = 0.0
        loginButton.backgroundColor = Color(0.63, 0.84, 0.35, 1.0)
        loginButton.bounds.size.width = loginButton.bounds.size.width - 80.0
        loginButton.center.y = loginButton.center.y - 60.0
    end, completion = nil }
end

local function removeMessage(index)
    UIView.animate{ withDuration = 0.33, delay = 0.0, options = {}, animations = function()
        statusImageView.center.x = statusImageView.center.x + view.frame.size.width
    end, completion = function(_)
        statusImageView.isHidden = true
        statusImageView.center = statusImageViewPosition
        showMessage(index + 1)
    end }
end

function showMessage(index)
    statusLabel.text = statusMessages[index]
    UIView.transition{ with = statusImageView, duration = 0.33, options = {"curveEaseOut", "transitionCurlDown"},
                       animations = function()
        statusImageView.isHidden = false
    end, completion = function(_)
        delay(1.5, function()
            if index < #statusMessages then
                removeMessage(index)
            else
                resetForm()
            end
        end)
    end }
end

-- 4. Touch up inside
local function login(sender)
    UIView.animate{ withDuration = 1.5, delay = 0.0, usingSpringWithDamping = 0.2, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        loginButton.bounds.size.width = loginButton.bounds.size.width + 80.0
    end, completion = function(_)
        showMessage(1)
    end }

    UIView.animate{ withDuration = 0.33, delay = 0.0, usingSpringWithDamping = 0.7, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        loginButton.center.y = loginButton.center.y + 60.0
        loginButton.backgroundColor = Color(0.85, 0.83, 0.45, 1.0)

        spinner.center = CGPoint(40.0, loginButton.frame.size.height / 2)
        spinner.alpha = 1.0
    end, completion = nil }
end
loginButton.onTap = login

-- viewDidAppear
UIView.animate{ withDuration = 0.5, animations = function()
    headingLabel.center.x = headingLabel.center.x + view.bounds.width
end }
UIView.animate{ withDuration = 0.5, delay = 0.3, options = {}, animations = function()
    usernameTextField.center.x = usernameTextField.center.x + view.bounds.width
end, completion = nil }
UIView.animate{ withDuration = 0.5, delay = 0.6, options = {}, animations = function()
    passwordTextField.center.x = passwordTextField.center.x + view.bounds.width
end, completion = nil }

for i, cloud in ipairs{ cloud1ImageView, cloud2ImageView, cloud3ImageView, cloud4ImageView } do
    UIView.animate{ withDuration = 0.5, delay = 0.3 + 0.2 * i, options = {}, animations = function()
        cloud.alpha = 1.0
    end, completion = nil }
end

UIView.animate{ withDuration = 0.5, delay = 0.5, usingSpringWithDamping = 0.5, initialSpringVelocity = 0.0,
                options = {}, animations = function()
    loginButton.center.y = loginButton.center.y - 30.0
    loginButton.alpha = 1.0
end, completion = nil }

animateCloud(cloud1ImageView)
animateCloud(cloud2ImageView)
animateCloud(cloud3ImageView)
animateCloud(cloud4ImageView)

-- The login runs about 11 s from the tap at 4 s.
scene.duration = 16
