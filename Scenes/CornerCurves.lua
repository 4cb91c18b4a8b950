-- Rounded corners as Core Animation draws them. Top: the same 120-point square with
-- cornerRadius 28, circular (the default) and continuous (cornerCurve = .continuous, the
-- curve of UIBezierPath(roundedRect:cornerRadius:), which starts 1.53 × r from the corner).
-- Below: a 240 × 64 bar whose cornerRadius animates from 0 past half its height to 48: up to
-- 32 it is a rounded bar, then a capsule; past it the corners' circles cross before the
-- ends and the bar comes to a point at each end (Core Animation does not clamp the radius).

scene.size = {375, 667}
scene.backgroundColor = "#f2f2f7"
scene.title = "Corner curves"

local root = scene.root.layer
local font = "DejaVu Sans"

local function caption(y, text, x, width)
    scene.root:addSubview(Label{ frame = {x or 0, y, width or 375, 22}, text = text, font = Font(font, 14),
                                 textColor = "#555560", textAlignment = "center" })
end

local function square(x, curve)
    local layer = CALayer{ name = curve, frame = {x, 90, 120, 120}, backgroundColor = "#5e5ce6",
                           cornerRadius = 28, borderWidth = 4, borderColor = "#ffffffb0" }
    layer.cornerCurve = curve
    root:addSublayer(layer)
end

caption(50, "circular", 44, 120)
caption(50, "continuous", 211, 120)
square(44, "circular")
square(211, "continuous")

caption(280, "cornerRadius 0 → 48 on a 64-point-high bar")
local bar = CALayer{ name = "bar", frame = {67.5, 340, 240, 64}, backgroundColor = "#ff9f0a" }
root:addSublayer(bar)
local grow = CABasicAnimation("cornerRadius")
grow.fromValue = 0
grow.toValue = 48
grow.duration = 2
grow.autoreverses = true
grow.repeatCount = math.huge
bar:add(grow, "grow")

caption(450, "cornerRadius 80 on a 120-point square")
root:addSublayer(CALayer{ name = "lens", frame = {127.5, 490, 120, 120}, backgroundColor = "#30d158", cornerRadius = 80 })
