-- Ports "13. PackingListAnimations - Auto Layout Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the app code it comes from): the "+" button
-- opens the menu bar from 60 to 200 points on a spring (1 s, damping 0.4, velocity 10), the
-- title moving left by 100 and up to 0.67 of the bar's middle while the button turns 45°,
-- and a row of items slides in. Choosing one adds it to the list and closes the menu;
-- tapping a row pops its picture up from the bottom and drops it again.
-- Everything is laid out by Auto Layout as in the app's storyboard: the bar's height
-- constraint (the seed's menuHeightConstraint outlet), the title's centerX constraint found
-- among the bar's constraints, its centerY constraint (identifier "TitleCenterY") replaced
-- by one at multiplier 0.67, the "+" button 8 points from the trailing edge and level with
-- the title; `view:layoutIfNeeded()` inside the spring block animates the new frames. The
-- picture a row shows is placed by anchors whose constants animate the same way. The item
-- row is the app's HorizontalItemList, a UIScrollView subclass with 600 points of content:
-- drag it to reach the last icons. The table is a scroll view of rows.
-- Scenes/Input/PackingListMenu.events opens the menu, picks the beach ball, then taps its row;
-- then opens the menu again, scrolls the item row to its end and picks the flip flops.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Packing list"

local view = scene.root
local font = "DejaVu Sans"

local itemTitles = { "Icecream money", "Great weather", "Beach ball", "Swim suit for him", "Swim suit for her",
                     "Beach games", "Ironing board", "Cocktail mood", "Sunglasses", "Flip flops" }
-- The summer icons: a glyph on a coloured disc each, the glyph held in the middle by
-- constraints (the picture shown from the table changes size).
local iconGlyphs = { "$", "☀", "●", "♂", "♀", "♠", "▬", "♪", "◑", "⋀" }
local iconColors = { "#f2b705", "#f28705", "#d92b04", "#0aa6a6", "#e0457b", "#38a169", "#8a8a8a", "#7a4bd9", "#333333", "#2b6cb0" }
local function summerIcon(index, size)
    local icon = View{ frame = {0, 0, size, size}, backgroundColor = iconColors[index + 1] }
    icon.layer.cornerRadius = size / 2
    local glyph = Label{ text = iconGlyphs[index + 1], font = Font(font, size * 0.5, "bold"), textColor = "white" }
    glyph.translatesAutoresizingMaskIntoConstraints = false
    icon:addSubview(glyph)
    NSLayoutConstraint.activate{
        glyph.centerXAnchor:constraint{ equalTo = icon.centerXAnchor },
        glyph.centerYAnchor:constraint{ equalTo = icon.centerYAnchor },
    }
    return icon
end

local isMenuOpen = false
local items = {5, 6, 7}
local slider

-- The storyboard: the menu bar, its title and its "+" button, and the table under it, all
-- placed by constraints (translatesAutoresizingMaskIntoConstraints off, as Interface
-- Builder leaves it).
local menu = View{ name = "menu", backgroundColor = "#3d7fd1" }
local titleLabel = Label{ name = "titleLabel", text = "Packing List", font = Font(font, 20, "bold"), textColor = "white",
                          textAlignment = "center" }
local menuButton = UIButton{ name = "menuButton", title = "+", font = Font(font, 34), titleColor = "white" }
menu:addSubview(titleLabel)
menu:addSubview(menuButton)
-- The UITableView: a scroll view of rows that bounces vertically even when they fit.
local tableView = UIScrollView{ name = "tableView", backgroundColor = "white", alwaysBounceVertical = true }
view:addSubview(tableView)
view:addSubview(menu)
for _, v in ipairs({menu, titleLabel, menuButton, tableView}) do
    v.translatesAutoresizingMaskIntoConstraints = false
end

-- @IBOutlet weak var menuHeightConstraint: NSLayoutConstraint!
local menuHeightConstraint = menu.heightAnchor:constraint{ equalToConstant = 60 }
local titleCenterY = titleLabel.centerYAnchor:constraint{ equalTo = menu.centerYAnchor, constant = 5 }
titleCenterY.identifier = "TitleCenterY"
NSLayoutConstraint.activate{
    -- In the menu bar: the button 8 points in from the trailing edge, level with the title.
    menu.trailingAnchor:constraint{ equalTo = menuButton.trailingAnchor, constant = 8 },
    titleLabel.centerXAnchor:constraint{ equalTo = menu.centerXAnchor },
    menuHeightConstraint,
    titleCenterY,
    menuButton.centerYAnchor:constraint{ equalTo = titleLabel.centerYAnchor },
    -- In the view: the bar across the top, the table under it down to the bottom.
    view.trailingAnchor:constraint{ equalTo = menu.trailingAnchor },
    tableView.leadingAnchor:constraint{ equalTo = view.leadingAnchor },
    menu.topAnchor:constraint{ equalTo = view.topAnchor },
    tableView.topAnchor:constraint{ equalTo = menu.bottomAnchor },
    menu.leadingAnchor:constraint{ equalTo = view.leadingAnchor },
    view.bottomAnchor:constraint{ equalTo = tableView.bottomAnchor },
    view.trailingAnchor:constraint{ equalTo = tableView.trailingAnchor },
}

local showItem

-- The table's data source: a row per item, an icon and its title; a tap shows the item.
local rowHeight = 54.0
local function reloadData()
    for _, row in ipairs(tableView.subviews) do row:removeFromSuperview() end
    for i, index in ipairs(items) do
        local row = View{ name = "row" .. i, frame = {0, (i - 1) * rowHeight, 375, rowHeight} }
        local icon = summerIcon(index, 36)
        icon.frame = CGRect(16, 9, 36, 36)
        row:addSubview(icon)
        row:addSubview(Label{ name = "row" .. i .. "Title", frame = {68, 0, 290, 54}, text = itemTitles[index + 1],
                              font = Font(font, 17), textColor = "black" })
        row:addSubview(View{ frame = {68, 53.5, 307, 0.5}, backgroundColor = "#c8c7cc" })
        row:addGestureRecognizer(UITapGestureRecognizer{ action = function() showItem(index) end })
        tableView:addSubview(row)
    end
    tableView.contentSize = CGSize(375, #items * rowHeight)
end

-- HorizontalItemList: a UIScrollView of the ten icons, 60 points apart, 600 points of content
-- in a screen-wide list, so a drag scrolls to the last ones. It springs in from the right
-- when it is added.
local HorizontalItemList = class("HorizontalItemList", UIScrollView)
local buttonWidth = 60.0
local padding = 10.0

function HorizontalItemList:init(inView)
    local rect = CGRect(inView.bounds.width, 120.0, inView.frame.width, 80.0)
    UIScrollView.init(self, rect)
    self.didSelectItem = nil

    self.alpha = 0.0

    for i = 0, 9 do
        local imageView = summerIcon(i, 50)
        imageView.center = CGPoint(i * buttonWidth + buttonWidth / 2, buttonWidth / 2)
        imageView.tag = i
        imageView.isUserInteractionEnabled = true
        self:addSubview(imageView)

        imageView:addGestureRecognizer(UITapGestureRecognizer{ target = self, action = "didTapImage" })
    end

    self.contentSize = CGSize(padding * buttonWidth, buttonWidth + 2 * padding)
end

function HorizontalItemList:didTapImage(tap)
    if self.didSelectItem then self.didSelectItem(tap.view.tag) end
end

function HorizontalItemList:didMoveToSuperview()
    UIScrollView.didMoveToSuperview(self)

    if self.superview == nil then
        return
    end

    UIView.animate{ withDuration = 1.0, delay = 0.01, usingSpringWithDamping = 0.5, initialSpringVelocity = 10.0,
                    options = {"curveEaseIn"}, animations = function()
        self.alpha = 1.0
        self.center.x = self.center.x - self.frame.size.width
    end }
end

local function actionToggleMenu()
    isMenuOpen = not isMenuOpen

    -- Search constraints on title at runtime and change them based on menu state
    for _, constraint in ipairs(titleLabel.superview.constraints) do
        if constraint.firstItem == titleLabel and constraint.firstAttribute == "centerX" then
            constraint.constant = isMenuOpen and -100.0 or 0.0
        elseif constraint.identifier == "TitleCenterY" then
            constraint.isActive = false

            local newConstraint = NSLayoutConstraint(titleLabel, "centerY", "equal", titleLabel.superview, "centerY",
                                                     isMenuOpen and 0.67 or 1.0, 5.0)
            newConstraint.identifier = "TitleCenterY"
            newConstraint.isActive = true
        end
    end

    -- Change menu height constraint constant based on menu state
    menuHeightConstraint.constant = isMenuOpen and 200.0 or 60.0
    titleLabel.text = isMenuOpen and "Select Item" or "Packing List"

    -- Rotate menuButton with 45 degrees and update layout
    UIView.animate{ withDuration = 1.0, delay = 0.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 10.0,
                    options = {"curveEaseIn"}, animations = function()
        view:layoutIfNeeded()

        local angle = isMenuOpen and math.pi / 4 or 0.0
        menuButton.transform = CGAffineTransform{ rotationAngle = angle }
    end }

    if isMenuOpen then
        slider = HorizontalItemList(view)
        slider.name = "slider"
        slider.didSelectItem = function(index)
            items[#items + 1] = index
            reloadData()
            actionToggleMenu()
        end
        titleLabel.superview:addSubview(slider)
    else
        slider:removeFromSuperview()
    end
end
menuButton:addTarget(nil, actionToggleMenu, "touchUpInside")

-- showItem: the item's picture pops up from the bottom edge on constraints, then drops
-- away a second later.
function showItem(index)
    local imageView = summerIcon(index, 100)   -- UIImageView(image:) is the image's 100 points
    imageView.name = "shownItem"
    imageView.backgroundColor = UIColor(0.0, 0.0, 0.0, 0.5)
    imageView.layer.cornerRadius = 5.0
    imageView.layer.masksToBounds = true
    imageView.translatesAutoresizingMaskIntoConstraints = false
    view:addSubview(imageView)

    -- (view's anchors in the seed: see the safe-area note above)
    local constraintX = imageView.centerXAnchor:constraint{ equalTo = view.centerXAnchor }
    local constraintBottom = imageView.bottomAnchor:constraint{ equalTo = view.bottomAnchor, constant = imageView.frame.height }
    local constraintWidth = imageView.widthAnchor:constraint{ equalTo = view.widthAnchor, multiplier = 1 / 3, constant = -50.0 }
    local constraintHeight = imageView.heightAnchor:constraint{ equalTo = imageView.widthAnchor }

    NSLayoutConstraint.activate{ constraintX, constraintBottom, constraintWidth, constraintHeight }

    view:layoutIfNeeded()

    UIView.animate{ withDuration = 0.8, delay = 0.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        constraintBottom.constant = -imageView.frame.size.height / 2.0
        constraintWidth.constant = 0.0
        view:layoutIfNeeded()
    end }

    UIView.animate{ withDuration = 0.8, delay = 1.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        constraintBottom.constant = imageView.frame.height * 1.5
        view:layoutIfNeeded()
    end, completion = function(_)
        imageView:removeFromSuperview()
    end }
end

reloadData()

scene.duration = 11.5
