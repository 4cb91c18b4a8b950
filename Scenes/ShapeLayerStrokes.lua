-- Ports "3. Shape layers" from ../shared/seeds/004_ac254a040f085173.txt: drawing part of a
-- CAShapeLayer's path with strokeStart and strokeEnd. Three shapes styled as the seed's
-- CustomAnimationView (a purple 6-point line, round caps, bevel joins, no fill): a square
-- that draws itself and undraws again (strokeEnd), an oval showing only its left half
-- (strokeStart 0.25, strokeEnd 0.75), and a star that a short stroke runs along (both ends
-- animated, the start 0.5 s behind the end). Everything plays from load.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Shape layer strokes"

local view = scene.root
local font = "DejaVu Sans"

local function purpleShape(name, path)
    local layer = CAShapeLayer{ name = name }
    layer.path = path.cgPath
    layer.strokeColor = UIColor.purple.cgColor
    layer.lineWidth = 6
    layer.fillColor = nil
    layer.lineCap = "round"
    layer.lineJoin = "bevel"
    view.layer:addSublayer(layer)
    return layer
end

local function caption(y, text)
    view:addSubview(Label{ frame = {0, y, 375, 24}, text = text, font = Font(font, 15),
                           textColor = "#555560", textAlignment = "center" })
end

-- A square that draws itself: strokeEnd from 0 to 1 and back, for ever.
local square = purpleShape("square", UIBezierPath{ rect = CGRect(127.5, 50, 120, 120) })
local draw = CABasicAnimation{ keyPath = "strokeEnd" }
draw.fromValue = 0
draw.toValue = 1
draw.duration = 2
draw.timingFunction = "easeInEaseOut"
draw.autoreverses = true
draw.repeatCount = math.huge
square:add(draw, "draw")
caption(182, "strokeEnd: 0 → 1")

-- Half an oval: the path starts at its rightmost point and runs clockwise, so a quarter of
-- the way along is the bottom and three quarters the top.
local halfOval = purpleShape("halfOval", UIBezierPath{ ovalIn = CGRect(117.5, 250, 140, 120) })
halfOval.strokeStart = 0.25
halfOval.strokeEnd = 0.75
caption(382, "strokeStart 0.25, strokeEnd 0.75")

-- A star that a stroke runs along: the end leads, the start follows half a second later.
local star = UIBezierPath()
for i = 0, 9 do
    local radius = (i % 2 == 0) and 70 or 30
    local angle = -math.pi / 2 + i * math.pi / 5
    local point = CGPoint(187.5 + radius * math.cos(angle), 540 + radius * math.sin(angle))
    if i == 0 then star:move{ to = point } else star:addLine{ to = point } end
end
star:close()
local runner = purpleShape("star", star)
local strokeEnd = CABasicAnimation{ keyPath = "strokeEnd" }
strokeEnd.fromValue = 0
strokeEnd.toValue = 1
strokeEnd.duration = 1.5
local strokeStart = CABasicAnimation{ keyPath = "strokeStart" }
strokeStart.fromValue = 0
strokeStart.toValue = 1
strokeStart.duration = 1.5
strokeStart.beginTime = 0.5
local run = CAAnimationGroup{ animations = {strokeEnd, strokeStart}, duration = 2, repeatCount = math.huge }
runner:add(run, "run")
caption(622, "strokeStart and strokeEnd, 0.5 s apart")

-- The shapes draw for ever; the timeline shows two rounds of the square.
scene.duration = 8
