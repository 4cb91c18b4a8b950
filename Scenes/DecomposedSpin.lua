-- Ports "Additive Animations" and "Decomposed Additive Animations" from
-- ../shared/seeds/003_d011b83f5efac14c.txt (WWDC 2017 session 230, Advanced Animations with
-- UIKit): two squares, each given a 5 s ease-in-out UIViewPropertyAnimator by the Spin button.
-- The left one's block sets its transform once to a turn of 20π, which ends where it began,
-- so the animation to the final value has nothing to show and the square does not move. The
-- right one's block turns it by π twenty times; UIKit animates each assignment as an additive
-- animation of its own, so the square spins ten times.
-- Scenes/Input/DecomposedSpin.events taps Spin.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Decomposed additive rotation"

local font = "DejaVu Sans"

view:addSubview(Label{ frame = {0, 60, 375, 30}, text = "Additive animations", font = Font(font, 22, "bold"),
                       textColor = "black", textAlignment = "center" })

-- A square with a stripe along its top, so its turns show.
local function makeSquare(name, x, color)
    local square = View{ name = name, frame = {x, 240, 120, 120}, backgroundColor = color }
    square.layer.cornerRadius = 10
    square:addSubview(View{ frame = {16, 14, 88, 10}, backgroundColor = "white" })
    view:addSubview(square)
    return square
end

local whole = makeSquare("wholeTurnSquare", 40, "systemGray")
local square = makeSquare("square", 215, "systemIndigo")
view:addSubview(Label{ frame = {20, 380, 160, 50}, text = "transform = R(20π)", font = Font(font, 14),
                       textColor = "#3c3c43", textAlignment = "center" })
view:addSubview(Label{ frame = {195, 380, 160, 50}, text = "20 × transform ∙ R(π)", font = Font(font, 14),
                       textColor = "#3c3c43", textAlignment = "center" })

local function spin()
    -- Additive Animations: the final value is where it started, so nothing moves.
    local animator = UIViewPropertyAnimator{ duration = 5, curve = "easeInOut", animations = function()
        whole.transform = CGAffineTransform{ rotationAngle = math.pi * 20 }
    end }
    animator:startAnimation()

    -- Decomposed Additive Animations
    local decomposed = UIViewPropertyAnimator{ duration = 5, curve = "easeInOut", animations = function()
        for _ = 0, 19 do
            local rotation = CGAffineTransform{ rotationAngle = math.pi }
            square.transform = square.transform:concatenating(rotation)
        end
    end }
    decomposed:startAnimation()
end

local spinButton = UIButton{ name = "spinButton", frame = {112, 500, 150, 50}, title = "Spin", backgroundColor = "systemIndigo",
                             titleColor = "white", font = Font(font, 20, "bold"), onTap = spin }
spinButton.layer.cornerRadius = 12
view:addSubview(spinButton)

scene.duration = 6
