-- Ports "13. PackingListAnimations - Auto Layout Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the app code it comes from): the "+" button
-- opens the menu bar from 60 to 200 points on a spring (1 s, damping 0.4, velocity 10), the
-- title moving left by 100 and up to 0.67 of the bar's middle while the button turns 45°,
-- and a row of items slides in. Choosing one adds it to the list and closes the menu;
-- tapping a row pops its picture up from the bottom and drops it again.
-- Kinema has no Auto Layout: the constraints are numbers that `layout` functions read, so
-- `view:layoutIfNeeded()` inside the animation block animates the new frames, as in the seed.
-- Scenes/Input/PackingListMenu.events opens the menu, picks the beach ball, then taps its row.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Packing list"

local view = scene.root
local font = "DejaVu Sans"

local itemTitles = { "Icecream money", "Great weather", "Beach ball", "Swim suit for him", "Swim suit for her",
                     "Beach games", "Ironing board", "Cocktail mood", "Sunglasses", "Flip flops" }
-- The summer icons: a glyph on a coloured disc each.
local iconGlyphs = { "$", "☀", "●", "♂", "♀", "♠", "▬", "♪", "◑", "⋀" }
local iconColors = { "#f2b705", "#f28705", "#d92b04", "#0aa6a6", "#e0457b", "#38a169", "#8a8a8a", "#7a4bd9", "#333333", "#2b6cb0" }
local function summerIcon(index, size)
    local icon = View{ frame = {0, 0, size, size}, backgroundColor = iconColors[index + 1] }
    icon.layer.cornerRadius = size / 2
    icon:addSubview(Label{ frame = {0, 0, size, size}, text = iconGlyphs[index + 1], font = Font(font, size * 0.5, "bold"),
                           textColor = "white", textAlignment = "center" })
    return icon
end

-- The constraints the layout functions read.
local menuHeightConstant = 60.0
local titleCenterXConstant = 0.0
local titleCenterYMultiplier = 1.0

local isMenuOpen = false
local items = {5, 6, 7}
local slider

-- The menu bar, its title and its button; the table under it.
local menu = View{ name = "menu", backgroundColor = "#3d7fd1" }
local titleLabel = Label{ name = "titleLabel", text = "Packing List", font = Font(font, 20, "bold"), textColor = "white",
                          textAlignment = "center" }
local menuButton = UIButton{ name = "menuButton", title = "+", font = Font(font, 34), titleColor = "white" }
menu:addSubview(titleLabel)
menu:addSubview(menuButton)
local tableView = View{ name = "tableView", backgroundColor = "white", clipsToBounds = true }
view:addSubview(tableView)
view:addSubview(menu)

menu.layout = function(m)
    local bounds = m.bounds
    -- titleLabel.centerX = superview.centerX + constant; .centerY = superview.centerY × multiplier + 5
    titleLabel.bounds = CGRect(0, 0, 200, 30)
    titleLabel.center = CGPoint(bounds.midX + titleCenterXConstant, bounds.midY * titleCenterYMultiplier + 5.0)
    menuButton.bounds = CGRect(0, 0, 44, 44)
    menuButton.center = CGPoint(bounds.width - 30, bounds.height - 30)
end

view.layout = function(v)
    menu.frame = CGRect(0, 0, v.bounds.width, menuHeightConstant)
    tableView.frame = CGRect(0, menuHeightConstant, v.bounds.width, v.bounds.height - menuHeightConstant)
end

local showItem
local function reloadData()
    for _, row in ipairs(tableView.subviews) do row:removeFromSuperview() end
    for i, index in ipairs(items) do
        local row = View{ name = "row" .. i, frame = {0, (i - 1) * 54, 375, 54} }
        local icon = summerIcon(index, 36)
        icon.frame = CGRect(16, 9, 36, 36)
        row:addSubview(icon)
        row:addSubview(Label{ frame = {68, 0, 290, 54}, text = itemTitles[index + 1], font = Font(font, 17), textColor = "black" })
        row:addSubview(View{ frame = {68, 53.5, 307, 0.5}, backgroundColor = "#c8c7cc" })
        row:addGestureRecognizer(UITapGestureRecognizer{ action = function() showItem(index) end })
        tableView:addSubview(row)
    end
end

-- HorizontalItemList: ten icons in a row that springs in from the right when it is added.
local buttonWidth = 60.0
local function horizontalItemList(inView, didSelectItem)
    local list = View{ name = "slider", frame = CGRect(inView.bounds.width, 120.0, inView.frame.width, 80.0) }
    list.alpha = 0.0
    for i = 0, 9 do
        local imageView = summerIcon(i, 50)
        imageView.center = CGPoint(i * buttonWidth + buttonWidth / 2, buttonWidth / 2)
        imageView.tag = i
        imageView:addGestureRecognizer(UITapGestureRecognizer{ action = function(tap) didSelectItem(tap.view.tag) end })
        list:addSubview(imageView)
    end
    return list
end

local function sliderDidMoveToSuperview(list)
    UIView.animate{ withDuration = 1.0, delay = 0.01, usingSpringWithDamping = 0.5, initialSpringVelocity = 10.0,
                    options = {"curveEaseIn"}, animations = function()
        list.alpha = 1.0
        list.center.x = list.center.x - list.frame.size.width
    end }
end

local function actionToggleMenu()
    isMenuOpen = not isMenuOpen

    -- The title's centre X and centre Y constraints
    titleCenterXConstant = isMenuOpen and -100.0 or 0.0
    titleCenterYMultiplier = isMenuOpen and 0.67 or 1.0

    menuHeightConstant = isMenuOpen and 200.0 or 60.0
    titleLabel.text = isMenuOpen and "Select Item" or "Packing List"

    UIView.animate{ withDuration = 1.0, delay = 0.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 10.0,
                    options = {"curveEaseIn"}, animations = function()
        view:layoutIfNeeded()

        local angle = isMenuOpen and math.pi / 4 or 0.0
        menuButton.transform = CGAffineTransform{ rotationAngle = angle }
    end }

    if isMenuOpen then
        slider = horizontalItemList(view, function(index)
            items[#items + 1] = index
            reloadData()
            actionToggleMenu()
        end)
        menu:addSubview(slider)
        sliderDidMoveToSuperview(slider)
    else
        slider:removeFromSuperview()
    end
end
menuButton.onTap = actionToggleMenu

-- showItem: the item's picture pops up from the bottom edge, then drops away a second later.
function showItem(index)
    local imageView = summerIcon(index, 100)
    imageView.name = "shownItem"
    imageView.backgroundColor = Color(0.0, 0.0, 0.0, 0.5)
    imageView.layer.cornerRadius = 5.0
    imageView.layer.masksToBounds = true
    view:addSubview(imageView)

    -- centerX = view.centerX; bottom = view.bottom + constant; width = view.width / 3 + constant; height = width
    local constraintBottom = 100.0
    local constraintWidth = -50.0
    imageView.layout = function(image)
        local width = view.bounds.width / 3 + constraintWidth
        image.frame = CGRect(view.bounds.midX - width / 2, view.bounds.height + constraintBottom - width, width, width)
    end
    view:layoutIfNeeded()

    UIView.animate{ withDuration = 0.8, delay = 0.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        constraintBottom = -imageView.frame.size.height / 2.0
        constraintWidth = 0.0
        view:layoutIfNeeded()
    end }

    UIView.animate{ withDuration = 0.8, delay = 1.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        constraintBottom = imageView.frame.size.height * 1.5
        view:layoutIfNeeded()
    end, completion = function(_)
        imageView:removeFromSuperview()
    end }
end

reloadData()

scene.duration = 7
