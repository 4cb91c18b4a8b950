-- Ports "21. CookAnimations - Presentation Controller & Orientation Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the PopAnimator it links to): tapping a herb
-- in the list presents its details with a custom animator. The card grows from where it
-- sits in the list to the whole screen on a spring (1 s, damping 0.4), its corners
-- straightening from 20 points, while the details fade in; tapping the details shrinks them
-- back into the card. The herbs are a horizontal UIScrollView, as in the app: drag it
-- sideways to scroll it (it decelerates and bounces at its ends, as UIKit's does).
-- Turn the window to landscape (or add `T resize 667 375` to the events): the background
-- dims and the cards take the new screen's proportions alongside the rotation, as the app's
-- viewWillTransition(to:with:) does.
-- Scenes/Input/HerbPopPresentation.events opens Saffron at 0.5 s and closes it at 3 s, then
-- flicks the list to its end and opens Anise, the last herb, from there.

scene.size = {375, 667}
scene.backgroundColor = "#101418"
scene.title = "Pop presentation"

local view = scene.root
local font = "DejaVu Sans"

-- HerbModel.all(), without the licence and credit links.
local herbs = {
    { name = "Basil", image = "herb-basil.svg",
      description = "Basil is commonly used fresh in cooked recipes. In general, it is added at the last moment, as cooking quickly destroys the flavor." },
    { name = "Saffron", image = "herb-saffron.svg",
      description = "Saffron's aroma is often described as reminiscent of metallic honey with grassy or hay-like notes. It gives foods a luminous yellow-orange colour." },
    { name = "Marjoram", image = "herb-marjoram.svg",
      description = "Marjoram is used for seasoning soups, stews, dressings and sauce." },
    { name = "Rosemary", image = "herb-rosemary.svg",
      description = "The leaves, both fresh and dried, are used in traditional Italian cuisine. They have a bitter, astringent taste and are highly aromatic." },
    { name = "Anise", image = "herb-anise.svg",
      description = "Anise is sweet and very aromatic, distinguished by its characteristic flavor." },
}

-- ViewController: a background picture, a heading and the horizontal list of herb cards. It
-- is the scene's root view controller, so turning the window to landscape (or the events'
-- `resize`) tells it viewWillTransition.
local ViewController = class("ViewController", UIViewController)
function ViewController:loadView()
    self.view = View{ name = "home", frame = view.bounds }
end
local home = ViewController()
scene.rootViewController = home
local bgImage = UIImageView{ name = "bgImage", image = Image("landscape.svg"), frame = home.view.bounds,
                             contentMode = "scaleAspectFill", alpha = 0.55 }
bgImage.clipsToBounds = true
home.view:addSubview(bgImage)
home.view:addSubview(Label{ frame = {20, 60, 335, 40}, text = "Herbs", font = Font(font, 34, "bold"), textColor = "white" })
home.view:addSubview(Label{ frame = {20, 104, 335, 50}, text = "Tap a herb to read about it.", font = Font(font, 17),
                            textColor = "#ffffffaa", numberOfLines = 0 })

-- The list: a horizontal UIScrollView along the bottom edge, 220 points high, bouncing
-- sideways even when its content fits and without a vertical indicator, as in the app's
-- storyboard. It clips its cards, which are 1.33 times its height, at the screen's edge.
local listView = UIScrollView{ name = "listView", frame = {0, 447, 375, 220} }
listView.alwaysBounceHorizontal = true
listView.showsVerticalScrollIndicator = false
home.view:addSubview(listView)

local selectedImage
local transition   -- the PopAnimator, below

local function didTapImageView(tap)
    selectedImage = tap.view

    local index = selectedImage.tag
    local selectedHerb = herbs[index]

    local herbDetails = makeHerbDetails(selectedHerb)
    herbDetails.transitioningDelegate = transitioningDelegate
    home:present(herbDetails, true, nil)
end

-- setupList and positionListItems
local function positionListItems()
    local listHeight = listView.frame.height
    local itemHeight = listHeight * 1.33
    local aspectRatio = UIScreen.main.bounds.height / UIScreen.main.bounds.width
    local itemWidth = itemHeight / aspectRatio
    local horizontalPadding = 10.0
    for i = 1, #herbs do
        local imageView = listView:viewWithTag(i)
        imageView.frame = CGRect((i - 1) * itemWidth + i * horizontalPadding, 0.0, itemWidth, itemHeight)
    end
    listView.contentSize = CGSize(#herbs * (itemWidth + horizontalPadding) + horizontalPadding, 0)
end

for i, herb in ipairs(herbs) do
    local imageView = UIImageView{ image = Image(herb.image), name = "herb" .. i }
    imageView.tag = i
    imageView.contentMode = "scaleAspectFill"
    imageView.isUserInteractionEnabled = true
    imageView.layer.cornerRadius = 20.0
    imageView.layer.masksToBounds = true
    listView:addSubview(imageView)

    imageView:addGestureRecognizer(UITapGestureRecognizer{ action = didTapImageView })
end
positionListItems()

-- Orientation: the list and the background follow the turn (seed 000 §21, from the
-- CookAnimations app): in landscape the background dims to 0.25, in portrait 0.55, and the
-- cards take the new screen's proportions, all alongside the rotation. The list keeps to the
-- bottom edge as the storyboard pins it there.
function ViewController:viewWillTransition(size, coordinator)
    UIViewController.viewWillTransition(self, size, coordinator)
    coordinator:animate(function(context)
        bgImage.alpha = (size.width > size.height) and 0.25 or 0.55
        bgImage.frame = CGRect(0, 0, size.width, size.height)
        listView.frame = CGRect(0, size.height - 220, size.width, 220)
        positionListItems()
    end, nil)
end

-- HerbDetailsViewController: the herb's picture full screen, and a panel with its name and
-- description (`containerView`, which fades in). A tap anywhere closes it.
function makeHerbDetails(herb)
    local details = UIViewController{ view = View{ name = "herbDetails", backgroundColor = "black" } }
    details.herb = herb
    local backgroundImage = UIImageView{ image = Image(herb.image), frame = view.bounds, contentMode = "scaleAspectFill" }
    details.view:addSubview(backgroundImage)
    local containerView = View{ name = "detailsPanel", frame = {0, 427, 375, 240}, backgroundColor = "#000000b0" }
    containerView:addSubview(Label{ frame = {20, 16, 335, 40}, text = herb.name, font = Font(font, 30, "bold"), textColor = "white" })
    containerView:addSubview(Label{ frame = {20, 60, 335, 160}, text = herb.description, font = Font(font, 16),
                                    textColor = "white", numberOfLines = 0 })
    details.view:addSubview(containerView)
    details.containerView = containerView

    details.view:addGestureRecognizer(UITapGestureRecognizer{ action = function()
        details.presentingViewController:dismiss(true, nil)
    end })
    return details
end

-- PopAnimator
local PopAnimator = {}
PopAnimator.__index = PopAnimator

function PopAnimator.new()
    return setmetatable({ duration = 1.0, presenting = true, originFrame = CGRect.zero }, PopAnimator)
end

function PopAnimator:transitionDuration(transitionContext)
    return self.duration
end

function PopAnimator:animateTransition(transitionContext)
    local containerView = transitionContext.containerView
    local toView = transitionContext:view("to")
    local herbView = self.presenting and toView or transitionContext:view("from")
    local herbController = transitionContext:viewController(self.presenting and "to" or "from")

    local initialFrame = self.presenting and self.originFrame or herbView.frame
    local finalFrame = self.presenting and herbView.frame or self.originFrame

    local xScaleFactor = self.presenting and initialFrame.width / finalFrame.width or finalFrame.width / initialFrame.width
    local yScaleFactor = self.presenting and initialFrame.height / finalFrame.height or finalFrame.height / initialFrame.height

    local scaleTransform = CGAffineTransform{ scaleX = xScaleFactor, y = yScaleFactor }

    if self.presenting then
        herbView.transform = scaleTransform
        herbView.center = CGPoint(initialFrame.midX, initialFrame.midY)
        herbView.clipsToBounds = true
    end

    containerView:addSubview(toView)
    containerView:bringSubviewToFront(herbView)

    if self.presenting then
        herbController.containerView.alpha = 0.0
    end

    UIView.animate{ withDuration = self.duration, delay = 0.0, usingSpringWithDamping = 0.4, initialSpringVelocity = 0.0,
                    options = {}, animations = function()
        herbView.transform = self.presenting and CGAffineTransform.identity or scaleTransform
        herbView.center = CGPoint(finalFrame.midX, finalFrame.midY)
        herbController.containerView.alpha = self.presenting and 1.0 or 0.0
    end, completion = function(_)
        if not self.presenting and self.dismissCompletion then
            self.dismissCompletion()
        end
        transitionContext:completeTransition(true)
    end }

    local cornerAnimation = CABasicAnimation{ keyPath = "cornerRadius" }
    if self.presenting then
        cornerAnimation.fromValue = 20.0 / xScaleFactor
        cornerAnimation.toValue = 0.0
    else
        cornerAnimation.fromValue = 0.0
        cornerAnimation.toValue = 20.0 / xScaleFactor
    end
    cornerAnimation.duration = self.duration / 2
    herbView.layer:add(cornerAnimation, nil)
    herbView.layer.cornerRadius = self.presenting and 0.0 or 20.0 / xScaleFactor
end

transition = PopAnimator.new()
transition.dismissCompletion = function() selectedImage.isHidden = false end

-- UIViewControllerTransitioningDelegate
transitioningDelegate = {
    animationControllerForPresented = function(_, presented, presenting, source)
        -- selectedImage.superview!.convert(selectedImage.frame, to: nil): the window is the scene.
        transition.originFrame = selectedImage.superview:convert{ selectedImage.frame, to = view }
        transition.presenting = true
        selectedImage.isHidden = true
        return transition
    end,
    animationControllerForDismissed = function(_, dismissed)
        transition.presenting = false
        return transition
    end,
}

-- The example opens a herb and closes it, then scrolls to the last and opens that; the
-- timeline shows 10 s.
scene.duration = 10
