-- Ports "21. CookAnimations - Presentation Controller & Orientation Animations" from
-- ../shared/seeds/000_34ef11c1e5a44057.txt (and the PopAnimator it links to): tapping a herb
-- in the list presents its details with a custom animator. The card grows from where it
-- sits in the list to the whole screen on a spring (1 s, damping 0.4), its corners
-- straightening from 20 points, while the details fade in; tapping the details shrinks them
-- back into the card. Drag the list sideways to scroll it.
-- Scenes/Input/HerbPopPresentation.events opens Saffron at 0.5 s and closes it at 3 s.

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

-- ViewController: a heading and the horizontal list of herb cards.
local home = UIViewController{ view = View{ name = "home", frame = view.bounds } }
view:addSubview(home.view)
home.view:addSubview(Label{ frame = {20, 60, 335, 40}, text = "Herbs", font = Font(font, 34, "bold"), textColor = "white" })
home.view:addSubview(Label{ frame = {20, 104, 335, 50}, text = "Tap a herb to read about it.", font = Font(font, 17),
                            textColor = "#ffffffaa", numberOfLines = 0 })

local listView = View{ name = "listView", frame = {0, 380, 375, 200} }
local content = View{ name = "listContent", frame = {0, 0, 375, 200} }
listView:addSubview(content)
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
local listHeight = listView.frame.height
local itemHeight = listHeight * 1.33
local aspectRatio = view.bounds.height / view.bounds.width
local itemWidth = itemHeight / aspectRatio
local horizontalPadding = 10.0
for i, herb in ipairs(herbs) do
    local imageView = UIImageView{ image = Image(herb.image), name = "herb" .. i }
    imageView.tag = i
    imageView.contentMode = "scaleAspectFill"
    imageView.isUserInteractionEnabled = true
    imageView.layer.cornerRadius = 20.0
    imageView.layer.masksToBounds = true
    imageView.frame = CGRect((i - 1) * itemWidth + i * horizontalPadding, 0.0, itemWidth, itemHeight)
    content:addSubview(imageView)

    imageView:addGestureRecognizer(UITapGestureRecognizer{ action = didTapImageView })
end
local contentWidth = #herbs * (itemWidth + horizontalPadding) + horizontalPadding

-- The list scrolls sideways with a drag, within its content.
local scrollStart = 0
listView:addGestureRecognizer(UIPanGestureRecognizer{ action = function(g)
    if g.state == "began" then scrollStart = content.frame.origin.x end
    local x = scrollStart + g:translation(listView).x
    content.frame.origin.x = math.max(math.min(x, 0), listView.bounds.width - contentWidth)
end })

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
        -- selectedImage.superview.convert(selectedImage.frame, to: nil)
        local f = selectedImage.frame
        transition.originFrame = CGRect(f.origin.x + content.frame.origin.x + listView.frame.origin.x,
                                        f.origin.y + content.frame.origin.y + listView.frame.origin.y,
                                        f.size.width, f.size.height)
        transition.presenting = true
        selectedImage.isHidden = true
        return transition
    end,
    animationControllerForDismissed = function(_, dismissed)
        transition.presenting = false
        return transition
    end,
}

-- The example opens a herb and closes it; the timeline shows 4.5 s.
scene.duration = 4.5
