-- Ports "13. LoginAnimations - Group and Advanced Timing" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: the Log In button lands with one
-- CAAnimationGroup (scale down from 3.5, turn back from π/4, fade in) that begins 0.5 s
-- after load, eases in and fills backwards. Around it the same screen uses the chapter's
-- other timing tools: the form flies in with staggered beginTimes (fill mode "both") and
-- the clouds fade in one after another (fill mode "backwards"), with section 2's delays.

local screen = require("LoginAnimations.LoginScreen")
scene.title = "Groups and advanced timing"

local view = scene.root
local loginButton = screen.loginButton

-- The form: one animation object, re-timed and added to each field in turn.
local flyRight = CABasicAnimation{ keyPath = "position.x" }
flyRight.fromValue = -view.bounds.size.width / 2
flyRight.toValue = view.bounds.size.width / 2
flyRight.duration = 0.5
screen.heading.layer:add(flyRight, nil)

flyRight.beginTime = CACurrentMediaTime() + 0.3
flyRight.fillMode = "both"
screen.username.layer:add(flyRight, nil)

flyRight.beginTime = CACurrentMediaTime() + 0.4
screen.password.layer:add(flyRight, nil)

-- groupAnimation is created and the values for properties are set
local groupAnimation = CAAnimationGroup()
groupAnimation.beginTime = CACurrentMediaTime() + 0.5
groupAnimation.duration = 0.5
groupAnimation.fillMode = "backwards"
groupAnimation.timingFunction = CAMediaTimingFunction{ name = "easeIn" }

-- scaleDown animation is created
local scaleDown = CABasicAnimation{ keyPath = "transform.scale" }
scaleDown.fromValue = 3.5
scaleDown.toValue = 1.0

-- rotate animation is created
local rotate = CABasicAnimation{ keyPath = "transform.rotation" }
rotate.fromValue = math.pi / 4.0
rotate.toValue = 0.0

-- fade animation is created
local fade = CABasicAnimation{ keyPath = "opacity" }
fade.fromValue = 0.0
fade.toValue = 1.0

-- all animations are added to group
groupAnimation.animations = {scaleDown, rotate, fade}

-- groupAnimation is added to login button's layer
loginButton.layer:add(groupAnimation, nil)

-- The clouds: invisible until their turn, then fading in over half a second each.
local fadeIn = CABasicAnimation{ keyPath = "opacity" }
fadeIn.fromValue = 0.0
fadeIn.toValue = 1.0
fadeIn.duration = 0.5
fadeIn.fillMode = "backwards"
for i, cloud in ipairs(screen.clouds) do
    fadeIn.beginTime = CACurrentMediaTime() + 0.3 + 0.2 * i
    cloud.layer:add(fadeIn, nil)
end
