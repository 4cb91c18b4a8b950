-- Ports "Shakey Bell" from ../shared/seeds/002_fd6a5c7930633109.txt: the bell in Bankey's
-- account summary header swings about its top edge, −π/8, +π/8, −π/8, +π/8, −π/8 and back,
-- six equal keyframes in one second (UIView.animateKeyframes), with a "9" badge beside it.
-- ShakeyBellView is a UIView subclass, as the seed writes it: init(frame:) calls setup(),
-- style() and layout(); the image view and the badge button are stored properties;
-- intrinsicContentSize is 48 × 48; a tap on the image view calls imageViewTapped, which
-- shakes it with shakeWith(duration:angle:yOffset:) after moving its anchor point to its top
-- (the seed's UIView.setAnchorPoint extension). As in the seed, a tap on the bell rings it
-- (Scenes/Input/ShakeyBell.events taps it at 0 s).

scene.size = {375, 667}
scene.backgroundColor = "systemBackground"
scene.title = "Shakey bell"

local view = scene.root
local font = "DejaVu Sans"

-- AccountSummaryHeaderView
local header = View{ name = "header", frame = {0, 0, 375, 144}, backgroundColor = "systemTeal" }
header:addSubview(Label{ frame = {16, 44, 250, 34}, text = "Bankey", font = Font(font, 28, "bold"), textColor = "label" })
header:addSubview(Label{ frame = {16, 80, 250, 20}, text = "Good morning,", font = Font(font, 15), textColor = "label" })
header:addSubview(Label{ frame = {16, 100, 250, 20}, text = "Jonathan", font = Font(font, 15), textColor = "label" })
header:addSubview(Label{ frame = {16, 120, 250, 18}, text = "June 1, 2021", font = Font(font, 13), textColor = "secondaryLabel" })
view:addSubview(header)

-- The accounts under the header.
local accounts = { {"Banking", "Basic Savings", "$929,466.23"}, {"Banking", "No-Fee All-In Chequing", "$17,562.44"},
                   {"Credit Card", "Visa Avion Card", "$412.83"}, {"Investment", "Tax-Free Saver", "$2,000.00"} }
for i, account in ipairs(accounts) do
    local y = 144 + (i - 1) * 100
    local row = View{ frame = {0, y, 375, 100} }
    row:addSubview(Label{ frame = {16, 14, 250, 20}, text = account[1], font = Font(font, 15), textColor = "label" })
    row:addSubview(View{ frame = {16, 38, 60, 4}, backgroundColor = i < 3 and "systemTeal" or "systemOrange" })
    row:addSubview(Label{ frame = {16, 50, 250, 20}, text = account[2], font = Font(font, 15, "bold"), textColor = "label" })
    row:addSubview(Label{ frame = {200, 50, 159, 30}, text = account[3], font = Font(font, 20, "bold"),
                          textColor = "label", textAlignment = "right" })
    row:addSubview(View{ frame = {16, 99.5, 359, 0.5}, backgroundColor = "separator" })
    view:addSubview(row)
end

-- extension UIView { func setAnchorPoint(_ point: CGPoint) }: a new anchor point without
-- moving the view. A Lua scene cannot add methods to engine types, so the view comes first.
local function setAnchorPoint(self, point)
    local bounds = self.bounds
    local newPoint = CGPoint(bounds.size.width * point.x, bounds.size.height * point.y)
    local oldPoint = CGPoint(bounds.size.width * self.layer.anchorPoint.x, bounds.size.height * self.layer.anchorPoint.y)

    newPoint = newPoint:applying(self.transform)
    oldPoint = oldPoint:applying(self.transform)

    local position = self.layer.position

    position.x = position.x - oldPoint.x
    position.x = position.x + newPoint.x

    position.y = position.y - oldPoint.y
    position.y = position.y + newPoint.y

    self.layer.position = position
    self.layer.anchorPoint = point
end

-- class ShakeyBellView: UIView
local ShakeyBellView = class("ShakeyBellView", UIView)

function ShakeyBellView:init(frame)                 -- override init(frame: CGRect)
    self.imageView = UIImageView()                  -- let imageView = UIImageView()
    self.buttonView = UIButton()                    -- let buttonView = UIButton()
    self.buttonHeight = 16                          -- let buttonHeight: CGFloat = 16
    UIView.init(self, frame)                        -- super.init(frame: frame)
    self:setup()
    self:style()
    self:layout()
end

function ShakeyBellView:intrinsicContentSize()      -- override var intrinsicContentSize: CGSize
    return CGSize(48, 48)
end

-- UIImage(systemName: "bell.fill") tinted white is Assets/bell.svg, a white bell (images have
-- no withTintColor).
function ShakeyBellView:style()
    self.translatesAutoresizingMaskIntoConstraints = false
    self.imageView.translatesAutoresizingMaskIntoConstraints = false
    local image = UIImage{ named = "bell" }
    self.imageView.image = image

    self.buttonView.translatesAutoresizingMaskIntoConstraints = false
    self.buttonView.backgroundColor = UIColor.systemRed
    self.buttonView.titleLabel.font = UIFont.systemFont{ ofSize = 13 }
    self.buttonView.layer.cornerRadius = self.buttonHeight / 2
    self.buttonView:setTitle("9", "normal")
    self.buttonView:setTitleColor(UIColor.white, "normal")
end

function ShakeyBellView:layout()
    self:addSubview(self.imageView)
    self:addSubview(self.buttonView)

    NSLayoutConstraint.activate{
        self.imageView.centerXAnchor:constraint{ equalTo = self.centerXAnchor },
        self.imageView.centerYAnchor:constraint{ equalTo = self.centerYAnchor },
        self.imageView.heightAnchor:constraint{ equalToConstant = 24 },
        self.imageView.widthAnchor:constraint{ equalToConstant = 24 },
    }

    -- Button
    NSLayoutConstraint.activate{
        self.buttonView.topAnchor:constraint{ equalTo = self.imageView.topAnchor },
        self.buttonView.leadingAnchor:constraint{ equalTo = self.imageView.trailingAnchor, constant = -9 },
        self.buttonView.widthAnchor:constraint{ equalToConstant = 16 },
        self.buttonView.heightAnchor:constraint{ equalToConstant = 16 },
    }
end

-- Making it tappable. UITapGestureRecognizer(target: self, action: #selector(imageViewTapped(_:)))
-- is written with a function: gesture recognizers here take no target and selector yet.
function ShakeyBellView:setup()
    local singleTap = UITapGestureRecognizer{ action = function(recognizer) self:imageViewTapped(recognizer) end }
    self.imageView:addGestureRecognizer(singleTap)
    self.imageView.isUserInteractionEnabled = true
end

-- MARK: - Actions
function ShakeyBellView:imageViewTapped(recognizer)
    self:shakeWith(1.0, math.pi / 8, 0.0)
end

function ShakeyBellView:shakeWith(duration, angle, yOffset)
    local numberOfFrames = 6
    local frameDuration = 1 / numberOfFrames

    setAnchorPoint(self.imageView, CGPoint(0.5, yOffset))

    UIView.animateKeyframes{ withDuration = duration, delay = 0, options = {},
        animations = function()
            UIView.addKeyframe{ withRelativeStartTime = 0.0, relativeDuration = frameDuration, animations = function()
                self.imageView.transform = CGAffineTransform{ rotationAngle = -angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration, relativeDuration = frameDuration, animations = function()
                self.imageView.transform = CGAffineTransform{ rotationAngle = angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 2, relativeDuration = frameDuration, animations = function()
                self.imageView.transform = CGAffineTransform{ rotationAngle = -angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 3, relativeDuration = frameDuration, animations = function()
                self.imageView.transform = CGAffineTransform{ rotationAngle = angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 4, relativeDuration = frameDuration, animations = function()
                self.imageView.transform = CGAffineTransform{ rotationAngle = -angle }
            end }
            UIView.addKeyframe{ withRelativeStartTime = frameDuration * 5, relativeDuration = frameDuration, animations = function()
                self.imageView.transform = CGAffineTransform.identity
            end }
        end,
        completion = nil,
    }
end

-- AccountSummaryHeaderView: let shakeyBellView = ShakeyBellView(), which is init(frame: .zero).
local shakeyBellView = ShakeyBellView(CGRect.zero)
shakeyBellView.name = "shakeyBellView"
shakeyBellView.imageView.name = "bellImage"
shakeyBellView.buttonView.name = "badge"

-- setupShakeyBell: its trailing and bottom pinned to the header's; its size is its
-- intrinsicContentSize, 48 × 48.
local function setupShakeyBell()
    shakeyBellView.translatesAutoresizingMaskIntoConstraints = false
    header:addSubview(shakeyBellView)

    NSLayoutConstraint.activate{
        shakeyBellView.trailingAnchor:constraint{ equalTo = header.trailingAnchor },
        shakeyBellView.bottomAnchor:constraint{ equalTo = header.bottomAnchor },
    }
end
setupShakeyBell()

-- The swing lasts a second; the timeline shows two.
scene.duration = 2
