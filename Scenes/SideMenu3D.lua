-- Ports "23. PhoneBookAnimations - Simple 3D Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt: a side menu that opens like a door. Dragging
-- anywhere opens or closes it: the menu, hinged at its right edge (anchorPoint.x = 1), turns
-- from −π/2 to flat in perspective (m34 = −1/1000) while sliding in by its 80-point width,
-- fades from 0.2 to 1, and pushes the centre screen right; the menu button turns with it.
-- Letting go finishes the move (0.5 s) to whichever side is nearer. The menu button toggles
-- it too, and choosing an item shows it in the centre and closes the menu.
-- Scenes/Input/SideMenu3D.events drags it half open, lets go, then picks "Travel".

scene.size = {375, 667}
scene.backgroundColor = "black"
scene.title = "3D side menu"

local view = scene.root
local font = "DejaVu Sans"

-- MenuItem.sharedItems
local menuColors = {
    Color(249 / 255, 84 / 255, 7 / 255, 1.0), Color(69 / 255, 59 / 255, 55 / 255, 1.0),
    Color(249 / 255, 194 / 255, 7 / 255, 1.0), Color(32 / 255, 188 / 255, 32 / 255, 1.0),
    Color(207 / 255, 34 / 255, 156 / 255, 1.0), Color(14 / 255, 88 / 255, 149 / 255, 1.0),
    Color(15 / 255, 193 / 255, 231 / 255, 1.0),
}
local menuItems = {
    { symbol = "☎", color = menuColors[1], title = "Phone book" },
    { symbol = "✉", color = menuColors[2], title = "Email directory" },
    { symbol = "♻", color = menuColors[3], title = "Company recycle policy" },
    { symbol = "♞", color = menuColors[4], title = "Games and fun" },
    { symbol = "✾", color = menuColors[5], title = "Training programs" },
    { symbol = "✈", color = menuColors[6], title = "Travel" },
    { symbol = "♣", color = menuColors[7], title = "Etc." },
}

-- ContainerViewController
local menuWidth = 80.0
local animationTime = 0.5
local isOpening = false

-- CenterViewController in its navigation controller: a bar with the menu button and the
-- title, and the item's big symbol on its colour.
local center = UIViewController{ view = View{ name = "center", frame = view.bounds } }
local symbol = Label{ frame = {0, 200, 375, 200}, font = Font(font, 150), textColor = "white", textAlignment = "center" }
center.view:addSubview(symbol)
local navigationBar = View{ frame = {0, 0, 375, 64}, backgroundColor = "#f7f7f7f0" }
local titleLabel = Label{ frame = {60, 20, 255, 44}, font = Font(font, 17, "bold"), textColor = "black", textAlignment = "center" }
navigationBar:addSubview(titleLabel)
-- MenuButton: three bars in a 30-point square that turns as the menu opens.
local menuButton = View{ name = "menuButton", frame = {12, 27, 30, 30} }
for i = 0, 2 do
    local bar = View{ frame = {3, 6 + i * 8, 24, 3}, backgroundColor = "systemBlue" }
    bar.layer.cornerRadius = 1.5
    menuButton:addSubview(bar)
end
navigationBar:addSubview(menuButton)
center.view:addSubview(navigationBar)
local centerViewController = UINavigationController{ rootViewController = center }
centerViewController.view.name = "navigation"

local function showMenuItem(item)
    center.title = item.title
    titleLabel.text = item.title
    center.view.backgroundColor = item.color
    symbol.text = item.symbol
end
showMenuItem(menuItems[1])

-- SideMenuTableViewController: one 84-point row per item, under a 64-point header.
local menuViewController = UIViewController{ view = View{ name = "menu", backgroundColor = "#1c1c1e" } }
local rows = {}
for i, item in ipairs(menuItems) do
    local row = View{ frame = {0, 64 + (i - 1) * 84, menuWidth, 84}, backgroundColor = item.color }
    row:addSubview(Label{ frame = {0, 0, menuWidth, 84}, text = item.symbol, font = Font(font, 36),
                          textColor = "white", textAlignment = "center" })
    menuViewController.view:addSubview(row)
    rows[i] = row
end

view:addSubview(centerViewController.view)
view:addSubview(menuViewController.view)

menuViewController.view.layer.anchorPoint.x = 1.0
menuViewController.view.frame = CGRect(-menuWidth, 0, menuWidth, view.frame.height)

local function menuTransform(percent)
    local identity = CATransform3DIdentity
    identity.m34 = -1.0 / 1000

    local remainingPercent = 1.0 - percent
    local angle = remainingPercent * math.pi * -0.5

    local rotationTransform = CATransform3DRotate(identity, angle, 0.0, 1.0, 0.0)
    local translationTransform = CATransform3DMakeTranslation(menuWidth * percent, 0, 0)
    return CATransform3DConcat(rotationTransform, translationTransform)
end

local function setToPercent(percent)
    centerViewController.view.frame.origin.x = menuWidth * percent
    menuViewController.view.layer.transform = menuTransform(percent)
    menuViewController.view.alpha = math.max(0.2, percent)

    local angle = percent * math.pi
    local rotationTransform = CATransform3DRotate(CATransform3DIdentity, angle, 1.0, 1.0, 0.0)
    menuButton.layer.transform = rotationTransform
end

local function toggleSideMenu()
    local isOpen = math.floor(centerViewController.view.frame.origin.x / menuWidth)
    local targetProgress = isOpen == 1.0 and 0.0 or 1.0

    UIView.animate{ withDuration = animationTime, animations = function()
        setToPercent(targetProgress)
    end }
end

local function handleGesture(recognizer)
    local translation = recognizer:translation(recognizer.view.superview)

    local progress = translation.x / menuWidth * (isOpening and 1.0 or -1.0)
    progress = math.min(math.max(progress, 0.0), 1.0)

    if recognizer.state == "began" then
        local isOpen = math.floor(centerViewController.view.frame.origin.x / menuWidth)
        isOpening = isOpen ~= 1.0
    elseif recognizer.state == "changed" then
        setToPercent(isOpening and progress or (1.0 - progress))
    elseif recognizer.state == "ended" or recognizer.state == "cancelled" or recognizer.state == "failed" then
        local targetProgress
        if isOpening then
            targetProgress = progress < 0.5 and 0.0 or 1.0
        else
            targetProgress = progress < 0.5 and 1.0 or 0.0
        end

        UIView.animate{ withDuration = animationTime, animations = function()
            setToPercent(targetProgress)
        end }
    end
end

local panGesture = UIPanGestureRecognizer{ action = handleGesture }
view:addGestureRecognizer(panGesture)

menuButton:addGestureRecognizer(UITapGestureRecognizer{ action = toggleSideMenu })
for i, row in ipairs(rows) do
    row:addGestureRecognizer(UITapGestureRecognizer{ action = function()
        showMenuItem(menuItems[i])
        toggleSideMenu()
    end })
end

setToPercent(0.0)

-- The example input takes about 3.5 s; the timeline shows four.
scene.duration = 4
