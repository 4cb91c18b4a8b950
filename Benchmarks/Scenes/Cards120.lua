-- Benchmark scene: 120 rotated, rounded, gradient-filled, bordered, half-transparent
-- cards filling a 1920×1080 frame (the figure issue 2 names: a full redraw in < 40 ms).
scene.size = {1920, 1080}
scene.backgroundColor = "#1d2133"
scene.title = "120 cards"

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
        card.transform = CATransform3DMakeRotation((i % 7 - 3) * 0.09, 0, 0, 1)
        root:addSublayer(card)
    end
end
