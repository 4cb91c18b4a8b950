-- Benchmark scene: Cards120 set in motion (issue 9). 120 diagonal-gradient cards with
-- rounded corners, a translucent border, a white badge and group opacity 0.5; every 4th is
-- masked by a circle; every card spins (a full turn over 4–8 s) and pulses (scale 0.8 ↔ 1.1).
-- Benchmarks/peer/blend2d_cards.py draws the same picture with Blend2D: keep the two in step.
scene.size = {1920, 1080}
scene.backgroundColor = "#1d2133"
scene.title = "120 animated cards"

local root = scene.root.layer
local columns, rows = 12, 10
for row = 0, rows - 1 do
    for column = 0, columns - 1 do
        local i = row * columns + column
        local card = GradientLayer{
            name = "card" .. i,
            frame = {40 + column * 155, 30 + row * 104, 190, 130},
            colors = {Color.hsb((i % 12) / 12, 0.65, 0.95, 1), Color.hsb(((i + 5) % 12) / 12, 0.8, 0.7, 1)},
            startPoint = {0, 0}, endPoint = {1, 1},
            cornerRadius = 16, borderWidth = 3, borderColor = "#ffffffcc",
            opacity = 0.5,
        }
        -- A sublayer, so the card's opacity applies to the group (an offscreen in a naive compositor).
        card:addSublayer(Layer{ frame = {81, 12, 28, 28}, cornerRadius = 8, backgroundColor = "#ffffff" })
        if i % 4 == 0 then
            card.mask = Layer{ frame = {30, 0, 130, 130}, cornerRadius = 65, backgroundColor = "#000000" }
        end
        -- Linear timing (the default), so the peer can compute the same values in closed form.
        local start = (i % 7 - 3) * 0.09
        local turn = (i % 2 == 0) and 2 * math.pi or -2 * math.pi
        card:add(CABasicAnimation{ keyPath = "transform.rotation.z", fromValue = start, toValue = start + turn,
            duration = 4 + i % 5, repeatCount = math.huge }, "spin")
        card:add(CABasicAnimation{ keyPath = "transform.scale", fromValue = 0.8, toValue = 1.1,
            duration = 0.9 + (i % 4) * 0.2, autoreverses = true, repeatCount = math.huge }, "pulse")
        root:addSublayer(card)
    end
end
