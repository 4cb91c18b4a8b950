-- Ports the "CAKeyframeAnimation" screen of ../shared/seeds/001_71dc5d6b147b1c5c.txt: the
-- passcode field shakes like a wrong entry (x offsets 0, 10, -10, 10, -5, 5, -5, 0 at key
-- times 0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1 over 0.4 s), and an orange view follows a
-- drawn sine wave for ever, 6 s a run, turned along the tangent. As in the seed, each
-- starts from its button (Scenes/Input/KeyframeShakeAndSine.events taps both at 0 s).

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "CAKeyframeAnimation: shake and sine"

local view = scene.root
local font = "DejaVu Sans"

local function button(y, title, action)
        local b = UIButton{ frame = {40, y, 295, 44}, backgroundColor = "systemBlue", title = title,
                            font = Font(font, 17, "bold"), titleColor = "white", onTap = action }
        b.layer.cornerRadius = 10
        view:addSubview(b)
end

local passcodeTextField = View{ name = "passcodeTextField", frame = {40, 110, 295, 44}, backgroundColor = "white" }
passcodeTextField.layer.borderWidth = 1
passcodeTextField.layer.borderColor = "#c8c7cc"
passcodeTextField.layer.cornerRadius = 6
passcodeTextField:addSubview(Label{ frame = {12, 0, 271, 44}, text = "••••••", font = Font(font, 20), textColor = "black" })
view:addSubview(passcodeTextField)

-- The sine wave: two periods across the screen, each quarter a cubic Bézier with the sine's
-- own slopes at its ends (a Hermite curve), so the path is smooth and its tangent true.
local x0, y0, amplitude, wavelength, quarters = 30.0, 400.0, 60.0, 157.5, 8
local function sine(x) return y0 - amplitude * math.sin(2 * math.pi * (x - x0) / wavelength) end
local function slope(x) return -amplitude * 2 * math.pi / wavelength * math.cos(2 * math.pi * (x - x0) / wavelength) end

local function sinPath()
        local path = UIBezierPath()
        path:move{ to = CGPoint(x0, sine(x0)) }
        local h = wavelength / 4
        for i = 1, quarters do
            local a, b = x0 + (i - 1) * h, x0 + i * h
            path:addCurve{ to = CGPoint(b, sine(b)),
                           controlPoint1 = CGPoint(a + h / 3, sine(a) + slope(a) * h / 3),
                           controlPoint2 = CGPoint(b - h / 3, sine(b) - slope(b) * h / 3) }
        end
        return path
end

local function showSinPath()
        view.layer:addSublayer(CAShapeLayer{
            name = "sinPath", path = sinPath().cgPath, fillColor = "clear", strokeColor = "#b0b0b8", lineWidth = 2,
        })
end
showSinPath()

local orangeView = View{ name = "orangeView", frame = {0, 0, 44, 30}, backgroundColor = "systemOrange" }
orangeView.layer.cornerRadius = 4
orangeView.center = CGPoint(x0, y0)
view:addSubview(orangeView)

-- Start shake animation
local function startShakeAnimation()
    local shake = CAKeyframeAnimation{ keyPath = "position.x" }
    shake.values = {0, 10, -10, 10, -5, 5, -5, 0}
    shake.keyTimes = {0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1}
    shake.duration = 0.4
    shake.isAdditive = true
    passcodeTextField.layer:add(shake, "shake")
end
button(170, "Start shake animation", startShakeAnimation)

-- Start sin animation
local function startSinAnimation()
    local follow = CAKeyframeAnimation{ keyPath = "position" }
    follow.path = sinPath().cgPath
    follow.duration = 6
    follow.repeatCount = math.huge
    follow.rotationMode = "rotateAuto"
    orangeView.layer:add(follow, "sin")
end
button(560, "Start sin animation", startSinAnimation)

-- The orange view runs for ever; the timeline shows two runs.
scene.duration = 12
