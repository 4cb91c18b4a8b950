-- Ports "15. LoginAnimations - Layer Keyframe Animation" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: a balloon layer flies across the login screen
-- on a 12-second CAKeyframeAnimation of its position through three points. As in the seed,
-- the Log In button's action starts it (Scenes/Input/LayerKeyframesBalloon.events taps it
-- at 0 s).

local screen = require("LoginAnimations.LoginScreen")
scene.title = "Layer keyframes: the balloon"

local view = scene.root
local loginButton = screen.loginButton

local function login()
    -- Insert balloon in view's layer
    local balloon = CALayer()
    balloon.name = "balloon"
    balloon.contents = UIImage{ named = "balloon" }
    balloon.frame = CGRect(-50.0, 0.0, 50.0, 65.0)
    view.layer:insertSublayer(balloon, { below = screen.username.layer })

    -- Create keyframe animation for position
    local flight = CAKeyframeAnimation{ keyPath = "position" }
    flight.duration = 12.0
    flight.values = {
        CGPoint(-50.0, 0.0),
        CGPoint(view.frame.width + 50.0, 160.0),
        CGPoint(-50.0, loginButton.center.y),
    }
    balloon:add(flight, nil)
    balloon.position = CGPoint(-50.0, loginButton.center.y)
end

loginButton.onTap = login

-- The flight lasts 12 s; the timeline shows 13.
scene.duration = 13
