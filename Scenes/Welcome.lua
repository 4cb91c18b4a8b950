-- Welcome to Kinema: a tour of what it animates and draws.
-- Gradients of all three kinds spring in one after another, a masked image fades up, the
-- trimmed ring draws itself; then drag the 3D card in perspective: it turns with the
-- pointer and springs back when you let go. Press T for the timing bars (a row per
-- animation, on the timeline; hover one for its numbers, click it to graph its curves),
-- C for the curve graphs, and I for the inspector (click a layer; E opens its line here).
-- Scrub the timeline bar,
-- step with the arrow keys, slow down with 2, 3 and 4, loop with L. Edit this file while
-- the previewer runs: every save shows up at once, at the same instant.

scene.size = {720, 540}
scene.backgroundColor = "#10131f"
scene.title = "Welcome to Kinema"

local root = scene.root.layer

-- Title ---------------------------------------------------------------------
root:addSublayer(Layer{ name = "mark", frame = {40, 30, 56, 56}, contents = Image("kinema-mark.svg") })
root:addSublayer(TextLayer{
    name = "title", frame = {108, 28, 520, 52},
    string = "Welcome to Kinema", font = Font("DejaVu Sans", 38, "bold"), fontSize = 38,
    foregroundColor = "white",
})
root:addSublayer(TextLayer{
    name = "subtitle", frame = {110, 76, 600, 24},
    string = "Drag the 3D card · Space plays · ← → step · T timing · C curves · I inspects",
    font = Font("DejaVu Sans", 15), fontSize = 15, foregroundColor = "#9aa3c7",
})

root:addSublayer(TextLayer{
    name = "ownSwift", frame = {40, 512, 640, 20}, alignmentMode = "center",
    string = "Your own Swift runs too: ./preview MyScene.swift (or a folder, or a .playground)",
    font = Font("DejaVu Sans", 13), fontSize = 13, foregroundColor = "#7f88ad",
})

-- Gradients: axial, radial and conic, springing up one after another -------------
local springIn = 0
local function gradientTile(name, x, properties, caption)
    local tile = GradientLayer(properties)
    tile.name = name
    tile.frame = Rect(x, 126, 200, 130)
    tile.cornerRadius = 18
    tile.shadowOpacity = 0.5
    tile.shadowRadius = 12
    tile.shadowOffset = {0, 8}
    root:addSublayer(tile)
    root:addSublayer(TextLayer{
        frame = {x, 264, 200, 22}, string = caption, font = Font("DejaVu Sans", 14), fontSize = 14,
        foregroundColor = "#c9d1ff", alignmentMode = "center",
    })
    -- Up 60 points and in from nothing on a spring, 0.15 s after the tile before.
    local rise = CASpringAnimation{ keyPath = "position.y", fromValue = tile.position.y + 60, toValue = tile.position.y,
                                    damping = 12, stiffness = 180, mass = 1, beginTime = CACurrentMediaTime() + springIn,
                                    fillMode = "backwards" }
    rise.duration = rise.settlingDuration
    tile:add(rise, "rise")
    tile:add(CABasicAnimation{ keyPath = "opacity", fromValue = 0, toValue = 1, duration = 0.3,
                               beginTime = CACurrentMediaTime() + springIn, fillMode = "backwards" }, "fade")
    springIn = springIn + 0.15
end

gradientTile("axial", 40, {
    type = "axial", colors = {"#ff6b9a", "#ffb36b", "#ffe66b"}, locations = {0, 0.6, 1},
    startPoint = {0, 0}, endPoint = {1, 1},
}, "axial")
gradientTile("radial", 260, {
    type = "radial", colors = {"#fff1c2", "#5b8cff", "#1b2a6b"}, locations = {0, 0.45, 1},
    startPoint = {0.5, 0.5}, endPoint = {1, 1},
}, "radial")
gradientTile("conic", 480, {
    type = "conic", colors = {"#ff6b9a", "#ffe66b", "#6bffb8", "#6bc8ff", "#b36bff", "#ff6b9a"},
    startPoint = {0.5, 0.5}, endPoint = {1, 0.5},
}, "conic")

-- A masked image: a landscape seen through a star -------------------------------
local function star(cx, cy, outer, inner, points)
    local path = Path()
    for i = 0, points * 2 - 1 do
        local radius = (i % 2 == 0) and outer or inner
        local angle = -math.pi / 2 + i * math.pi / points
        local x, y = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        if i == 0 then path:moveTo(x, y) else path:lineTo(x, y) end
    end
    return path:close()
end

local photo = ImageView{ name = "photo", image = Image("landscape.svg"), frame = {40, 310, 200, 190} }
photo.contentMode = "scaleAspectFill"
photo.layer.mask = ShapeLayer{ path = star(100, 95, 95, 42, 5), fillColor = "black" }
scene.root:addSubview(photo)
photo.alpha = 0
UIView.animate{ withDuration = 0.8, delay = 0.5, options = {"curveEaseOut"}, animations = function() photo.alpha = 1 end }

-- A 3D card in perspective, which a drag turns -----------------------------------
local stageView = View{ name = "stageView", frame = {260, 300, 200, 210} }
scene.root:addSubview(stageView)
local stage = Layer{ name = "stage", frame = {0, 0, 200, 210} }
local perspective = CATransform3DIdentity
perspective.m34 = -1 / 420
stage.sublayerTransform = perspective
stageView.layer:addSublayer(stage)

local card = GradientLayer{
    name = "card", frame = {30, 25, 140, 160},
    colors = {"#6bc8ff", "#5b5bff"}, startPoint = {0, 0}, endPoint = {1, 1},
    cornerRadius = 20, borderWidth = 2, borderColor = "#ffffff88",
    shadowOpacity = 0.6, shadowRadius = 10, shadowOffset = {0, 8},
}
-- A shadow path, as Core Animation's performance advice has it: the shadow is the rounded
-- rectangle's, blurred once, not the card's drawing blurred again every frame it turns.
card.shadowPath = UIBezierPath{ roundedRect = card.bounds, cornerRadius = 20 }.cgPath
local function turned(yaw, pitch)
    return CATransform3DRotate(CATransform3DMakeRotation(yaw, 0, 1, 0), pitch, 1, 0, 0)
end
local rest = { yaw = math.rad(38), pitch = math.rad(-12) }
card.transform = turned(rest.yaw, rest.pitch)
card:addSublayer(TextLayer{
    frame = {0, 58, 140, 44}, string = "3D", font = Font("DejaVu Sans", 36, "bold"), fontSize = 36,
    foregroundColor = "white", alignmentMode = "center",
})
stage:addSublayer(card)
-- The drag: the card follows the pointer (a degree of turn for every two points), and on
-- release springs back to rest from wherever it is, as the pointer leaves it.
stageView:addGestureRecognizer(UIPanGestureRecognizer{ action = function(g)
    local t = g:translation(stageView)
    local yaw, pitch = rest.yaw + math.rad(t.x / 2), rest.pitch - math.rad(t.y / 2)
    if g.state == "began" or g.state == "changed" then
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card:removeAnimation("springBack")
        card.transform = turned(yaw, pitch)
        CATransaction.commit()
    elseif g.state == "ended" or g.state == "cancelled" then
        local back = CASpringAnimation{ keyPath = "transform", fromValue = turned(yaw, pitch), toValue = turned(rest.yaw, rest.pitch),
                                        damping = 9, stiffness = 120, mass = 1 }
        back.duration = back.settlingDuration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.transform = turned(rest.yaw, rest.pitch)
        CATransaction.commit()
        card:add(back, "springBack")
    end
end })

-- Dashed and trimmed shapes -----------------------------------------------------
local shapes = Layer{ name = "shapes", frame = {480, 300, 200, 210} }
root:addSublayer(shapes)

shapes:addSublayer(ShapeLayer{
    name = "dashed", path = Path.ovalIn({20, 15, 160, 160}),
    fillColor = "clear", strokeColor = "#6bffb8", lineWidth = 5,
    lineDashPattern = {16, 9}, lineDashPhase = 4, lineCap = "round",
})
local trimmed = ShapeLayer{
    name = "trimmed", path = Path.ovalIn({50, 45, 100, 100}),
    fillColor = "clear", strokeColor = "#ff6b9a", lineWidth = 12, lineCap = "round",
    strokeEnd = 0.72,
}
shapes:addSublayer(trimmed)
-- The ring draws itself to 72% and overshoots a little on the way.
local draw = CASpringAnimation{ keyPath = "strokeEnd", fromValue = 0, toValue = 0.72, damping = 10, stiffness = 90,
                                beginTime = CACurrentMediaTime() + 0.6, fillMode = "backwards" }
draw.duration = draw.settlingDuration
trimmed:add(draw, "draw")
shapes:addSublayer(ShapeLayer{
    name = "wave",
    path = Path():moveTo(20, 195):curveTo(60, 165, 100, 225, 140, 195):quadTo(160, 180, 180, 195),
    fillColor = "clear", strokeColor = "#ffe66b", lineWidth = 4, lineJoin = "round", lineCap = "round",
})
