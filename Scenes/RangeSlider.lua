-- A custom control written the way UIKit code writes one (the classic range slider): a
-- UIControl subclass with observed properties, a CALayer subclass that draws the track in
-- draw(ctx), two thumbs, and beginTracking/continueTracking/endTracking that move the
-- thumb under the finger and send valueChanged. A label shows the range as it changes.
-- Scenes/Input/RangeSlider.events drags the upper thumb left and the lower thumb right.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Classes: a range slider"

-- class RangeSliderTrackLayer: CALayer
local RangeSliderTrackLayer = class("RangeSliderTrackLayer", CALayer)

function RangeSliderTrackLayer:init()
    self.rangeSlider = nil                      -- weak var rangeSlider: RangeSlider?
    CALayer.init(self)
end

function RangeSliderTrackLayer:draw(ctx)       -- override func draw(in ctx: CGContext)
    local slider = self.rangeSlider
    if slider == nil then return end
    local path = UIBezierPath{ roundedRect = self.bounds, cornerRadius = self.bounds.height / 2 }
    ctx:addPath(path.cgPath)
    ctx:setFillColor(slider.trackTintColor.cgColor)
    ctx:fillPath()

    ctx:setFillColor(slider.trackHighlightTintColor.cgColor)
    local lowerValuePosition = slider:positionForValue(slider.lowerValue)
    local upperValuePosition = slider:positionForValue(slider.upperValue)
    local rect = CGRect(lowerValuePosition, 0, upperValuePosition - lowerValuePosition, self.bounds.height)
    ctx:fill(rect)
end

-- class RangeSlider: UIControl
local RangeSlider = class("RangeSlider", UIControl)
RangeSlider.thumbSize = 28

local function updateAndRedraw(self) self:updateLayerFrames() end
property(RangeSlider, "minimumValue", { default = 0, didSet = updateAndRedraw })
property(RangeSlider, "maximumValue", { default = 1, didSet = updateAndRedraw })
property(RangeSlider, "lowerValue", { default = 0.2, didSet = updateAndRedraw })
property(RangeSlider, "upperValue", { default = 0.8, didSet = updateAndRedraw })
property(RangeSlider, "frame", { didSet = updateAndRedraw })   -- override var frame { didSet }

function RangeSlider:init(frame)
    self.trackTintColor = UIColor(0.87, 0.87, 0.87, 1)
    self.trackHighlightTintColor = UIColor(0, 0.45, 0.94, 1)
    self.trackLayer = RangeSliderTrackLayer()
    self.lowerThumb = CALayer{ name = "lowerThumb" }
    self.upperThumb = CALayer{ name = "upperThumb" }
    self.previousLocation = CGPoint.zero
    self.dragging = nil
    UIControl.init(self, frame)

    self.trackLayer.rangeSlider = self
    self.trackLayer.name = "track"
    self.trackLayer.contentsScale = UIScreen.main.scale
    self.layer:addSublayer(self.trackLayer)
    for _, thumb in ipairs({ self.lowerThumb, self.upperThumb }) do
        thumb.backgroundColor = UIColor.white
        thumb.cornerRadius = RangeSlider.thumbSize / 2
        thumb.borderColor = UIColor(0.8, 0.8, 0.8, 1)
        thumb.borderWidth = 0.5
        thumb.shadowOpacity = 0.25
        thumb.shadowRadius = 2
        thumb.shadowOffset = CGSize(0, 2)
        self.layer:addSublayer(thumb)
    end
    self:updateLayerFrames()
end

function RangeSlider:updateLayerFrames()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    self.trackLayer.frame = self.bounds:insetBy(0, self.bounds.height / 3)
    self.trackLayer:setNeedsDisplay()
    self.lowerThumb.frame = CGRect(self:thumbOriginForValue(self.lowerValue), self.bounds.height / 2 - RangeSlider.thumbSize / 2,
                                   RangeSlider.thumbSize, RangeSlider.thumbSize)
    self.upperThumb.frame = CGRect(self:thumbOriginForValue(self.upperValue), self.bounds.height / 2 - RangeSlider.thumbSize / 2,
                                   RangeSlider.thumbSize, RangeSlider.thumbSize)
    CATransaction.commit()
end

function RangeSlider:positionForValue(value)
    return self.bounds.width * (value - self.minimumValue) / (self.maximumValue - self.minimumValue)
end

function RangeSlider:thumbOriginForValue(value)
    return self:positionForValue(value) - RangeSlider.thumbSize / 2
end

function RangeSlider:beginTracking(touch, event)
    self.previousLocation = touch:location(self)
    if self.lowerThumb.frame:contains(self.previousLocation) then
        self.dragging = "lower"
    elseif self.upperThumb.frame:contains(self.previousLocation) then
        self.dragging = "upper"
    end
    return self.dragging ~= nil
end

local function bound(value, lowerValue, upperValue)
    return math.min(math.max(value, lowerValue), upperValue)
end

function RangeSlider:continueTracking(touch, event)
    local location = touch:location(self)
    local deltaLocation = location.x - self.previousLocation.x
    local deltaValue = (self.maximumValue - self.minimumValue) * deltaLocation / self.bounds.width
    self.previousLocation = location
    if self.dragging == "lower" then
        self.lowerValue = bound(self.lowerValue + deltaValue, self.minimumValue, self.upperValue)
    else
        self.upperValue = bound(self.upperValue + deltaValue, self.lowerValue, self.maximumValue)
    end
    self:sendActions("valueChanged")
    return true
end

function RangeSlider:endTracking(touch, event)
    self.dragging = nil
end

-- The view controller's part: a slider, and a label its target-action updates.
local rangeSlider = RangeSlider(CGRect(40, 300, 295, 30))
rangeSlider.name = "rangeSlider"
view:addSubview(rangeSlider)

local label = UILabel{ name = "range", frame = {0, 240, 375, 30}, textAlignment = "center",
                       font = UIFont.systemFont(20), textColor = "black" }
view:addSubview(label)

local Controller = class("Controller", NSObject)
function Controller:rangeSliderValueChanged(slider)
    label.text = string.format("%.2f – %.2f", slider.lowerValue, slider.upperValue)
end
local controller = Controller()
rangeSlider:addTarget(controller, "rangeSliderValueChanged", "valueChanged")
controller:rangeSliderValueChanged(rangeSlider)

scene.duration = 3
