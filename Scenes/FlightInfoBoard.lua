-- Ports sections 9–12 of ../shared/seeds/000_34ef11c1e5a44057.txt, the FlightAnimations
-- board, which switches between two flights every 3 s:
-- 9. the weather picture crossfades (UIView.transition, transitionCrossDissolve, 1 s) and
--    the snow fades in or out with it (1 s, ease out);
-- 10. the flight and gate numbers turn like the sides of a cube (0.5 s, ease out), the new
--     text coming from below on take-off and from above on landing;
-- 11. the airports slide 80 points sideways (departure) and 50 points down or up (arrival)
--     and fade, the new names bouncing in from there (0.5 s out; 0.25 s in after 0.1 s);
-- 12. the plane takes off along keyframes (1.5 s): forward and up, tilting by π/8, on out
--     of sight, and back in from the left edge.
-- The switching starts on load, as in the seed's view controller.

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "Flight info board"

local view = scene.root
local font = "DejaVu Sans"

-- FlightData
local londonToParis = { summary = "01 Apr 2015 09:42", flightNumber = "ZY 2014", gateNumber = "T1 A33",
                        departingFrom = "LGW", arrivingTo = "CDG", weatherImageName = "bg-snowy.svg",
                        showWeatherEffects = true, isTakingOff = true, flightStatus = "Boarding" }
local parisToRome = { summary = "01 Apr 2015 17:05", flightNumber = "AE 1107", gateNumber = "045",
                      departingFrom = "CDG", arrivingTo = "FCO", weatherImageName = "bg-sunny.svg",
                      showWeatherEffects = false, isTakingOff = false, flightStatus = "Delayed" }

-- AnimationDirection
local positive, negative = 1, -1

-- The board.
local backgroundImageView = UIImageView{ name = "backgroundImageView", frame = view.bounds, contentMode = "scaleAspectFill" }
view:addSubview(backgroundImageView)

-- SnowView: an emitter just above the top edge.
local snowView = View{ name = "snowView", frame = view.bounds }
local emitter = CAEmitterLayer{ name = "snow", frame = {0, -40, 375, 30}, emitterShape = "line",
                                emitterPosition = CGPoint(187.5, 15), emitterSize = CGSize(375, 1) }
local flake = CAEmitterCell{ contents = Image("flake1.svg"), birthRate = 60, lifetime = 8, velocity = 40,
                             velocityRange = 20, emissionLongitude = math.pi / 2, emissionRange = 0.3,
                             yAcceleration = 20, xAcceleration = 6, scale = 0.5, scaleRange = 0.3, alphaRange = 0.5 }
emitter.emitterCells = {flake}
snowView.layer:addSublayer(emitter)
view:addSubview(snowView)

local function boardLabel(name, frame, size, bold)
    local label = UILabel{ name = name, frame = frame, font = Font(font, size, bold and "bold" or nil),
                           textColor = "white", textAlignment = "center" }
    view:addSubview(label)
    return label
end

local summaryLabel = boardLabel("summaryLabel", {40, 40, 295, 30}, 16)
boardLabel(nil, {30, 110, 150, 20}, 13).text = "FLIGHT"
boardLabel(nil, {195, 110, 150, 20}, 13).text = "GATE"
local flightNumberLabel = boardLabel("flightNumberLabel", {30, 130, 150, 50}, 34, true)
local gateNumberLabel = boardLabel("gateNumberLabel", {195, 130, 150, 50}, 34, true)
local departingFromLabel = boardLabel("departingFromLabel", {20, 250, 100, 40}, 30, true)
local arrivingToLabel = boardLabel("arrivingToLabel", {255, 250, 100, 40}, 30, true)

-- The route between the airports, and the plane on it.
view:addSubview(View{ frame = {120, 270, 135, 1}, backgroundColor = "#ffffffaa" })
-- The seed's plane faces right, the way it departs (its keyframes move it right and tilt its
-- nose up by π/8). airplane.svg is drawn from above with its nose down (+y), so the board
-- draws it a quarter turn anticlockwise into an image of its own: nose right.
local planeImage = UIGraphicsImageRenderer{ size = CGSize(30, 30) }:image(function(context)
    local ctx = context.cgContext
    ctx:translateBy(15, 15)
    ctx:rotate{ by = -math.pi / 2 }
    Image("airplane.svg"):draw{ ["in"] = CGRect(-15, -15, 30, 30) }
end)
local planeImageView = UIImageView{ name = "planeImageView", image = planeImage, frame = {167, 255, 41, 30} }
view:addSubview(planeImageView)

local statusBanner = View{ frame = {100, 350, 175, 44}, backgroundColor = "#00000066" }
statusBanner.layer.cornerRadius = 8
view:addSubview(statusBanner)
local flightStatusLabel = UILabel{ name = "flightStatusLabel", frame = {0, 0, 175, 44}, font = Font(font, 20, "bold"),
                                   textColor = "#ffd84d", textAlignment = "center" }
statusBanner:addSubview(flightStatusLabel)

-- 9. Crossfading
local function fade(imageView, toImage, showEffects)
    UIView.transition{ with = imageView, duration = 1.0, options = {"transitionCrossDissolve"}, animations = function()
        imageView.image = toImage
    end, completion = nil }
    UIView.animate{ withDuration = 1.0, delay = 0.0, options = {"curveEaseOut"}, animations = function()
        snowView.alpha = showEffects and 1.0 or 0.0
    end, completion = nil }
end

-- 10. Cube transition
local function cubeTransition(label, text, direction)
    -- Create an auxiliary label and copy properties
    local auxLabel = UILabel{ frame = label.frame }
    auxLabel.name = label.name .. "Aux"
    auxLabel.text = text
    auxLabel.font = label.font
    auxLabel.textAlignment = label.textAlignment
    auxLabel.textColor = label.textColor
    auxLabel.backgroundColor = label.backgroundColor

    -- Adjust the auxLabel.transform to create a faux-perspective effect
    local auxLabelOffset = direction * label.frame.size.height / 2.0
    auxLabel.transform = CGAffineTransform{ scaleX = 1.0, y = 0.1 }:concatenating(CGAffineTransform{ translationX = 0.0, y = auxLabelOffset })
    label.superview:addSubview(auxLabel)

    UIView.animate{ withDuration = 0.5, delay = 0, options = {"curveEaseOut"}, animations = function()
        auxLabel.transform = CGAffineTransform.identity
        label.transform = CGAffineTransform{ scaleX = 1.0, y = 0.1 }:concatenating(CGAffineTransform{ translationX = 0.0, y = -auxLabelOffset })
    end, completion = function(_)
        label.text = auxLabel.text
        label.transform = CGAffineTransform.identity
        auxLabel:removeFromSuperview()
    end }
end

-- 11. Fade and bounce
local function moveLabel(label, text, offset)
    -- Create an auxiliary label and copy properties
    local auxLabel = UILabel{ frame = label.frame }
    auxLabel.name = label.name .. "Aux"
    auxLabel.text = text
    auxLabel.font = label.font
    auxLabel.textAlignment = label.textAlignment
    auxLabel.textColor = label.textColor
    auxLabel.backgroundColor = "clear"

    -- Set transform and hide
    auxLabel.transform = CGAffineTransform{ translationX = offset.x, y = offset.y }
    auxLabel.alpha = 0
    view:addSubview(auxLabel)

    -- Move the label away from its original position and fade it out
    UIView.animate{ withDuration = 0.5, delay = 0.0, options = {"curveEaseIn"}, animations = function()
        label.transform = CGAffineTransform{ translationX = offset.x, y = offset.y }
        label.alpha = 0.0
    end, completion = nil }

    -- Reset auxiliary label transform (move to original position) and fade the text
    UIView.animate{ withDuration = 0.25, delay = 0.1, options = {"curveEaseIn"}, animations = function()
        auxLabel.transform = CGAffineTransform.identity
        auxLabel.alpha = 1.0
    end, completion = function(_)
        -- Clean Up
        auxLabel:removeFromSuperview()
        label.text = text
        label.alpha = 1.0
        label.transform = CGAffineTransform.identity
    end }
end

-- 12. Keyframes
local function planeDepart()
    local originalCenter = planeImageView.center

    UIView.animateKeyframes{ withDuration = 1.5, delay = 0.0, options = {"beginFromCurrentState"}, animations = function()
        UIView.addKeyframe{ withRelativeStartTime = 0.0, relativeDuration = 0.25, animations = function()
            planeImageView.center.x = planeImageView.center.x + 80.0
            planeImageView.center.y = planeImageView.center.y - 10.0
        end }
        UIView.addKeyframe{ withRelativeStartTime = 0.1, relativeDuration = 0.4, animations = function()
            planeImageView.transform = CGAffineTransform{ rotationAngle = -math.pi / 8 }
        end }
        UIView.addKeyframe{ withRelativeStartTime = 0.25, relativeDuration = 0.25, animations = function()
            planeImageView.center.x = planeImageView.center.x + 100.0
            planeImageView.center.y = planeImageView.center.y - 50.0
            planeImageView.alpha = 0.0
        end }
        UIView.addKeyframe{ withRelativeStartTime = 0.51, relativeDuration = 0.01, animations = function()
            planeImageView.transform = CGAffineTransform.identity
            planeImageView.center = CGPoint(0.0, originalCenter.y)
        end }
        UIView.addKeyframe{ withRelativeStartTime = 0.55, relativeDuration = 0.45, animations = function()
            planeImageView.alpha = 1.0
            planeImageView.center = originalCenter
        end }
    end, completion = nil }
end

local function changeFlight(data, animated)
    if animated then
        planeDepart()
        fade(backgroundImageView, Image(data.weatherImageName), data.showWeatherEffects)

        local direction = data.isTakingOff and positive or negative
        cubeTransition(flightNumberLabel, data.flightNumber, direction)
        cubeTransition(gateNumberLabel, data.gateNumber, direction)

        local offsetDeparting = CGPoint(direction * 80.0, 0.0)
        local offsetArriving = CGPoint(0.0, direction * 50.0)
        moveLabel(departingFromLabel, data.departingFrom, offsetDeparting)
        moveLabel(arrivingToLabel, data.arrivingTo, offsetArriving)
    else
        backgroundImageView.image = Image(data.weatherImageName)
        snowView.isHidden = not data.showWeatherEffects
        flightNumberLabel.text = data.flightNumber
        gateNumberLabel.text = data.gateNumber
        departingFromLabel.text = data.departingFrom
        arrivingToLabel.text = data.arrivingTo
    end
    summaryLabel.text = data.summary
    flightStatusLabel.text = data.flightStatus

    delay(3.0, function()
        changeFlight(data.isTakingOff and parisToRome or londonToParis, true)
    end)
end

changeFlight(londonToParis)

-- Three changes of flight.
scene.duration = 10
