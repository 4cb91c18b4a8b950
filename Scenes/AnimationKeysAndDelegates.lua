-- Ports "12. LoginAnimations - Animation Keys and Delegates" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: the form flies in with animations named "form"
-- whose delegate pulses each field when it lands, the clouds drift across on animations
-- named "cloud" that the delegate restarts from the left edge, and the info label flies in
-- under the key "infoappear" while it fades in under "fadein".

local screen = require("LoginAnimations.LoginScreen")
scene.title = "Animation keys and delegates"

local view = scene.root
local heading, username, password = screen.heading, screen.username, screen.password
local loginButton = screen.loginButton

local info = UILabel()
info.name = "info"
info.frame = CGRect(0.0, loginButton.center.y + 60.0, view.frame.size.width, 30)
info.backgroundColor = "clear"
info.font = UIFont{ name = "HelveticaNeue", size = 12 }
info.textAlignment = "center"
info.textColor = "white"
info.text = "Tap on a field and enter username and password"
view:insertSubview(info, { belowSubview = loginButton })

-- The view controller is the animations' delegate, as `self` is in the seed.
local controller = {}

function controller.animateCloud(layer)
    local cloudSpeed = 60.0 / view.layer.frame.size.width
    local duration = (view.layer.frame.size.width - layer.frame.origin.x) * cloudSpeed

    local cloudMove = CABasicAnimation{ keyPath = "position.x" }
    cloudMove.duration = duration
    cloudMove.toValue = view.bounds.width + layer.bounds.width / 2
    cloudMove.delegate = controller
    cloudMove:setValue("cloud", "name")
    cloudMove:setValue(layer, "layer")
    layer:add(cloudMove, nil)
end

function controller.animationDidStop(anim, flag)
    -- Filter the animation with key "name"
    local name = anim:value("name")
    if type(name) ~= "string" then return end

    if name == "form" then
        local layer = anim:value("layer")
        anim:setValue(nil, "layer")

        -- Send user feedback using an animation
        local pulse = CABasicAnimation{ keyPath = "transform.scale" }
        pulse.fromValue = 1.25
        pulse.toValue = 1.0
        pulse.duration = 0.25
        if layer then layer:add(pulse, nil) end
    elseif name == "cloud" then
        local layer = anim:value("layer")
        if not layer then return end
        layer.position.x = -layer.bounds.width / 2

        delay(0.2, function()
            controller.animateCloud(layer)
        end)
    end
end

-- The form flies in from the left, each field a little later than the one above.
local flyRight = CABasicAnimation{ keyPath = "position.x" }
flyRight.fromValue = -view.bounds.size.width / 2
flyRight.toValue = view.bounds.size.width / 2
flyRight.duration = 0.5
flyRight.delegate = controller
flyRight:setValue("form", "name")
flyRight:setValue(heading.layer, "layer")
heading.layer:add(flyRight, nil)

flyRight.beginTime = CACurrentMediaTime() + 0.3
flyRight.fillMode = "both"
flyRight:setValue(username.layer, "layer")
username.layer:add(flyRight, nil)

flyRight.beginTime = CACurrentMediaTime() + 0.4
flyRight:setValue(password.layer, "layer")
password.layer:add(flyRight, nil)

for _, cloud in ipairs(screen.clouds) do
    controller.animateCloud(cloud.layer)
end

local flyLeft = CABasicAnimation{ keyPath = "position.x" }
flyLeft.fromValue = info.layer.position.x + view.frame.size.width
flyLeft.toValue = info.layer.position.x
flyLeft.duration = 5.0
info.layer:add(flyLeft, "infoappear")

local fadeLabelIn = CABasicAnimation{ keyPath = "opacity" }
fadeLabelIn.fromValue = 0.2
fadeLabelIn.toValue = 1.0
fadeLabelIn.duration = 4.5
info.layer:add(fadeLabelIn, "fadein")

-- The clouds loop for ever; the timeline shows the first minute.
scene.duration = 60
