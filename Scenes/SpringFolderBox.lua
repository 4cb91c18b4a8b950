-- Ports "1. Spring animations" from ../shared/seeds/004_ac254a040f085173.txt: the opening
-- of a folder on the iOS home screen. A tap puts the 100-point box in the bottom-left
-- corner and springs it out to three times its size in the middle of the screen
-- (UIView.animate, 1 s, damping ratio 0.75, initial velocity 0.5).
-- Scenes/Input/SpringFolderBox.events taps at 0.5 s and again at 2.5 s.

scene.size = {375, 667}
scene.backgroundColor = "#1e2a3a"
scene.title = "Spring folder box"

local view = scene.root

local BOXSIZE = 100.0

-- The home screen behind: a wallpaper and a dock.
view.layer:addSublayer(CAGradientLayer{ frame = view.bounds, colors = {"#3a6ea5", "#1e2a3a"} })
view:addSubview(Label{ frame = {0, 120, 375, 40}, text = "Tap to open the folder", font = Font("DejaVu Sans", 20, "bold"),
                       textColor = "#ffffffcc", textAlignment = "center" })
local dock = View{ frame = {12, 575, 351, 80}, backgroundColor = "#ffffff33" }
dock.layer.cornerRadius = 24
view:addSubview(dock)

-- The folder: a rounded, translucent box with four app icons inside.
local movingBox = View{ name = "movingBox", backgroundColor = "#ffffff55", clipsToBounds = true }
movingBox.layer.cornerRadius = 18
local iconColors = { "#ff9500", "#34c759", "#007aff", "#ff2d55" }
for i, color in ipairs(iconColors) do
    local column, row = (i - 1) % 2, (i - 1) // 2
    local icon = View{ backgroundColor = color }
    icon.layer.cornerRadius = 8
    movingBox:addSubview(icon)
    iconColors[i] = { icon = icon, column = column, row = row }
end
-- The icons keep their place in the box whatever its size (a layout function).
movingBox.layout = function(box)
    local side = box.bounds.width
    for _, entry in ipairs(iconColors) do
        entry.icon.frame = CGRect(side * (0.14 + entry.column * 0.42), side * (0.14 + entry.row * 0.42), side * 0.30, side * 0.30)
    end
end
view:addSubview(movingBox)

local function initBox()
    movingBox.frame = CGRect(0.0, view.bounds.size.height - BOXSIZE, BOXSIZE, BOXSIZE)
    movingBox:layoutIfNeeded()
end

local function endBox()
    movingBox.frame = CGRect(view.bounds.midX - BOXSIZE * 3.0 / 2.0, view.bounds.midY - BOXSIZE * 3.0 / 2.0,
                             BOXSIZE * 3.0, BOXSIZE * 3.0)
    movingBox:layoutIfNeeded()
end

local function tapped(gesture)
    initBox()
    UIView.animate{ withDuration = 1.0, delay = 0.0, usingSpringWithDamping = 0.75, initialSpringVelocity = 0.5,
                    options = {}, animations = function()
        endBox()
    end, completion = function(finished)
        --
    end }
end

initBox()
view:addGestureRecognizer(UITapGestureRecognizer{ action = tapped })

scene.duration = 4
