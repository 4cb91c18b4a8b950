-- Ports "25. SnowAnimation - Particle Emitters" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: a CAEmitterLayer as wide as the screen, just
-- above its top edge, sends down three kinds of snowflake (one cell each) that drift right,
-- fall faster as they go, shrink and fade. It snows from load.

scene.size = {375, 667}
scene.backgroundColor = "#0b1330"
scene.title = "Snow: particle emitters"

local view = scene.root

-- A winter night for the snow to fall on.
view.layer:addSublayer(CAGradientLayer{
    name = "sky", frame = view.bounds, colors = {"#0b1330", "#25386e", "#4a5f9c"}, locations = {0, 0.7, 1},
})
view.layer:addSublayer(CAShapeLayer{
    name = "moon", path = UIBezierPath{ ovalIn = CGRect(270, 90, 56, 56) }.cgPath, fillColor = "#f4f1dc",
})
view.layer:addSublayer(CAShapeLayer{
    name = "hills", fillColor = "#e8eef8",
    path = Path():moveTo(0, 560):curveTo(90, 520, 170, 540, 230, 575):curveTo(290, 610, 340, 560, 375, 545)
        :lineTo(375, 667):lineTo(0, 667):close(),
})
for _, tree in ipairs{ {58, 548, 1}, {96, 556, 0.8}, {300, 585, 1.1} } do
    local x, y, s = tree[1], tree[2], tree[3]
    view.layer:addSublayer(CAShapeLayer{
        fillColor = "#1d4a3a",
        path = Path():moveTo(x, y - 90 * s):lineTo(x + 26 * s, y - 40 * s):lineTo(x + 14 * s, y - 40 * s)
            :lineTo(x + 32 * s, y):lineTo(x - 32 * s, y):lineTo(x - 14 * s, y - 40 * s):lineTo(x - 26 * s, y - 40 * s):close(),
    })
end

local flakes = {"flake1", "flake2", "flake3"}

local function makeEmitterCell(imageNamed)
    -- Create emitter cell
    local emitterCell = CAEmitterCell()

    -- Set emitter image
    emitterCell.name = imageNamed
    emitterCell.contents = UIImage{ named = imageNamed }

    -- Set emitter properties
    emitterCell.birthRate = 50
    emitterCell.lifetime = 3.5
    emitterCell.yAcceleration = 70.0
    emitterCell.xAcceleration = 10.0
    emitterCell.velocity = 20.0
    emitterCell.emissionLongitude = -math.pi
    emitterCell.velocityRange = 200.0
    emitterCell.emissionRange = math.pi * 0.5
    emitterCell.color = UIColor{ red = 0.9, green = 1.0, blue = 1.0, alpha = 1.0 }.cgColor
    emitterCell.redRange = 0.1
    emitterCell.greenRange = 0.1
    emitterCell.blueRange = 0.1
    emitterCell.scale = 0.8
    emitterCell.scaleRange = 0.8
    emitterCell.scaleSpeed = -0.15
    emitterCell.alphaRange = 0.75
    emitterCell.alphaSpeed = -0.15
    emitterCell.lifetimeRange = 1.0

    return emitterCell
end

-- Create emitter frame
local rect = CGRect(0.0, -70.0, view.bounds.width, 50.0)
local emitter = CAEmitterLayer{ name = "emitter" }
emitter.frame = rect

-- Add emitter to layer
view.layer:addSublayer(emitter)

-- Set emitter shape & position & size
emitter.emitterShape = "rectangle"
emitter.emitterPosition = CGPoint(rect.width / 2, rect.height / 2)
emitter.emitterSize = rect.size

-- Generate emitter cells for every type of flake
for _, flake in ipairs(flakes) do
    local emitterCell = makeEmitterCell(flake)
    if #emitter.emitterCells == 0 then
        emitter.emitterCells = {emitterCell}
    else
        local cells = emitter.emitterCells
        cells[#cells + 1] = emitterCell
        emitter.emitterCells = cells
    end
end

-- It snows for ever; the timeline shows ten seconds.
scene.duration = 10
