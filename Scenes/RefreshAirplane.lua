-- Ports "19. RefreshAnimation - Stroke and Path Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the app's RefreshView and
-- TableViewController): the pull-to-refresh view of a list. A dashed circle "runs around" on
-- strokeStart and strokeEnd animations in a group, and an airplane flies along the same
-- circle (a paced keyframe animation on its path) while turning once per lap. Both groups
-- last 1.5 s a lap and repeat for 5 s.
-- The list is a UIScrollView (rows as views; it bounces vertically as a UITableView does)
-- with the refresh view above its content, at y = −110. As in the seed, RefreshView is the
-- scroll view's delegate (the view controller forwards to it): scrollViewDidScroll turns the
-- pull, −(contentOffset.y + contentInset.top), into the progress that draws the oval and fades
-- the plane in, and scrollViewWillEndDragging begins refreshing when the pull reached the
-- refresh view's full height, adding 110 to contentInset.top so the list rests below it.
-- Short of that, the list bounces back. Four seconds into the refresh the view controller
-- ends it, and the inset goes back on a 0.3 s ease out, taking the list back up.
-- Drag the list down (UIKit's rubber band makes the pull about 245 points for 110).
-- Scenes/Input/RefreshAirplane.events pulls it down 300 points in 0.5 s, at 0 s, and lets go.

scene.size = {375, 667}
scene.backgroundColor = "white"
scene.title = "Refresh: stroke and path animations"

local view = scene.root
local font = "DejaVu Sans"
local kRefreshViewHeight = 110.0

-- RefreshView: a UIView that is its scroll view's delegate (UIScrollViewDelegate).
local RefreshView = class("RefreshView", UIView)

function RefreshView:init(frame, scrollView)
    UIView.init(self, frame)
    self.delegate = nil
    self.progress = 0.0
    self.isRefreshing = false
    self.ovalShapeLayer = CAShapeLayer{ name = "ovalShapeLayer" }
    self.airplaneLayer = CALayer{ name = "airplaneLayer" }

    self.scrollView = scrollView

    -- Add the Background (the app's "refresh-view-bg": a sky with clouds)
    self.layer:addSublayer(CAGradientLayer{
        frame = self.bounds, colors = {"#1f5fa8", "#4f9be0"}, startPoint = {0.5, 0}, endPoint = {0.5, 1},
    })
    self:addSubview(ImageView{ image = Image("cloud.svg"), frame = {20, 60, 80, 45}, alpha = 0.5 })
    self:addSubview(ImageView{ image = Image("cloud.svg"), frame = {280, 10, 64, 36}, alpha = 0.5 })

    local ovalShapeLayer = self.ovalShapeLayer
    ovalShapeLayer.strokeColor = UIColor.white.cgColor
    ovalShapeLayer.fillColor = UIColor.clear.cgColor
    ovalShapeLayer.lineWidth = 4.0
    ovalShapeLayer.lineDashPattern = {2, 3}

    local refreshRadius = frame.size.height / 2 * 0.8

    ovalShapeLayer.path = UIBezierPath{ ovalIn = CGRect(frame.size.width / 2 - refreshRadius,
                                                        frame.size.height / 2 - refreshRadius,
                                                        2 * refreshRadius,
                                                        2 * refreshRadius) }.cgPath
    self.layer:addSublayer(ovalShapeLayer)

    local airplaneLayer = self.airplaneLayer
    local airplaneImage = UIImage{ named = "airplane" }
    airplaneLayer.contents = airplaneImage
    airplaneLayer.bounds = CGRect(0.0, 0.0, airplaneImage.size.width, airplaneImage.size.height)
    airplaneLayer.position = CGPoint(frame.size.width / 2 + refreshRadius, frame.size.height / 2)

    self.layer:addSublayer(airplaneLayer)

    airplaneLayer.opacity = 0.0
end

-- MARK: Scroll View Delegate Methods

function RefreshView:scrollViewDidScroll(scrollView)
    local offsetY = math.max(-(scrollView.contentOffset.y + scrollView.contentInset.top), 0.0)
    self.progress = math.min(math.max(offsetY / self.frame.size.height, 0.0), 1.0)

    if not self.isRefreshing then
        self:redrawFromProgress()
    end
end

function RefreshView:redrawFromProgress()
    -- The seed sets both bare, so in UIKit each scroll step starts a 0.25 s implicit
    -- animation that trails the finger; here the oval and the plane follow the pull exactly.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    self.ovalShapeLayer.strokeEnd = self.progress
    self.airplaneLayer.opacity = self.progress
    CATransaction.commit()
end

function RefreshView:scrollViewWillEndDragging(scrollView, velocity, targetContentOffset)
    if not self.isRefreshing and self.progress >= 1.0 then
        self.delegate:refreshViewDidRefresh(self)
        self:beginRefreshing()
    end
end

-- MARK: Animate the Refresh View

function RefreshView:beginRefreshing()
    self.isRefreshing = true

    UIView.animate{ withDuration = 0.3, animations = function()
        local newInsets = self.scrollView.contentInset
        newInsets.top = newInsets.top + self.frame.size.height
        self.scrollView.contentInset = newInsets
    end }

    local strokeStartAnimation = CABasicAnimation{ keyPath = "strokeStart" }
    strokeStartAnimation.fromValue = -0.5
    strokeStartAnimation.toValue = 1.0

    local strokeEndAnimation = CABasicAnimation{ keyPath = "strokeEnd" }
    strokeEndAnimation.fromValue = 0.0
    strokeEndAnimation.toValue = 1.0

    local strokeAnimationGroup = CAAnimationGroup()
    strokeAnimationGroup.duration = 1.5
    strokeAnimationGroup.repeatDuration = 5.0
    strokeAnimationGroup.animations = {strokeStartAnimation, strokeEndAnimation}
    self.ovalShapeLayer:add(strokeAnimationGroup, nil)

    local flightAnimation = CAKeyframeAnimation{ keyPath = "position" }
    flightAnimation.path = self.ovalShapeLayer.path
    flightAnimation.calculationMode = "paced"

    local airplaneOrientationAnimation = CABasicAnimation{ keyPath = "transform.rotation" }
    airplaneOrientationAnimation.fromValue = 0
    airplaneOrientationAnimation.toValue = 2.0 * math.pi

    local flightAnimationGroup = CAAnimationGroup()
    flightAnimationGroup.duration = 1.5
    flightAnimationGroup.repeatDuration = 5.0
    flightAnimationGroup.animations = {flightAnimation, airplaneOrientationAnimation}
    self.airplaneLayer:add(flightAnimationGroup, nil)
end

function RefreshView:endRefreshing()
    self.isRefreshing = false

    UIView.animate{ withDuration = 0.3, delay = 0.0, options = {"curveEaseOut"}, animations = function()
        local newInsets = self.scrollView.contentInset
        newInsets.top = newInsets.top - self.frame.size.height
        -- The smaller inset leaves the offset out of range: the scroll view moves it back in,
        -- inside this block, so the list slides up.
        self.scrollView.contentInset = newInsets
    end, completion = function(_) end }
end

-- TableViewController: the navigation bar, and the table (a scroll view of rows) under it.
local navigationBar = View{ name = "navigationBar", frame = {0, 0, 375, 64}, backgroundColor = "#f7f7f7" }
navigationBar:addSubview(Label{
    frame = {0, 20, 375, 44}, text = "Vacation pics", font = Font(font, 17, "bold"),
    textColor = "black", textAlignment = "center",
})

local tableView = UIScrollView{ name = "tableView", frame = {0, 64, 375, 603}, backgroundColor = "white" }
tableView.alwaysBounceVertical = true
local rowHeight = 64.0
local rows = { {"Tropical island", "#2cb5c4"}, {"Sunset beach", "#f08a4b"}, {"Mountain lake", "#4b7bd1"},
               {"Palm grove", "#4caf6e"}, {"Coral reef", "#e0567a"}, {"Lighthouse", "#8f6bd1"} }
for i, row in ipairs(rows) do
    local cell = View{ name = "cell" .. i, frame = {0, (i - 1) * rowHeight, 375, rowHeight}, backgroundColor = "white" }
    local thumbnail = View{ frame = {16, 8, 48, 48}, backgroundColor = row[2] }
    thumbnail.layer.cornerRadius = 6
    cell:addSubview(thumbnail)
    cell:addSubview(Label{ frame = {80, 0, 280, 64}, text = row[1], font = Font(font, 17), textColor = "black" })
    cell:addSubview(View{ frame = {80, 63.5, 295, 0.5}, backgroundColor = "#c8c7cc" })
    tableView:addSubview(cell)
end
tableView.contentSize = CGSize(375, #rows * rowHeight)
view:addSubview(tableView)
view:addSubview(navigationBar)

-- viewDidLoad: the refresh view sits above the table's content (the table is the
-- controller's view).
local refreshRect = CGRect(0.0, -kRefreshViewHeight, view.frame.size.width, kRefreshViewHeight)
local refreshView = RefreshView(refreshRect, tableView)
refreshView.name = "refreshView"
tableView:addSubview(refreshView)

local tableViewController = {}

-- Refresh View Delegate: the refresh ends four seconds later.
function tableViewController:refreshViewDidRefresh(refreshView)
    delay(4.0, function()
        refreshView:endRefreshing()
    end)
end

-- Scroll View Methods: the table's delegate hands them to the refresh view.
function tableViewController:scrollViewDidScroll(scrollView)
    refreshView:scrollViewDidScroll(scrollView)
end

function tableViewController:scrollViewWillEndDragging(scrollView, velocity, targetContentOffset)
    refreshView:scrollViewWillEndDragging(scrollView, velocity, targetContentOffset)
end

refreshView.delegate = tableViewController
tableView.delegate = tableViewController

-- A pull, 4 s of refreshing and the list going back up; the timeline shows 6 s.
scene.duration = 6
